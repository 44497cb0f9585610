import { randomUUID } from 'node:crypto';
import {
  missingStepFeature,
  type Plan,
  type RunResult,
  runEntry,
  type StepError,
  type StepRecord,
  WebhookReply,
} from '@flowlane/contracts';
import {
  type CompiledWorkflow,
  compileWorkflow,
  type Ports,
  type ResumedStep,
  runWorkflow,
  type ServiceLookup,
  WorkflowValidationError,
} from '@flowlane/engine';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { planOf } from '../accounts/plans.js';
import type { Db, NewRun, NewRunStep, RunRecord, RunStepRecord } from '../db/index.js';
import { runsRepository, workflowsRepository } from '../db/index.js';
import { AllowanceGate } from './allowance.js';
import { RunEvents } from './events.js';
import { featureMissingMessage, serviceFeatures } from './plan-checks.js';
import { StepLog } from './step-log.js';

/** How queued runs reach a worker: a wake-up in one process, or a BullMQ job with Redis. */
export interface Dispatcher {
  dispatch(runId: string): Promise<void>;
  /** Starts taking runs (worker role); `execute` claims and runs one. */
  startWorking(work: WorkSource): void;
  close(): Promise<void>;
}

export interface WorkSource {
  /**
   * Claims up to `max` of the oldest claimable runs in one go and gives back, for each, the work of
   * running it: the dispatcher starts them in its free slots.
   */
  claim(max: number): Promise<Array<() => Promise<void>>>;
  /** Claims and runs that run; 'busy' when its team is at its concurrency (try again later). */
  runById(runId: string): Promise<'done' | 'busy' | 'gone'>;
}

export type RuntimeOptions = {
  db: Db;
  logger: FastifyBaseLogger;
  services: ServiceLookup;
  /** The ports of one run, for its team and workflow. */
  portsFor(run: RunRecord, runtime: Runtime): Ports;
  dispatcher: Dispatcher;
  events?: RunEvents;
  leaseMs?: number;
  /** A run's processing-time limit. */
  runTimeoutMs?: number;
};

export type EnqueueResult = { run: RunRecord; refused: boolean };

/**
 * The run lifecycle: store (queued, or refused by a plan limit), dispatch, claim with a lease, execute
 * through the engine, log the steps, finish once (with the usage ledger), and publish events.
 */
export class Runtime {
  readonly events: RunEvents;
  readonly owner = `worker-${randomUUID()}`;
  private readonly leaseMs: number;
  private readonly runTimeoutMs: number;
  private readonly compiled = new Map<string, CompiledWorkflow>();
  /** Graphs of workflow versions: a version never changes once saved, so it is read once. */
  private readonly graphs = new Map<string, unknown>();
  private readonly allowance: AllowanceGate;
  private readonly active = new Map<string, AbortController>();
  private stopped = false;

  constructor(private readonly options: RuntimeOptions) {
    this.events = options.events ?? new RunEvents();
    this.leaseMs = options.leaseMs ?? 30_000;
    this.runTimeoutMs = options.runTimeoutMs ?? 15 * 60_000;
    this.allowance = new AllowanceGate(options.db);
    this.events.onCancel((event) => this.active.get(event.runId)?.abort(new Error('Cancelled by the user')));
  }

  get services(): ServiceLookup {
    return this.options.services;
  }

  /** The ports a run of this team gets; a designer's single-step test runs with the same ones. */
  portsFor(run: RunRecord): Ports {
    return this.options.portsFor(run, this);
  }

  private get repo() {
    return runsRepository(this.options.db);
  }

  /** Stores the run before anything answers, refusing it (stored, visible) when the plan says no. */
  async enqueue(run: NewRun, plan: Plan, graph: unknown): Promise<EnqueueResult> {
    const reason = await this.refusalReason(run.teamId, plan, graph);
    if (reason) {
      const refused = await this.repo.refuse(run, reason);
      this.publishStatus(refused);
      return { run: refused, refused: true };
    }
    const queued = await this.repo.enqueue(run);
    this.publishStatus(queued);
    await this.dispatchSoon(queued.id);
    return { run: queued, refused: false };
  }

  /**
   * Dispatches a stored run without letting a queue outage hold the caller: the run is already in the
   * table, so if Redis is down the answer still goes out and lease recovery dispatches it again later.
   */
  private async dispatchSoon(runId: string): Promise<void> {
    const dispatched = this.options.dispatcher.dispatch(runId).then(
      () => true,
      (error: unknown) => {
        this.options.logger.warn({ err: error, runId }, 'dispatch failed; the run waits for recovery');
        return false;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), 1000);
    });
    await Promise.race([dispatched, late]);
    clearTimeout(timer);
  }

  startWorking(): void {
    const source: WorkSource = {
      claim: async (max) => {
        if (this.stopped) return [];
        const runs = await this.repo.claimNext(this.owner, this.leaseMs, max);
        return runs.map((run) => () => this.execute(run));
      },
      runById: async (runId) => {
        if (this.stopped) return 'busy';
        const run = await this.repo.claimById(this.owner, this.leaseMs, runId);
        if (run) {
          await this.execute(run);
          return 'done';
        }
        const current = await this.repo.getForWorker(runId);
        return current?.status === 'queued' ? 'busy' : 'gone';
      },
    };
    this.options.dispatcher.startWorking(source);
  }

  /**
   * Puts runs whose worker died back in the queue, and dispatches again every run queued for a while
   * (its dispatch may have been lost with a Redis restart; a repeated dispatch is harmless).
   */
  async recoverExpiredLeases(): Promise<number> {
    const expired = await this.repo.requeueExpired();
    const stale = await this.repo.queuedOlderThan(10_000);
    for (const id of new Set([...expired, ...stale])) await this.dispatchSoon(id);
    return expired.length;
  }

  /** Cancels a run: a queued one at once, a running one (in this process) at its next step. */
  /**
   * Cancels a run of the caller's team (another team's run is not found, and nothing happens to it). A
   * queued run is cancelled in the database; a running one is stopped by whichever process runs it.
   */
  async cancel(teamId: string, runId: string): Promise<RunRecord | undefined> {
    const run = await this.repo.get(teamId, runId);
    if (!run) return undefined;
    const queued = await this.repo.cancelQueued(teamId, runId);
    if (queued) {
      this.publishStatus(queued);
      return queued;
    }
    if (run.status === 'running') {
      this.events.publish({ type: 'cancel', runId, workflowId: run.workflowId, teamId });
    }
    return run;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.options.dispatcher.close();
  }

  /** Runs a claimed run to its end. Never throws: a failure is the run's status. */
  private async execute(run: RunRecord): Promise<void> {
    const log = this.options.logger.child({ runId: run.id, workflowId: run.workflowId });
    const controller = new AbortController();
    this.active.set(run.id, controller);
    this.publishStatus(run);
    let leaseLost = false;
    const heartbeat = setInterval(() => {
      this.repo.renewLease(run.id, this.owner, this.leaseMs).then(
        (held) => {
          if (!held) {
            leaseLost = true;
            controller.abort(new Error('The run was taken over by another worker'));
          }
        },
        (error: unknown) => log.warn({ err: error }, 'could not renew the run lease'),
      );
    }, this.leaseMs / 3);
    try {
      const graph = await this.versionGraph(run.workflowId, run.workflowVersion);
      if (graph === undefined) {
        await this.finish(run, {
          status: 'failed',
          processingMs: 0,
          error: { kind: 'user', message: 'The workflow of this run no longer exists.' },
        });
        return;
      }
      const plan = planOf((await this.allowance.planGuid(run.teamId)) ?? '');
      // A run queued before the allowance ran out (or the plan changed) is checked again as it starts.
      const reason = await this.refusalReason(run.teamId, plan, graph);
      if (reason) {
        await this.finish(run, {
          status: 'refused',
          processingMs: 0,
          error: { kind: 'user', message: reason },
        });
        return;
      }
      let workflow: CompiledWorkflow;
      try {
        workflow = this.compile(run.workflowId, run.workflowVersion, graph);
      } catch (error) {
        const message =
          error instanceof WorkflowValidationError
            ? `The workflow is not valid: ${error.issues.map((i) => i.message).join('; ')}`
            : `The workflow could not be prepared: ${error instanceof Error ? error.message : String(error)}`;
        await this.finish(run, { status: 'failed', processingMs: 0, error: { kind: 'user', message } });
        return;
      }
      const entry = runEntry(
        workflow.nodes.map((n) => ({ id: n.id, serviceId: n.node.serviceId })),
        run.trigger,
      );
      if (entry && 'refused' in entry) {
        await this.finish(run, {
          status: 'failed',
          processingMs: 0,
          error: { kind: 'user', message: entry.refused },
        });
        return;
      }
      const steps = new StepLog(run.id, run.attempts, (rows) => this.repo.appendSteps(rows));
      const { resume, reused } = await this.resumeState(run);
      // The log of a resumed run shows the reused steps too (attempts 0: not run again).
      for (const row of reused) steps.add(reusedRecord(row));
      const result = await runWorkflow(workflow, this.options.portsFor(run, this), {
        trigger: run.triggerData,
        signal: controller.signal,
        timeoutMs: this.runTimeoutMs,
        workflowId: run.workflowId,
        runId: run.id,
        ...(entry ? { triggerNodeId: entry.nodeId } : {}),
        ...(resume ? { resume } : {}),
        onStep: (record) => {
          steps.add(record);
          this.events.publish({
            type: 'step',
            runId: run.id,
            workflowId: run.workflowId,
            teamId: run.teamId,
            nodeId: record.nodeId,
            status: record.status,
          });
        },
        onResponse: (reply) =>
          this.events.publish({
            type: 'reply',
            runId: run.id,
            workflowId: run.workflowId,
            teamId: run.teamId,
            reply,
          }),
      });
      const lastSteps = await steps.drain();
      if (leaseLost) {
        await this.repo.appendSteps(lastSteps);
        log.warn('lease lost mid-run; the worker that took it over finishes the run');
        return;
      }
      await this.finish(run, {
        status: result.status,
        processingMs: result.processingMs,
        error: result.error,
        output: result.output,
        reply: result.response,
        steps: lastSteps,
      });
    } catch (error) {
      log.error({ err: error }, 'run crashed');
      await this.finish(run, {
        status: 'failed',
        processingMs: 0,
        error: { kind: 'bug', message: 'The run stopped because of an error on our side.' },
      }).catch((e: unknown) => log.error({ err: e }, 'could not record the crashed run'));
    } finally {
      clearInterval(heartbeat);
      this.active.delete(run.id);
    }
  }

  private async finish(
    run: RunRecord,
    result: {
      status: RunResult['status'];
      processingMs: number;
      error?: StepError;
      output?: unknown;
      reply?: unknown;
      steps?: NewRunStep[];
    },
  ): Promise<void> {
    const finished = await this.repo.finish(run.id, this.owner, {
      status: result.status,
      processingMs: result.processingMs,
      error: result.error ?? null,
      output: result.output ?? null,
      reply: result.reply ?? null,
      steps: result.steps ?? [],
    });
    if (finished) {
      this.allowance.recorded(finished.teamId, finished.processingMs);
      this.publishStatus(finished);
    }
  }

  /** The team's plan changed (billing): its next run is checked against the new plan at once. */
  planChanged(teamId: string): void {
    this.allowance.forget(teamId);
  }

  /** Why a run of this team may not start now (a plan feature a step needs, or the allowance spent). */
  private async refusalReason(teamId: string, plan: Plan, graph: unknown): Promise<string | undefined> {
    const feature = missingStepFeature(graph, serviceFeatures(this.options.services), plan);
    if (feature) return featureMissingMessage(plan, feature);
    return this.allowance.spentMessage(teamId, plan);
  }

  private async versionGraph(workflowId: string, version: number): Promise<unknown> {
    const key = `${workflowId}:${version}`;
    if (this.graphs.has(key)) return this.graphs.get(key);
    const row = await workflowsRepository(this.options.db).versionForRun(workflowId, version);
    if (!row) return undefined;
    remember(this.graphs, key, row.graph);
    return row.graph;
  }

  /** Completed top-level steps of the run's earlier attempt (or of the run it retries), to reuse. */
  private async resumeState(
    run: RunRecord,
  ): Promise<{ resume: Record<string, ResumedStep> | undefined; reused: RunStepRecord[] }> {
    const source = run.attempts > 1 ? { id: run.id, attempt: run.attempts - 1 } : undefined;
    const retried = run.retryOf ? { id: run.retryOf, attempt: undefined } : undefined;
    const from = source ?? retried;
    if (!from) return { resume: undefined, reused: [] };
    const rows = await this.repo.steps(from.id, from.attempt);
    const resume: Record<string, ResumedStep> = {};
    const reused: RunStepRecord[] = [];
    for (const row of rows) {
      // A truncated output is a preview, not the value: such a step runs again.
      if (row.status !== 'succeeded' || row.iteration !== null || row.outputTruncated) continue;
      resume[row.nodeId] = { output: row.output, handles: handlesOf(row) };
      reused.push(row);
    }
    return Object.keys(resume).length ? { resume, reused } : { resume: undefined, reused: [] };
  }

  private compile(workflowId: string, version: number, graph: unknown): CompiledWorkflow {
    const key = `${workflowId}:${version}`;
    const cached = this.compiled.get(key);
    if (cached) return cached;
    const compiled = compileWorkflow(graph, this.options.services);
    remember(this.compiled, key, compiled);
    return compiled;
  }

  private publishStatus(run: RunRecord): void {
    this.events.publish({
      type: 'status',
      runId: run.id,
      workflowId: run.workflowId,
      teamId: run.teamId,
      status: run.status,
    });
  }

  /**
   * A run started by hand (a workflow's or an integration's Run): stored, then answered at once with the
   * run id and the queued text, or the reason it was refused.
   */
  async runByHand(
    user: { teamId: string; plan: Plan },
    workflow: { id: string; version: number; graph: unknown },
    trigger: 'manual' | 'integration',
    triggerData: unknown,
    queuedMessage: string,
  ): Promise<{ runId: string; status: RunRecord['status']; message: string }> {
    const { run, refused } = await this.enqueue(
      {
        teamId: user.teamId,
        workflowId: workflow.id,
        workflowVersion: workflow.version,
        trigger,
        triggerData,
      },
      user.plan,
      workflow.graph,
    );
    const message = refused ? (runErrorMessage(run) ?? 'The run was refused.') : queuedMessage;
    return { runId: run.id, status: run.status, message };
  }

  /** Waits for a run's webhook reply or its end, whichever comes first, up to `timeoutMs`. */
  waitForReply(runId: string, timeoutMs: number): Promise<WebhookReply | 'finished' | 'timeout'> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => done('timeout'), timeoutMs);
      const off = this.events.onRun(runId, (event) => {
        if (event.type === 'reply') done(WebhookReply.parse(event.reply));
        else if (event.type === 'status' && isFinal(event.status)) done('finished');
      });
      function done(value: WebhookReply | 'finished' | 'timeout') {
        clearTimeout(timer);
        off();
        resolve(value);
      }
    });
  }
}

/** Keeps at most 500 entries, dropping the oldest. */
function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= 500) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
}

function handlesOf(row: RunStepRecord): string[] {
  return Array.isArray(row.handles) ? row.handles.filter((h) => typeof h === 'string') : ['main'];
}

function reusedRecord(row: RunStepRecord): StepRecord {
  return {
    nodeId: row.nodeId,
    name: row.name,
    serviceId: row.serviceId,
    status: 'succeeded',
    input: row.input,
    output: row.output,
    outputTruncated: row.outputTruncated,
    startedAt: row.startedAt.getTime(),
    durationMs: row.durationMs,
    attempts: 0,
    handles: handlesOf(row),
  };
}

const RunErrorMessage = z.object({ message: z.string() });

/** The message of a run's stored error (a refusal's reason, a failure's cause), if it has one. */
export function runErrorMessage(run: Pick<RunRecord, 'error'> | undefined): string | undefined {
  return RunErrorMessage.safeParse(run?.error).data?.message;
}

export function isFinal(status: string): boolean {
  return ['succeeded', 'failed', 'cancelled', 'timed_out', 'refused'].includes(status);
}

import { runEntry, upgradeWorkflowGraph } from '@flowlane/contracts';
import {
  type CompiledWorkflow,
  compileWorkflow,
  type Ports,
  type ResumedStep,
  RunCancel,
  runWorkflow,
  WorkflowValidationError,
} from '@flowlane/engine';
import { planOf } from '../../accounts/plans.js';
import type { RunRecord, RunStartedHere, RunStepRecord } from '../../db/index.js';
import { workflowsRepository } from '../../db/index.js';
import { lazyChild } from '../../http/logger.js';
import { remember } from '../../system/remember.js';
import { StepLog } from '../step-log.js';
import type { CompletionSystem } from './completion.js';
import { crashedEnd, handlesOf, REPLY_WITH_FINISH_MS, reusedRecord } from './records.js';
import type { HeldRun, RunResources } from './resources.js';

/**
 * Execution: a claimed run (or one started in memory) run through the engine to its end, resumed from
 * the saved steps of its earlier attempt, with its graph and compiled workflow kept per version; its end
 * goes to completion, a hand-back or a lost lease back to the queue's care.
 */
export class ExecutionSystem {
  private readonly compiled = new Map<string, CompiledWorkflow>();
  /** Graphs of workflow versions: a version never changes once saved, so it is read once. */
  private readonly graphs = new Map<string, unknown>();
  private readonly readingGraphs = new Map<string, Promise<unknown>>();

  constructor(
    private readonly r: RunResources,
    private readonly completion: CompletionSystem,
    /** The ports of one run (the runtime's `portsFor`). */
    private readonly portsFor: (run: RunRecord) => Ports,
    /** A run ended here: its slot may go to a run waiting in memory. */
    private readonly afterRun: () => void,
  ) {}

  /**
   * Runs a claimed run (or, with `here`, a run started in memory) to its end, in a slot of the
   * dispatcher's own or (`ownSlot` false) a queue job's. Never throws: a failure is the run's status.
   */
  async execute(
    run: RunRecord,
    { here: startedHere, ownSlot }: { here?: RunStartedHere; ownSlot: boolean },
  ): Promise<void> {
    const log = lazyChild(this.r.options.logger, { runId: run.id, workflowId: run.workflowId });
    const held: HeldRun = {
      claim: { runId: run.id, owner: this.r.owner, attempt: run.attempts },
      teamId: run.teamId,
      cancel: new RunCancel(),
      steps: undefined,
      lost: false,
      handBack: false,
      reply: undefined,
      here: startedHere
        ? { run: startedHere, stored: undefined, hasRow: false, endWrite: undefined, timer: undefined }
        : undefined,
      ownSlot,
    };
    const here = held.here;
    // A run that outlives a moment gets its row, so the run log shows it and it can be cancelled.
    if (here)
      here.timer = setTimeout(() => void this.r.storeHere(here).catch(() => undefined), this.r.inMemoryMs);
    // An earlier claim of this run here lost its lease (this process stalled past it): that one stops.
    const earlier = this.r.active.get(run.id);
    if (earlier) {
      earlier.lost = true;
      earlier.cancel.cancel();
    }
    this.r.active.set(run.id, held);
    this.r.publishStatus(run);
    try {
      const graph = await this.versionGraph(run.workflowId, run.workflowVersion);
      if (graph === undefined) {
        await this.completion.finish(held, {
          status: 'failed',
          processingMs: 0,
          error: { kind: 'user', message: 'The workflow of this run no longer exists.' },
        });
        return;
      }
      const plan = planOf((await this.r.allowance.planGuid(run.teamId)) ?? '');
      // A run queued before the allowance ran out (or the plan changed) is checked again as it starts.
      const reason = await this.r.refusalReason(run.teamId, plan, graph);
      if (reason) {
        await this.completion.finish(held, {
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
        await this.completion.finish(held, {
          status: 'failed',
          processingMs: 0,
          error: { kind: 'user', message },
        });
        return;
      }
      const entry = runEntry(
        workflow.nodes.map((n) => ({ id: n.id, serviceId: n.node.serviceId })),
        run.trigger,
      );
      if (entry && 'refused' in entry) {
        await this.completion.finish(held, {
          status: 'failed',
          processingMs: 0,
          error: { kind: 'user', message: entry.refused },
        });
        return;
      }
      // Step records need the run's row: a run in memory gets it before its first ones are written.
      const steps = new StepLog(
        run.id,
        run.attempts,
        async (rows) => {
          if (here) await this.r.storeHere(here);
          await this.r.writer.appendSteps(rows);
        },
        log,
      );
      held.steps = steps;
      const { resume, reused } = await this.resumeState(run);
      // The log of a resumed run shows the reused steps too (attempts 0: not run again).
      for (const row of reused) steps.add(reusedRecord(row));
      const result = await runWorkflow(workflow, this.portsFor(run), {
        trigger: run.triggerData,
        cancel: held.cancel,
        timeoutMs: this.r.runTimeoutMs,
        workflowId: run.workflowId,
        runId: run.id,
        ...(entry ? { triggerNodeId: entry.nodeId } : {}),
        ...(resume ? { resume } : {}),
        onStep: (record) => {
          steps.add(record);
          this.r.events.publish({
            type: 'step',
            runId: run.id,
            workflowId: run.workflowId,
            teamId: run.teamId,
            nodeId: record.nodeId,
            status: record.status,
          });
        },
        onResponse: (value) => {
          // The reply waits for the run's rows: with the finish if the run ends within a moment (the
          // usual case: the reply is the last step), else as soon as the steps so far are committed.
          const reply: NonNullable<HeldRun['reply']> = { value, timer: undefined, sent: false };
          held.reply = reply;
          reply.timer = setTimeout(() => {
            reply.timer = undefined;
            void steps.flush().then(() => this.completion.sendReply(held, run));
          }, REPLY_WITH_FINISH_MS);
        },
      });
      // The run ended: a reply not yet sent goes with the finish.
      if (held.reply?.timer) {
        clearTimeout(held.reply.timer);
        held.reply.timer = undefined;
      }
      const lastSteps = await steps.drain();
      if (held.lost) {
        // Kept for the log of this attempt; the worker that took the run over finishes it.
        await this.r.writer.appendSteps(lastSteps);
        log.warn('lease lost mid-run; the worker that took it over finishes the run');
        return;
      }
      if (held.handBack) {
        if (here) await this.r.storeHere(here);
        const released = await this.r.writer.release(held.claim, lastSteps);
        if (released) {
          this.r.options.metrics.handedBack.inc();
          log.warn('the server is stopping: the run went back to the queue and resumes elsewhere');
          await this.r.dispatchSoon(released);
        }
        return;
      }
      await this.completion.finish(held, {
        status: result.status,
        processingMs: result.processingMs,
        error: result.error,
        output: result.output,
        reply: result.response,
        steps: lastSteps,
      });
    } catch (error) {
      if (held.lost || held.handBack) {
        log.warn(
          { err: error },
          'a run given up here could not save its last state; its lease brings it back',
        );
        return;
      }
      if (this.r.options.dependencies.failed('database', error)) {
        // The database went away under the run (reading its workflow, its earlier steps): not the run's
        // fault, so it goes back to the queue (the write waits for the database) to run again.
        const released = await (here ? this.r.storeHere(here) : Promise.resolve())
          .then(() => this.r.writer.release(held.claim, []))
          .catch(() => undefined);
        if (released) await this.r.dispatchSoon(released);
        log.warn('the database was unreachable while the run started; it went back to the queue');
        return;
      }
      log.error({ err: error }, 'run crashed');
      await this.completion
        .finish(held, crashedEnd())
        .catch((e: unknown) => log.error({ err: e }, 'could not record the crashed run'));
    } finally {
      clearTimeout(here?.timer);
      if (this.r.active.get(run.id) === held) this.r.active.delete(run.id);
      this.afterRun();
    }
  }

  /**
   * The graph of a workflow version (undefined once the workflow is gone); kept, as a version never changes.
   * Calls that arrive together share one read: after a start, a burst of webhook calls to one workflow
   * would otherwise each read the same version, one after another on the embedded database.
   */
  versionGraph(workflowId: string, version: number): Promise<unknown> {
    const key = `${workflowId}:${version}`;
    if (this.graphs.has(key)) return Promise.resolve(this.graphs.get(key));
    let reading = this.readingGraphs.get(key);
    if (!reading) {
      reading = this.readGraph(workflowId, version, key).finally(() => this.readingGraphs.delete(key));
      this.readingGraphs.set(key, reading);
    }
    return reading;
  }

  private async readGraph(workflowId: string, version: number, key: string): Promise<unknown> {
    const row = await workflowsRepository(this.r.options.db).versionForRun(workflowId, version);
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
    const rows = await this.r.repo.steps(from.id, from.attempt);
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
    const compiled = compileWorkflow(upgradeWorkflowGraph(graph), this.r.options.services);
    remember(this.compiled, key, compiled);
    return compiled;
  }
}

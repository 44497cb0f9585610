import type { Plan, WebhookReply } from '@flowlane/contracts';
import type { Ports, ServiceLookup } from '@flowlane/engine';
import type { NewRun, RunRecord } from '../db/index.js';
import type { RunEvents } from './events.js';
import type { RunWriter } from './run-writer.js';
import { ClaimSystem } from './systems/claims.js';
import { CompletionSystem } from './systems/completion.js';
import { ExecutionSystem } from './systems/execution.js';
import { type EnqueueResult, IntakeSystem } from './systems/intake.js';
import { RunResources, type RuntimeOptions } from './systems/resources.js';
import { ShutdownSystem } from './systems/shutdown.js';

export type { AdoptedRun, Dispatcher, RunSlot, WorkSource } from './dispatcher.js';
export { runErrorMessage } from './systems/records.js';
export type { EnqueueResult, RuntimeOptions };

/** The run-lifecycle systems over their shared resources, wired together (the runtime's, or a test's). */
export function runSystems(options: RuntimeOptions, portsFor: (run: RunRecord) => Ports) {
  const systems = {} as {
    resources: RunResources;
    intake: IntakeSystem;
    claims: ClaimSystem;
    execution: ExecutionSystem;
    completion: CompletionSystem;
    shutdown: ShutdownSystem;
  };
  const resources = new RunResources(options, {
    claimed: (runs, asked) => {
      options.metrics.claimedOnFinish.inc(runs.length);
      resources.observeClaimed(runs);
      options.dispatcher.adopt(
        runs.map((run) => () => systems.execution.execute(run, { ownSlot: true })),
        asked,
      );
    },
    leftOver: () => {
      if (options.dispatcher.capabilities.parks && !resources.stopped) systems.claims.unparkSoon();
    },
  });
  systems.resources = resources;
  systems.completion = new CompletionSystem(resources);
  systems.execution = new ExecutionSystem(resources, systems.completion, portsFor, () =>
    systems.intake.startWaiting(),
  );
  systems.intake = new IntakeSystem(resources, systems.execution);
  systems.claims = new ClaimSystem(resources, systems.execution);
  systems.shutdown = new ShutdownSystem(resources, systems.intake, systems.claims);
  resources.events.onCancel((event) => resources.active.get(event.runId)?.cancel.cancel());
  return systems;
}

/**
 * The run lifecycle: store (queued, or refused by a plan limit), dispatch, claim with a lease, execute
 * through the engine, log the steps, finish once (with the usage ledger), and publish events. What the
 * rest of the server calls; the work is done by systems over one shared resources object
 * (systems/resources.ts): intake, claims and leases, execution, completion and shutdown.
 */
export class Runtime {
  private readonly resources: RunResources;
  private readonly intake: IntakeSystem;
  private readonly claims: ClaimSystem;
  private readonly execution: ExecutionSystem;
  private readonly completion: CompletionSystem;
  private readonly shutdown: ShutdownSystem;

  constructor(private readonly options: RuntimeOptions) {
    ({
      resources: this.resources,
      intake: this.intake,
      claims: this.claims,
      execution: this.execution,
      completion: this.completion,
      shutdown: this.shutdown,
    } = runSystems(options, (run) => this.portsFor(run)));
  }

  get events(): RunEvents {
    return this.resources.events;
  }

  /** Names the process in `runs.lease_owner` (host and pid, so an operator can tell who ran a run). */
  get owner(): string {
    return this.resources.owner;
  }

  get writer(): RunWriter {
    return this.resources.writer;
  }

  get services(): ServiceLookup {
    return this.options.services;
  }

  /** The ports a run of this team gets; a designer's single-step test runs with the same ones. */
  portsFor(run: RunRecord): Ports {
    return this.options.portsFor(run);
  }

  /** See `IntakeSystem.enqueue`. */
  enqueue(
    run: NewRun,
    plan: Plan,
    graph: unknown,
    options: { runHere?: boolean } = {},
  ): Promise<EnqueueResult> {
    return this.intake.enqueue(run, plan, graph, options);
  }

  fireScheduleTick(
    tick: { workflowId: string; seen: Date | null; at: Date },
    run: NewRun,
    plan: Plan,
    graph: unknown,
  ): Promise<EnqueueResult | undefined> {
    return this.intake.fireScheduleTick(tick, run, plan, graph);
  }

  runByHand(
    user: { teamId: string; plan: Plan },
    workflow: { id: string; version: number; graph: unknown },
    trigger: 'manual' | 'integration',
    triggerData: unknown,
    queuedMessage: string,
  ): Promise<{ runId: string; status: RunRecord['status']; message: string }> {
    return this.intake.runByHand(user, workflow, trigger, triggerData, queuedMessage);
  }

  ensureStored(runId: string): Promise<void> {
    return this.intake.ensureStored(runId);
  }

  cancel(teamId: string, runId: string): Promise<RunRecord | undefined> {
    return this.intake.cancel(teamId, runId);
  }

  planChanged(teamId: string): void {
    this.intake.planChanged(teamId);
  }

  /**
   * Why a run of this team may not start now (a plan feature a step needs, or the allowance spent), else
   * undefined: the one rule every way of starting a run asks, a designer's single-step test included.
   */
  refusalReason(teamId: string, plan: Plan, graph: unknown): Promise<string | undefined> {
    return this.resources.refusalReason(teamId, plan, graph);
  }

  /** Whether the queue is known to be down: a synchronous webhook then answers 202 without waiting. */
  queueDown(): boolean {
    return this.resources.queueDown();
  }

  startWorking(): void {
    this.claims.startWorking();
  }

  reconcile(staleAfterMs?: number): Promise<{ takenOver: number; redispatched: number; unparked: number }> {
    return this.claims.reconcile(staleAfterMs);
  }

  versionGraph(workflowId: string, version: number): Promise<unknown> {
    return this.execution.versionGraph(workflowId, version);
  }

  waitForReply(runId: string, timeoutMs: number): Promise<WebhookReply | 'finished' | 'timeout'> {
    return this.completion.waitForReply(runId, timeoutMs);
  }

  stop(graceMs?: number): Promise<void> {
    return this.shutdown.stop(graceMs);
  }
}

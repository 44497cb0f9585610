import type { DispatchableRun } from '../../db/index.js';
import type { TestServer } from '../../testing/index.js';
import type { Dispatcher, DispatcherCapabilities, RunSlot, WorkSource } from '../dispatcher.js';
import { runSystems } from '../runtime.js';

/** Helpers for the systems' tests (not shipped: only *.test.ts files import this). */

/** A queue that records what the systems hand it, runs nothing by itself, and gives slots while working. */
export class RecordingDispatcher implements Dispatcher {
  readonly dispatched: DispatchableRun[] = [];
  readonly unparked: DispatchableRun[] = [];
  readonly heldBackRuns: DispatchableRun[] = [];
  readonly adopted: Array<() => Promise<void>> = [];
  source: WorkSource | undefined;
  closed = false;
  slots = 4;
  private readonly running = new Set<Promise<void>>();
  readonly capabilities: DispatcherCapabilities;

  constructor(capabilities: Partial<DispatcherCapabilities> = {}) {
    this.capabilities = {
      parks: false,
      holdsBack: false,
      pollsTable: true,
      countsJobs: false,
      ...capabilities,
    };
  }

  async dispatch(run: DispatchableRun): Promise<void> {
    this.dispatched.push(run);
  }
  async dispatchUnparked(run: DispatchableRun): Promise<void> {
    this.unparked.push(run);
  }
  heldBack(run: DispatchableRun): void {
    this.heldBackRuns.push(run);
  }
  async redispatch(): Promise<boolean> {
    return false;
  }
  reserve(): RunSlot | undefined {
    if (!this.source || this.closed || this.running.size >= this.slots) return undefined;
    return {
      run: (work) => {
        const running: Promise<void> = work().finally(() => this.running.delete(running));
        this.running.add(running);
      },
      release: () => undefined,
    };
  }
  nothingWaits(): boolean {
    return true;
  }
  wanted(): number {
    return 0;
  }
  adopt(runs: Array<() => Promise<void>>): void {
    this.adopted.push(...runs);
  }
  async jobCounts(): Promise<Record<string, number>> {
    return {};
  }
  startWorking(work: WorkSource): void {
    this.source = work;
  }
  async close(): Promise<void> {
    this.closed = true;
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

/**
 * The run systems of a second "process" on a test server's database, over a recording queue (the test
 * server's own runtime is stopped first, so only these systems take its runs).
 */
export function systemsOn(
  server: TestServer,
  dispatcher: Dispatcher,
  options: { leaseMs?: number; soleRunner?: boolean; shutdownGraceMs?: number } = {},
) {
  const { ctx } = server;
  return runSystems(
    {
      db: ctx.database.db,
      logger: ctx.logger,
      dependencies: ctx.dependencies,
      metrics: ctx.metrics,
      services: ctx.runtime.services,
      portsFor: (run) => ctx.runtime.portsFor(run),
      dispatcher,
      ...options,
    },
    (run) => ctx.runtime.portsFor(run),
  );
}

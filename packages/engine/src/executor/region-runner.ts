import { toStepError, UserError } from '../errors.js';
import type { StepInput } from '../services/definition.js';
import type { CompiledEdge, CompiledRegion } from './compiled.js';
import type { Maybe } from './maybe.js';
import type { StepOutcome } from './outcome.js';
import { runNode } from './run-node.js';
import type { RunState } from './run-state.js';

export interface RegionResult {
  /** Loop-back edges that carried data in this pass (a loop body's way back to its loop). */
  loopBackHits: CompiledEdge[];
  /** The last step, in topological order, that succeeded; -1 when none did. */
  lastSucceeded: number;
}

/**
 * Runs the steps of one region (the top level, or one iteration of a loop body) as a dataflow:
 * an edge is pending, active (carried data) or dead (its branch was not taken). A step is ready when all its
 * edges are resolved and at least one is active (a Merge 'all' needs all, 'first' only the first); a step
 * whose edges are all dead is skipped, and so are its edges. Ready steps start in topological order, and
 * steps that answer asynchronously run concurrently.
 */
class RegionRun {
  /**
   * Per node: pending edges, active edges, first active edge (+1, 0 for none), started flag; then per edge:
   * active flag. One buffer, because this is made for every run and every loop iteration.
   */
  private readonly counters: Int32Array;
  private readonly n: number;
  private readonly ready: number[] = [];
  private readonly completed: Array<[number, StepOutcome]> = [];
  private inflight = 0;
  private wake: (() => void) | undefined;
  private readonly result: RegionResult = { loopBackHits: [], lastSucceeded: -1 };

  constructor(
    private readonly state: RunState,
    private readonly region: CompiledRegion,
    private readonly iteration: number | undefined,
  ) {
    const { nodes, edges } = state.workflow;
    this.n = nodes.length;
    this.counters = new Int32Array(4 * nodes.length + edges.length);
    for (const index of region.nodes) this.counters[index] = nodes[index]?.incoming.length ?? 0;
  }

  start(seeds: readonly CompiledEdge[]): Maybe<RegionResult> {
    if (this.region.loop === undefined) this.startTopLevel();
    else for (const edge of seeds) this.resolveEdge(edge, true);
    if (this.drain()) return this.result;
    return this.waitLoop();
  }

  /** Roots start: the trigger that fired and any step without inputs; the other triggers' branches die. */
  private startTopLevel(): void {
    const { state } = this;
    const nodes = state.workflow.nodes;
    const roots = this.region.roots;
    const wanted = state.options.triggerNodeId;
    let fired = -1;
    for (const i of roots) {
      const node = nodes[i];
      if (!node?.isTrigger) continue;
      if (wanted === undefined ? fired === -1 : node.id === wanted) fired = i;
    }
    if (wanted !== undefined && fired === -1) {
      const error = new UserError(`The workflow has no trigger step "${wanted}"`, {
        code: 'UNKNOWN_TRIGGER',
      });
      state.halt('failed', toStepError(error, 'user'));
      return;
    }
    for (const i of roots) {
      if (nodes[i]?.isTrigger && i !== fired) this.markDead(i);
      else this.markReady(i);
    }
  }

  private drain(): boolean {
    const { state } = this;
    for (;;) {
      const done = this.completed.shift();
      if (done) {
        this.inflight -= 1;
        this.complete(done[0], done[1]);
        continue;
      }
      if (state.halted) return true;
      const next = this.ready.shift();
      if (next === undefined) return this.inflight === 0;
      this.startNode(next);
    }
  }

  private async waitLoop(): Promise<RegionResult> {
    const off = this.state.onHalt(() => this.wake?.());
    try {
      for (;;) {
        await new Promise<void>((resolve) => {
          if (this.completed.length > 0 || this.state.halted) resolve();
          else this.wake = resolve;
        });
        this.wake = undefined;
        if (this.drain()) return this.result;
      }
    } finally {
      off();
    }
  }

  private startNode(index: number): void {
    const node = this.state.workflow.nodes[index];
    if (!node) return;
    const outcome = runNode(this.state, node, this.inputsOf(index), this.iteration);
    if (!(outcome instanceof Promise)) {
      this.complete(index, outcome);
      return;
    }
    this.inflight += 1;
    outcome.then(
      (value) => {
        this.completed.push([index, value]);
        this.wake?.();
      },
      (error: unknown) => {
        this.state.halt('failed', toStepError(error, 'bug', node.id));
        this.completed.push([index, { status: 'cancelled', output: undefined, handles: [] }]);
        this.wake?.();
      },
    );
  }

  private inputsOf(index: number): StepInput[] {
    const { nodes, edges } = this.state.workflow;
    const node = nodes[index];
    if (!node || node.incoming.length === 0) return [];
    if (node.mergeMode === 'first') {
      const first = edges[(this.counters[2 * this.n + index] ?? 0) - 1];
      return first ? [this.inputFrom(first)] : [];
    }
    const inputs: StepInput[] = [];
    const edgeBase = 4 * this.n;
    for (const edge of node.incoming)
      if (this.counters[edgeBase + edge.index] === 1) inputs.push(this.inputFrom(edge));
    return inputs;
  }

  private inputFrom(edge: CompiledEdge): StepInput {
    const id = this.state.workflow.nodes[edge.source]?.id ?? '';
    return { nodeId: id, handle: edge.handle, output: this.state.scope.steps[id] };
  }

  private complete(index: number, outcome: StepOutcome): void {
    if (outcome.status === 'cancelled' || this.state.halted) return;
    const node = this.state.workflow.nodes[index];
    if (!node) return;
    if (outcome.status === 'succeeded' && index !== this.result.lastSucceeded) {
      const last = this.state.workflow.nodes[this.result.lastSucceeded];
      if (!last || last.order < node.order) this.result.lastSucceeded = index;
    }
    const handles = outcome.handles;
    for (const edge of node.outgoing) {
      if (edge.bodyEntry) continue;
      this.resolveEdge(
        edge,
        handles.length === 1 ? handles[0] === edge.handle : handles.includes(edge.handle),
      );
    }
  }

  private resolveEdge(edge: CompiledEdge, active: boolean): void {
    if (edge.loopBack) {
      if (active && edge.target === this.region.loop) this.result.loopBackHits.push(edge);
      return;
    }
    const { counters, n } = this;
    const target = edge.target;
    counters[target] = (counters[target] ?? 0) - 1;
    if (active) {
      counters[4 * n + edge.index] = 1;
      counters[n + target] = (counters[n + target] ?? 0) + 1;
      if (counters[2 * n + target] === 0) counters[2 * n + target] = edge.index + 1;
    }
    this.check(target);
  }

  private check(index: number): void {
    const { counters, n } = this;
    if (counters[3 * n + index] === 1) return;
    const node = this.state.workflow.nodes[index];
    if (!node) return;
    const active = counters[n + index] ?? 0;
    const pending = counters[index] ?? 0;
    if (node.mergeMode === 'first') {
      if (active > 0) this.markReady(index);
      else if (pending <= 0) this.markDead(index);
      return;
    }
    if (pending > 0) return;
    const runs = node.mergeMode === 'all' ? active === node.incoming.length : active > 0;
    if (runs) this.markReady(index);
    else this.markDead(index);
  }

  private markReady(index: number): void {
    this.counters[3 * this.n + index] = 1;
    const nodes = this.state.workflow.nodes;
    const order = nodes[index]?.order ?? 0;
    let at = this.ready.length;
    while (at > 0 && (nodes[this.ready[at - 1] ?? 0]?.order ?? 0) > order) at -= 1;
    this.ready.splice(at, 0, index);
  }

  private markDead(index: number): void {
    this.counters[3 * this.n + index] = 1;
    const node = this.state.workflow.nodes[index];
    if (!node) return;
    for (const edge of node.outgoing) if (!edge.bodyEntry) this.resolveEdge(edge, false);
  }
}

export function runRegion(
  state: RunState,
  region: CompiledRegion,
  seeds: readonly CompiledEdge[],
  iteration: number | undefined,
): Maybe<RegionResult> {
  return new RegionRun(state, region, iteration).start(seeds);
}

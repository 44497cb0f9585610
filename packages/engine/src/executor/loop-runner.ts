import { OperationalError, UserError } from '../errors.js';
import type { StepInput } from '../services/definition.js';
import type { CompiledNode } from './compiled.js';
import { finishStep, type StepStart } from './finish-step.js';
import { type Invocation, invokeService } from './invoke.js';
import type { Maybe } from './maybe.js';
import type { StepOutcome } from './outcome.js';
import { type RegionResult, runRegion } from './region-runner.js';
import type { RunState } from './run-state.js';
import { isTruthy } from './truthy.js';

/** What `steps.<loopId>` holds while the body runs. */
export interface LoopIterationView {
  item: unknown;
  index: number;
  total: number;
}

/** What `steps.<loopId>` holds after the loop, and what its 'done' edges carry. */
export interface LoopOutput {
  results: unknown[];
  count: number;
  broken: boolean;
}

/** An iteration's result: what came back to the loop, else the body's last successful step. */
function iterationResult(state: RunState, result: RegionResult): unknown {
  const { nodes } = state.workflow;
  const back = result.loopBackHits[0];
  const source = back ? nodes[back.source] : nodes[result.lastSucceeded];
  return source ? (state.scope.steps[source.id] ?? null) : null;
}

class LoopRun {
  private readonly results: unknown[] = [];
  private broken = false;

  constructor(
    private readonly state: RunState,
    private readonly node: CompiledNode,
    private readonly items: readonly unknown[],
  ) {}

  /** Runs iterations from `from`; sequential, synchronous as long as the body is. */
  iterate(from: number): Maybe<void> {
    const { state, node, items } = this;
    const region = state.workflow.regions[node.bodyRegion ?? -1];
    if (!region) return;
    const seeds = node.outgoing.filter((e) => e.bodyEntry);
    for (let index = from; index < items.length; index += 1) {
      if (state.halted) return;
      this.clearBody();
      const view: LoopIterationView = { item: items[index], index, total: items.length };
      state.scope.steps[node.id] = view;
      const pass = runRegion(state, region, seeds, index);
      if (pass instanceof Promise) {
        return pass.then((r) => this.after(r)).then((more) => (more ? this.iterate(index + 1) : undefined));
      }
      const more = this.after(pass);
      if (more instanceof Promise) return more.then((go) => (go ? this.iterate(index + 1) : undefined));
      if (!more) return;
    }
  }

  output(): LoopOutput {
    return { results: this.results, count: this.results.length, broken: this.broken };
  }

  /** Keeps the iteration's result and asks the break condition whether to go on. */
  private after(pass: RegionResult): Maybe<boolean> {
    const { state, node } = this;
    if (state.halted) return false;
    this.results.push(iterationResult(state, pass));
    const control = node.definition.control;
    const condition = control?.kind === 'loop' ? node.lazy.get(control.breakParam) : undefined;
    if (!condition) return true;
    const value = condition.evaluate(state.scope, state.token);
    const decide = (v: unknown) => {
      this.broken = isTruthy(v);
      return !this.broken;
    };
    return value instanceof Promise ? value.then(decide) : decide(value);
  }

  /** A body step's output from the last iteration must not leak into this one's mappings. */
  private clearBody(): void {
    const { state, node } = this;
    const region = state.workflow.regions[node.bodyRegion ?? -1];
    for (const index of region?.members ?? []) {
      const id = state.workflow.nodes[index]?.id;
      if (id !== undefined) delete state.scope.steps[id];
    }
  }
}

/**
 * A loop step: its service prepares the items, the engine runs the body once per item (in order, each
 * iteration after the last), stops early when the break condition holds, and then sends the collected
 * results down the 'done' edges.
 */
export function runLoop(
  state: RunState,
  node: CompiledNode,
  inputs: readonly StepInput[],
  start: StepStart,
): Maybe<StepOutcome> {
  const afterPrepare = (prepared: Invocation): Maybe<StepOutcome> => {
    if (!prepared.ok) return finishStep(state, node, start, prepared);
    const items = prepared.result.items ?? [];
    const fail = (error: unknown) =>
      finishStep(state, node, start, {
        ok: false,
        params: prepared.params,
        error,
        attempts: prepared.attempts,
      });
    if (items.length > state.maxLoopItems) {
      return fail(
        new UserError(
          `The loop received ${items.length} items, more than its limit of ${state.maxLoopItems}`,
          {
            code: 'LOOP_LIMIT',
            nodeId: node.id,
          },
        ),
      );
    }
    const run = new LoopRun(state, node, items);
    const finish = (): StepOutcome => {
      if (state.halted)
        return fail(new OperationalError('The loop stopped because the run stopped', { code: 'HALTED' }));
      const output = run.output();
      return finishStep(state, node, start, {
        ok: true,
        params: prepared.params,
        result: { output, handles: ['done'] },
        attempts: prepared.attempts,
      });
    };
    let iterating: Maybe<void>;
    try {
      iterating = run.iterate(0);
    } catch (error) {
      return fail(error);
    }
    return iterating instanceof Promise ? iterating.then(finish, fail) : finish();
  };
  const prepared = invokeService(state, node, inputs);
  return prepared instanceof Promise ? prepared.then(afterPrepare) : afterPrepare(prepared);
}

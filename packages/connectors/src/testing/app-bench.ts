import type { WorkflowGraph } from '@flowlane/contracts';
import type { Credential } from '@flowlane/engine';
import { buildGraph, createFakePorts, InMemoryCredentials } from '@flowlane/engine/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppSpec } from '../kit/app.js';
import { type RunAppsOptions, runApps } from './run.js';

type Params = Record<string, unknown>;
type RunMore = Partial<RunAppsOptions>;

export interface AppBenchSetup {
  /** The authorization every step names; a function when its fields hold the fake's address. */
  credential: Credential | (() => Credential);
  /** The fake's address, for apps with a fixed base URL (apps whose authorization carries it leave it out). */
  apiUrl?: () => string;
  /** Params every step gets before its own (a base and table, a repository, ...). */
  params?: Params;
}

/** The fake's lifetime around a test file: started once, closed at the end, `reset` before each test. */
export function useFake(
  fake: { start(): Promise<unknown>; close(): Promise<void> },
  reset?: () => void,
): void {
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(() => fake.close());
  if (reset) beforeEach(reset);
}

/** The output of the step under test (`s`), if it ran. */
const outputOf = (result: { steps: readonly { nodeId: string; output?: unknown }[] }) =>
  result.steps.filter((step) => step.nodeId === 's').at(-1)?.output;

/**
 * One app's test bench: graphs of a trigger and the step under test (`s`, with the authorization), run on
 * the app against its fake. The fake's address is read at each run: it is known once the fake has started.
 */
export function appBench(app: AppSpec, setup: AppBenchSetup) {
  const credential = () => (typeof setup.credential === 'function' ? setup.credential() : setup.credential);

  const graphOf = (serviceId: string, params: Params = {}, trigger = 'trigger.manual'): WorkflowGraph =>
    buildGraph(
      [
        ['t', trigger],
        ['s', serviceId, { authorization: credential().id, ...setup.params, ...params }],
      ],
      [['t', 's']],
    );

  const options = (more: RunMore = {}): RunAppsOptions => ({
    apps: [app],
    credentials: [credential()],
    ...(setup.apiUrl ? { config: { baseUrls: { [app.id]: setup.apiUrl() } } } : {}),
    ...more,
  });

  const runGraph = (graph: WorkflowGraph, more: RunMore = {}) => runApps(graph, options(more));

  /** Runs one step; the run's result and the step's output. */
  const run = async (serviceId: string, params: Params = {}, more: RunMore = {}) => {
    const result = await runGraph(graphOf(serviceId, params), more);
    return { result, output: outputOf(result) };
  };

  /** A polling trigger checked run after run (`check(runId)`), its state kept between checks as the server keeps it. */
  const poll = (serviceId: string, params: Params = {}) => {
    const ports = createFakePorts({ credentials: new InMemoryCredentials([credential()]) });
    const graph = graphOf(serviceId, params);
    const trigger = { ...graph, nodes: graph.nodes.filter((n) => n.id === 's'), edges: [] };
    return async (runId: string) => {
      const result = await runGraph(trigger, { ports, trigger: { scheduledAt: 'now' }, runId });
      return { result, output: outputOf(result) };
    };
  };

  return { graphOf, options, runGraph, run, poll };
}

// The engine on a 20-step workflow (a trigger and 19 Set steps doing arithmetic through mappings), run
// in process, against a plain JavaScript function doing the same work, in one run. Target: the engine
// takes at most 5x the plain function's time.
//
//   node --import tsx bench/src/engine.ts [runs]
import type { WorkflowGraph } from '@flowlane/contracts';
import { type CompiledWorkflow, compileWorkflow, type Ports, runWorkflow } from '@flowlane/engine';
import { createFakePorts } from '@flowlane/engine/testing';
import { createServiceRegistry, nodeHashPort, systemClock } from '@flowlane/services';

const STEPS = 20;

function benchmarkGraph(): WorkflowGraph {
  const nodes: WorkflowGraph['nodes'] = [
    {
      id: 't',
      serviceId: 'trigger.manual',
      action: 'run',
      name: 'Start',
      position: { x: 0, y: 0 },
      params: {},
    },
  ];
  const edges: WorkflowGraph['edges'] = [];
  for (let i = 1; i < STEPS; i += 1) {
    const previous = i === 1 ? 'trigger' : `steps.s${i - 1}`;
    nodes.push({
      id: `s${i}`,
      serviceId: 'data.set',
      action: 'run',
      name: `Step ${i}`,
      position: { x: i * 200, y: 0 },
      params: { values: { value: `{{ (${previous}.value * 7 + ${i}) % 1000 }}`, step: i } },
    });
    edges.push({ id: `e${i}`, source: i === 1 ? 't' : `s${i - 1}`, sourceHandle: null, target: `s${i}` });
  }
  return { schemaVersion: 1, nodes, edges };
}

/** The computation alone, by hand: each step's output from the one before, every output kept by step id. */
function plainWorkflow(trigger: { value: number }): { value: number; step: number } {
  const steps: Record<string, { value: number; step: number }> = {};
  let previous = trigger.value;
  let last = { value: previous, step: 0 };
  for (let i = 1; i < STEPS; i += 1) {
    last = { value: (previous * 7 + i) % 1000, step: i };
    steps[`s${i}`] = last;
    previous = last.value;
  }
  return last;
}

interface PlainStep {
  nodeId: string;
  name: string;
  serviceId: string;
  status: 'succeeded';
  input: unknown;
  output: unknown;
  outputTruncated: false;
  startedAt: number;
  durationMs: number;
  attempts: number;
  handles: readonly string[];
}

const MAIN = ['main'];

/**
 * The same work as the engine's, by hand: the computation, plus the run result a run must produce (every
 * step's input, output, status, start, duration and attempts, the run's output and processing time).
 */
function plainWorkflowWithLog(trigger: { value: number }) {
  const started = Date.now();
  const steps: PlainStep[] = [];
  const outputs: Record<string, { value: number; step: number }> = {};
  steps.push({
    nodeId: 't',
    name: 'Start',
    serviceId: 'trigger.manual',
    status: 'succeeded',
    input: {},
    output: trigger,
    outputTruncated: false,
    startedAt: started,
    durationMs: 0,
    attempts: 1,
    handles: MAIN,
  });
  let previous = trigger.value;
  let last = { value: previous, step: 0 };
  for (let i = 1; i < STEPS; i += 1) {
    const at = Date.now();
    last = { value: (previous * 7 + i) % 1000, step: i };
    outputs[`s${i}`] = last;
    steps.push({
      nodeId: `s${i}`,
      name: `Step ${i}`,
      serviceId: 'data.set',
      status: 'succeeded',
      input: { values: last },
      output: last,
      outputTruncated: false,
      startedAt: at,
      durationMs: Date.now() - at,
      attempts: 1,
      handles: MAIN,
    });
    previous = last.value;
  }
  return { status: 'succeeded' as const, steps, processingMs: Date.now() - started, output: last };
}

function timePlainWithLog(runs: number): { ms: number; check: number } {
  let check = 0;
  const started = performance.now();
  for (let r = 0; r < runs; r += 1) check += plainWorkflowWithLog({ value: r % 1000 }).output.value;
  return { ms: performance.now() - started, check };
}

async function timeEngine(
  workflow: CompiledWorkflow,
  ports: Ports,
  runs: number,
): Promise<{ ms: number; check: number }> {
  let check = 0;
  const started = performance.now();
  for (let r = 0; r < runs; r += 1) {
    const result = await runWorkflow(workflow, ports, { trigger: { value: r % 1000 } });
    const output = result.output;
    if (result.status !== 'succeeded' || output === null || typeof output !== 'object') {
      throw new Error(`run ${r} ${result.status}: ${result.error?.message}`);
    }
    check += Number(Reflect.get(output, 'value'));
  }
  return { ms: performance.now() - started, check };
}

function timePlain(runs: number): { ms: number; check: number } {
  let check = 0;
  const started = performance.now();
  for (let r = 0; r < runs; r += 1) check += plainWorkflow({ value: r % 1000 }).value;
  return { ms: performance.now() - started, check };
}

/**
 * The machine may be busy with other work, so engine and plain runs alternate over several rounds and
 * each side's fastest round counts: noise only ever adds time.
 */
export async function engineBenchmark(runs = 10_000, rounds = 5): Promise<void> {
  const workflow = compileWorkflow(benchmarkGraph(), createServiceRegistry());
  const ports: Ports = { ...createFakePorts(), clock: systemClock, hash: nodeHashPort };
  // Warm both up so the JIT has compiled the hot paths before the timed runs.
  await timeEngine(workflow, ports, Math.min(3000, runs));
  timePlain(Math.min(3000, runs));
  timePlainWithLog(Math.min(3000, runs));
  // The two ways of running must agree on every step's output, not only the last.
  const sample = await runWorkflow(workflow, ports, { trigger: { value: 5 } });
  const byHand = plainWorkflowWithLog({ value: 5 });
  if (
    JSON.stringify(sample.steps.map((s) => s.output)) !== JSON.stringify(byHand.steps.map((s) => s.output))
  ) {
    throw new Error('the engine and the hand-written workflow disagree');
  }
  let engineMs = Number.POSITIVE_INFINITY;
  let plainMs = Number.POSITIVE_INFINITY;
  let plainLogMs = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round += 1) {
    const engine = await timeEngine(workflow, ports, runs);
    const plain = timePlain(runs);
    const plainLog = timePlainWithLog(runs);
    if (engine.check !== plain.check || plain.check !== plainLog.check) {
      throw new Error(`engine and plain disagree: ${engine.check} vs ${plain.check} vs ${plainLog.check}`);
    }
    engineMs = Math.min(engineMs, engine.ms);
    plainMs = Math.min(plainMs, plain.ms);
    plainLogMs = Math.min(plainLogMs, plainLog.ms);
  }
  const stepsPerSecond = (ms: number) => ((runs * STEPS) / ms) * 1000;
  const line = (label: string, ms: number) =>
    `${label.padEnd(44)} ${ms.toFixed(1).padStart(9)} ms  ${stepsPerSecond(ms).toFixed(0).padStart(12)} steps/s`;
  console.log(`\n# engine: ${STEPS}-step workflow x ${runs} runs, in process (best of ${rounds} rounds)`);
  console.log(line('plain function, computation only', plainMs));
  console.log(line('plain function, computation + run result', plainLogMs));
  console.log(line('flowlane engine (mapping, validation, log)', engineMs));
  console.log(`ratio engine / plain with run result: ${(engineMs / plainLogMs).toFixed(2)}x (target <= 5)`);
  console.log(`ratio engine / plain computation only: ${(engineMs / plainMs).toFixed(2)}x`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await engineBenchmark(Number(process.argv[2] ?? 10_000));
}

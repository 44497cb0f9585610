// No input can take the server down. A seeded property test sends hostile mappings (nested ranges, $pad,
// $reduce, recursive lambdas, huge strings and arrays, deep $jsonParse, regexes, the whole scope copied
// per item) and hostile Code steps (memory, time, output and log bombs), each as a real run of a real
// server, in embedded mode and in scale mode (PostgreSQL + Redis, 1 web + 1 worker). Every run must end
// succeeded, or failed with a message; /api/health keeps answering throughout; no process exits.

import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createScratchDatabase, type RunningApp, startBuiltApp } from '../src/index.js';
import { api, node } from './fault-support.js';

/** The seed of every case list (a failure names the seed and the case; set HOSTILE_SEED to explore). */
const SEED = Number(process.env.HOSTILE_SEED ?? 4949);
/** Cases of each kind (expressions, code) per mode. */
const CASES = Number(process.env.HOSTILE_CASES ?? 14);
/** Runs in flight at once: hostile steps overlap, as they would from several users. */
const IN_FLIGHT = 4;
/**
 * The time limit each hostile Code step runs under. It is also the health bound: a hostile step that
 * held the server's event loop would hold it until its limit, so a health answer that slow means the
 * server was blocked. The bound is a relation between the two, not a speed: a loaded machine slows every
 * answer, but it does not make a free event loop wait for a step's whole limit. (How fast health answers
 * are is measured by the benchmarks, not asserted here.)
 */
const STEP_TIME_LIMIT_MS = 5000;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
}, 120_000);

const count = fc.constantFrom(10, 1_000, 100_000, 10_000_000);
const width = fc.constantFrom(10, 100_000, 100_000_000, 1_000_000_000);

/** Mappings for a Set step in json mode, each built to exhaust time, memory or the stack. */
const hostileExpression: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(count, count).map(([a, b]) => `$count([1..${a}].[1..${b}])`),
  width.map((n) => `$length($pad("", ${n}, "ab"))`),
  count.map((n) => `$reduce([1..${n}], function($acc, $i) { $acc & $string($i) & $acc }, "x")`),
  count.map((n) => `($f := function($n) { $n = 0 ? 0 : 1 + $f($n - 1) }; $f(${n}))`),
  count.map(
    (n) =>
      `($grow := function($s, $n) { $n = 0 ? $length($s) : $grow($s & $s, $n - 1) }; $grow("ab", ${Math.min(n, 64)}))`,
  ),
  count.map((n) => `$string([1..${n}].{ "k": $, "v": [$, $, $] })`),
  count.map((n) => `$count($split($join([1..${n}].$string($), ","), ""))`),
  count.map((n) => `$jsonParse($pad("", -${n}, "[") & $pad("", ${n}, "]"))`),
  count.map((n) => `$match($pad("", ${n}, "a") & "!", /(a+)+$/)`),
  fc.constant('$replace("aaaa", /(?=a)/, "b")'),
  count.map((n) => `$count([1..${n}].($$))`),
  count.map((n) => `$string([1..${Math.min(n, 100_000)}].($$))`),
  fc.constant('$string(items.($$.items.($$.items)))'),
  fc.constant('$length($string(items.($$)))'),
);

/** Code step bodies, each built to exhaust memory, time, the output or the log. */
const hostileCode: fc.Arbitrary<string> = fc.oneof(
  count.map((n) => `const a = []; for (;;) a.push(new Array(${n}).fill(7));`),
  fc.constant(`let s = 'ab'; for (;;) s += s;`),
  count.map(
    (n) =>
      `const parts = []; for (let i = 0; i < ${n}; i++) parts.push(new Uint8Array(1 << 20)); return parts.length;`,
  ),
  fc.constant('for (;;) {}'),
  fc.constant('while (true) { Math.random(); }'),
  fc.constant('return new Promise(() => {});'),
  fc.constant('const spin = async () => { for (;;) await null; }; return spin();'),
  width.map((n) => `return 'x'.repeat(${Math.min(n, 100_000_000)});`),
  count.map((n) => `return Array.from({ length: ${n} }, (_, i) => ({ i, s: 'item ' + i }));`),
  fc
    .tuple(count, width)
    .map(
      ([n, w]) =>
        `for (let i = 0; i < ${n}; i++) console.log('x'.repeat(${Math.min(w, 10_000_000)})); return 1;`,
    ),
  fc.constant('const o = {}; let c = o; for (let i = 0; i < 1e6; i++) { c.n = {}; c = c.n; } return o;'),
  fc.constant('return JSON.parse("[".repeat(1e6) + "]".repeat(1e6));'),
);

function casesOf(arbitrary: fc.Arbitrary<string>, seed: number): string[] {
  return fc.sample(arbitrary, { seed, numRuns: CASES });
}

/** Trigger data for the mappings that copy the scope per item: 300 items, ~60 kB. */
const TRIGGER = { items: Array.from({ length: 300 }, (_, i) => ({ i, text: `item ${i} `.repeat(20) })) };

const Token = z.object({ token: z.string() });
const Created = z.object({ id: z.string(), data: z.record(z.string(), z.unknown()) });
const Queued = z.object({ runId: z.string() });
const Run = z.object({
  id: z.string(),
  status: z.string(),
  error: z.object({ message: z.string() }).nullable(),
});

const RunPage = z.object({ items: z.array(Run) });

async function signIn(base: string): Promise<string> {
  const answer = await api(base, undefined, 'POST', '/api/login', {
    username: 'demo@flowlane.app',
    password: 'demo1234',
  });
  return Token.parse(answer).token;
}

/** A workflow: a manual trigger, then the one hostile step. */
async function workflowWith(base: string, token: string, step: ReturnType<typeof node>) {
  const created = Created.parse(await api(base, token, 'POST', '/api/workflow', {}));
  await api(base, token, 'PUT', `/api/workflow/${created.id}`, {
    data: created.data,
    graph: {
      schemaVersion: 1,
      nodes: [node('start', 'trigger.manual', {}), step],
      edges: [{ id: 'e', source: 'start', sourceHandle: null, target: step.id }],
    },
  });
  return created.id;
}

const setStep = (expression: string) =>
  node('hostile', 'data.set', { mode: 'json', json: `{{ ${expression} }}` });
const codeStep = (code: string) =>
  node('hostile', 'code.javascript', { code, input: '{{ trigger }}', timeLimitMs: STEP_TIME_LIMIT_MS });

/** Polls the run until it is final; a run that never ends fails the test (by its deadline, not a bound). */
async function finalRun(
  base: string,
  token: string,
  workflowId: string,
  runId: string,
): Promise<z.infer<typeof Run>> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    // The workflow's run list (summaries): the run's detail carries its output, which may be megabytes.
    const page = RunPage.parse(await api(base, token, 'GET', `/api/workflow/${workflowId}/runs?pageSize=5`));
    const run = page.items.find((item) => item.id === runId);
    if (!run) throw new Error(`run ${runId} is not listed: ${JSON.stringify(page.items)}`);
    if (!['queued', 'running'].includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not end: ${JSON.stringify(run)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Asks /api/health every 100 ms until stopped; records each answer's status and time. */
function healthProbe(base: string) {
  const answers: HealthAnswer[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) })
        .then((response) => response.status)
        .catch(() => 0);
      answers.push({ status, ms: performance.now() - started, at: started });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return answers;
    },
  };
}

type Case = { kind: 'expression' | 'code'; text: string };
type Outcome = { case: Case; run: z.infer<typeof Run>; from: number; to: number };
type HealthAnswer = { status: number; ms: number; at: number };

/** Runs every case as a real run, IN_FLIGHT at a time, and checks each ends with a final state. */
async function runCases(base: string, token: string, cases: Case[]) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const hostile = cases[next++];
      if (!hostile) return;
      const step = hostile.kind === 'expression' ? setStep(hostile.text) : codeStep(hostile.text);
      const workflowId = await workflowWith(base, token, step);
      const from = performance.now();
      const { runId } = Queued.parse(
        await api(base, token, 'POST', `/api/workflow/${workflowId}/run`, TRIGGER),
      );
      const run = await finalRun(base, token, workflowId, runId);
      outcomes.push({ case: hostile, run, from, to: performance.now() });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return outcomes;
}

function expectEveryRunEnded(outcomes: Outcome[]) {
  for (const { case: hostile, run } of outcomes) {
    const what = `${hostile.kind} ${hostile.text} (seed ${SEED}) ended ${JSON.stringify(run)}`;
    expect(['succeeded', 'failed'], what).toContain(run.status);
    if (run.status === 'failed') expect(run.error?.message ?? '', what).not.toBe('');
  }
}

/** Every health answer was 200 and none waited for a step's limit; a slow one names the cases running then. */
function expectHealthy(answers: HealthAnswer[], outcomes: Outcome[]) {
  expect(answers.length).toBeGreaterThan(0);
  expect(
    answers.filter((a) => a.status !== 200),
    'every health answer is 200',
  ).toEqual([]);
  const slowest = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
  const running = outcomes
    .filter((o) => o.from <= slowest.at + slowest.ms && o.to >= slowest.at)
    .map((o) => `${o.case.kind}: ${o.case.text}`);
  const what = `the slowest of ${answers.length} health answers, while running:\n${running.join('\n')}`;
  console.log(
    `${what}\ntook ${Math.round(slowest.ms)} ms (a blocked server: ${STEP_TIME_LIMIT_MS} ms or more)`,
  );
  expect(slowest.ms, what).toBeLessThan(STEP_TIME_LIMIT_MS);
}

function expectAlive(...apps: RunningApp[]) {
  for (const app of apps) {
    expect(app.process.exitCode, `process ${app.process.pid} exited`).toBeNull();
    expect(app.process.signalCode, `process ${app.process.pid} was killed`).toBeNull();
  }
}

const allCases = (seed: number): Case[] => [
  ...casesOf(hostileExpression, seed).map((text): Case => ({ kind: 'expression', text })),
  ...casesOf(hostileCode, seed + 1).map((text): Case => ({ kind: 'code', text })),
];

const NESTED_RANGES = '$count([1..10000000].[1..10000000])';
const MEMORY_MESSAGE = /used more than 64 MiB of memory and was stopped/;

describe('no input can take the server down', { timeout: 600_000 }, () => {
  it('embedded: the nested ranges fail as a Test step and as a Run, with the memory message', async () => {
    const app = await startBuiltApp();
    cleanup.push(() => app.stop());
    const token = await signIn(app.url);
    const workflowId = await workflowWith(app.url, token, setStep(NESTED_RANGES));

    const tested = z
      .object({ status: z.string(), error: z.object({ message: z.string() }).nullable() })
      .parse(await api(app.url, token, 'POST', `/api/workflow/${workflowId}/step/hostile/run`, {}));
    expect(tested.status).toBe('failed');
    expect(tested.error?.message).toMatch(MEMORY_MESSAGE);

    const { runId } = Queued.parse(await api(app.url, token, 'POST', `/api/workflow/${workflowId}/run`, {}));
    const run = await finalRun(app.url, token, workflowId, runId);
    expect(run.status).toBe('failed');
    expect(run.error?.message).toMatch(MEMORY_MESSAGE);
    expectAlive(app);
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('embedded: seeded hostile mappings and code, each a real run', async () => {
    const app = await startBuiltApp();
    cleanup.push(() => app.stop());
    const token = await signIn(app.url);
    const probe = healthProbe(app.url);
    const outcomes = await runCases(app.url, token, allCases(SEED));
    const answers = await probe.stop();
    expect(outcomes).toHaveLength(CASES * 2);
    expectEveryRunEnded(outcomes);
    expectHealthy(answers, outcomes);
    expectAlive(app);
  });

  it('scale mode (PostgreSQL + Redis, 1 web + 1 worker): the same cases', async () => {
    const database = await createScratchDatabase('flowlane_hostile');
    cleanup.push(() => database.drop());
    const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: `hostile_${Date.now()}` };
    const web = await startBuiltApp({ ...env, ROLE: 'web' });
    cleanup.push(() => web.stop());
    const worker = await startBuiltApp({ ...env, ROLE: 'worker' });
    cleanup.push(() => worker.stop());
    const token = await signIn(web.url);
    const probes = [healthProbe(web.url), healthProbe(worker.url)];
    const outcomes = await runCases(web.url, token, allCases(SEED + 2));
    const answers = await Promise.all(probes.map((p) => p.stop()));
    expect(outcomes).toHaveLength(CASES * 2);
    expectEveryRunEnded(outcomes);
    for (const list of answers) expectHealthy(list, outcomes);
    expectAlive(web, worker);
  });
});

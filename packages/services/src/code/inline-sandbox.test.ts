import { afterEach, describe, expect, it } from 'vitest';
import type { InlineSandboxOptions } from './inline-sandbox.js';
import { CodeRunnerPool } from './worker-pool.js';

const MiB = 1024 * 1024;
const pools: CodeRunnerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/**
 * A pool that tries jobs on this thread first, its QuickJS module already loaded. No bound of time here but
 * the job's own unless a test is about one: a busy machine pauses a job for any time (the first job after
 * QuickJS loads takes 60-120 ms even on an idle one), which would hand it over, send the next jobs of the
 * share's window to a worker, or drop its warm program.
 */
async function inlinePool(options: InlineSandboxOptions = {}): Promise<CodeRunnerPool> {
  const unbounded = Number.POSITIVE_INFINITY;
  const inline = { budgetMs: unbounded, share: unbounded, restoreMs: unbounded, ...options };
  const pool = new CodeRunnerPool({ size: 1, inline });
  pools.push(pool);
  await pool.inline?.warm();
  return pool;
}

const job = (
  code: string,
  input: unknown = null,
  limits: { timeLimitMs?: number; memoryMiB?: number } = {},
) => ({
  code,
  input,
  timeLimitMs: limits.timeLimitMs ?? 5000,
  memoryLimitBytes: (limits.memoryMiB ?? 64) * MiB,
});

/**
 * A clock that reads 1 ms later at each reading, for the sandbox to count its limits in events, whatever
 * the machine's speed: its own readings (4-5 for a short job) and QuickJS's interrupt checks (one every
 * ~5,000 turns of a loop).
 */
function tickingClock(): () => number {
  let readings = 0;
  return () => ++readings;
}

/** ~80 interrupt checks' worth of work (~0.3 s in a worker), then `value`: counted in turns, not in time. */
const turns = (value: string) =>
  `let n = 0; for (let i = 0; i < 400000; i++) n += i; return ${JSON.stringify(value)};`;

describe('the inline code sandbox', () => {
  it('answers a short job on this thread: no worker is started', async () => {
    const pool = await inlinePool();
    let started = 0;
    const result = await pool.run({
      ...job('console.log("n", input.length); return input.reduce((a, b) => a + b, 0);', [1, 2, 3]),
      onStart: () => {
        started += 1;
      },
    });
    expect(result).toEqual({ value: 6, logs: ['n 3'] });
    expect(started).toBe(1);
    expect(pool.inline).toMatchObject({ ran: 1, handedOver: 0 });
    expect(pool.started).toBe(0);
  });

  it("answers the user's own errors and time limit here, as a worker would", async () => {
    const pool = await inlinePool({ budgetMs: 60_000 });
    await expect(pool.run(job('throw new TypeError("bad input")'))).rejects.toMatchObject({
      kind: 'user',
      message: 'TypeError: bad input',
    });
    // Its own limit is below the inline budget: the timeout is the job's answer, not a hand-over.
    await expect(pool.run(job('for (;;) {}', null, { timeLimitMs: 5 }))).rejects.toMatchObject({
      code: 'CODE_TIMEOUT',
      message: 'The code ran longer than its time limit of 5 ms',
    });
    expect(pool.inline).toMatchObject({ ran: 2, handedOver: 0 });
    expect(pool.started).toBe(0);
  });

  it('hands a job that outgrows the time budget to a worker, which runs it whole (its logs once)', async () => {
    // ~0.3 s of CPU, past 1 ms on any machine. (Work counted in wall time does not do: QuickJS looks at the
    // clock every few thousand turns, and a starved thread may turn through 150 ms without looking once.)
    const pool = await inlinePool({ budgetMs: 1 });
    const result = await pool.run(job(`console.log("begin"); ${turns('done')}`));
    expect(result).toEqual({ value: 'done', logs: ['begin'] });
    expect(pool.inline).toMatchObject({ ran: 0, handedOver: 1 });
    expect(pool.started).toBe(1);
  });

  it('hands a job that needs more memory than this thread gives to a worker with its whole limit', async () => {
    const pool = await inlinePool();
    // ~48 MiB of typed arrays: past the 32 MiB here, inside the job's 128 MiB.
    const big =
      'const keep = []; for (let i = 0; i < 6; i++) keep.push(new Float64Array(1 << 20)); return keep.length';
    expect((await pool.forTeam('a').run(job(big, null, { memoryMiB: 128 }))).value).toBe(6);
    expect(pool.inline).toMatchObject({ ran: 0, handedOver: 1 });
    // The module that grew is replaced (jobs go to the worker meanwhile); then jobs are tried here again.
    await pool.inline?.warm();
    // Code that catches the allocation failure gets the answer it gets in a worker, not its fallback.
    const catching = `try { ${big.replace('return keep.length', 'return "allocated"')} } catch { return "caught" }`;
    expect((await pool.forTeam('b').run(job(catching, null, { memoryMiB: 128 }))).value).toBe('allocated');
    expect(pool.inline).toMatchObject({ ran: 0, handedOver: 2 });
    await pool.inline?.warm();
    expect((await pool.forTeam('c').run(job('return 1'))).value).toBe(1);
    expect(pool.inline).toMatchObject({ ran: 1, handedOver: 2 });
  });

  it('sends a team whose jobs keep outgrowing it to the workers, and only that team', async () => {
    // Counted in the clock's readings: a heavy job takes ~80, a short one 4-5.
    const pool = await inlinePool({ budgetMs: 20, demoteMs: 60_000, now: tickingClock() });
    const heavy = pool.forTeam('heavy');
    const light = pool.forTeam('light');
    expect((await heavy.run(job(turns('slow 1')))).value).toBe('slow 1');
    expect((await heavy.run(job(turns('slow 2')))).value).toBe('slow 2');
    expect(pool.inline).toMatchObject({ ran: 0, handedOver: 2 });
    // Two hand-overs: the heavy team's next job, short as it is, goes straight to a worker.
    expect((await heavy.run(job('return 2'))).value).toBe(2);
    expect(pool.inline).toMatchObject({ ran: 0, handedOver: 2 });
    // Another team's short job still runs here.
    expect((await light.run(job('return 3'))).value).toBe(3);
    expect(pool.inline).toMatchObject({ ran: 1, handedOver: 2 });
  });

  it('leaves jobs with a smaller memory limit than it gives to the workers', async () => {
    const pool = await inlinePool();
    expect((await pool.run(job('return 4', null, { memoryMiB: 8 }))).value).toBe(4);
    expect(pool.inline).toMatchObject({ ran: 0, handedOver: 0 });
    expect(pool.started).toBe(1);
  });

  it("runs a short job without reading its run's signal; a job for a worker of a cancelled run is refused", async () => {
    // Counted in the clock's readings: the long job takes ~80, the short one 4-5.
    const pool = await inlinePool({ budgetMs: 20, now: tickingClock() });
    let reads = 0;
    const cancelled = AbortSignal.abort();
    const request = (code: string) => ({
      ...job(code),
      get signal() {
        reads += 1;
        return cancelled;
      },
    });
    expect((await pool.run(request('return 7'))).value).toBe(7);
    expect(reads).toBe(0);
    // Too long for this thread: it goes to a worker, which would listen to the signal.
    await expect(pool.run(request(turns('late')))).rejects.toMatchObject({
      code: 'CODE_CANCELLED',
    });
    expect(reads).toBe(1);
  });

  it('runs the next job of the same team and code in a warm program, its globals as before the first', async () => {
    const pool = await inlinePool();
    const team = pool.forTeam('a');
    // Each run sees the global scope as the first did, whatever the one before it added or replaced.
    const code = `console.log("run", input);
      const seen = [typeof globalThis.mark, typeof implicit, typeof Math.max, typeof Reflect.ownKeys, Number.isNaN(NaN)];
      globalThis.mark = input; implicit = input; Math = null; delete globalThis.Reflect;
      return seen.join(",");`;
    const before = 'undefined,undefined,function,function,true';
    expect(await team.run(job(code, 1))).toEqual({ value: before, logs: ['run 1'] });
    expect(await team.run(job(code, 2))).toEqual({ value: before, logs: ['run 2'] });
    expect(pool.inline).toMatchObject({ ran: 2, warmRuns: 1 });
    // A team's runs share its view of the pool.
    expect(pool.forTeam('a')).toBe(team);
    expect(pool.forTeam('b')).not.toBe(team);
  });

  it('puts back a global removed while another was added, and reads results with the original JSON', async () => {
    const pool = await inlinePool();
    const team = pool.forTeam('a');
    // As many globals after the run as before it: the removed one is still noticed and put back.
    const code = `const seen = [typeof Reflect, typeof swapped].join(",");
      delete globalThis.Reflect; swapped = 1; JSON.stringify = () => '"not the result"';
      return { seen };`;
    expect((await team.run(job(code))).value).toEqual({ seen: 'object,undefined' });
    expect((await team.run(job(code))).value).toEqual({ seen: 'object,undefined' });
    expect(pool.inline).toMatchObject({ ran: 2, warmRuns: 1 });
  });

  it("never runs one team's job in another team's program, nor after a failed run", async () => {
    const pool = await inlinePool();
    const code = 'if (input === "fail") throw new Error("failed"); return input;';
    expect((await pool.forTeam('a').run(job(code, 'a'))).value).toBe('a');
    expect((await pool.forTeam('b').run(job(code, 'b'))).value).toBe('b');
    expect(pool.inline).toMatchObject({ warmRuns: 0 });
    await expect(pool.forTeam('a').run(job(code, 'fail'))).rejects.toMatchObject({
      message: 'Error: failed',
    });
    expect(pool.inline).toMatchObject({ warmRuns: 1 });
    // The failed run's program was dropped: the next job of team a compiles afresh.
    expect((await pool.forTeam('a').run(job(code, 'again'))).value).toBe('again');
    expect(pool.inline).toMatchObject({ ran: 4, warmRuns: 1 });
  });

  it('drops a warm program whose run was stopped, and one that left a global it cannot take back', async () => {
    const pool = await inlinePool();
    const team = pool.forTeam('a');
    const slow = 'if (input) for (;;) {} return "quick";';
    expect((await team.run(job(slow, false))).value).toBe('quick');
    await expect(team.run(job(slow, true, { timeLimitMs: 5 }))).rejects.toMatchObject({
      code: 'CODE_TIMEOUT',
    });
    expect((await team.run(job(slow, false))).value).toBe('quick');
    expect(pool.inline).toMatchObject({ warmRuns: 1 });
    // A global made non-configurable cannot be deleted: the program is not run again.
    const pinning =
      'const had = typeof pinned; Object.defineProperty(globalThis, "pinned", { value: 1 }); return had;';
    expect((await team.run(job(pinning))).value).toBe('undefined');
    expect((await team.run(job(pinning))).value).toBe('undefined');
    expect(pool.inline).toMatchObject({ warmRuns: 1 });
  });
});

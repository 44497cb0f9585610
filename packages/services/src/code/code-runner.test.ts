import { afterAll, describe, expect, it } from 'vitest';
import { CodeRunnerPool } from './worker-pool.js';

const MiB = 1024 * 1024;
const pool = new CodeRunnerPool({ size: 2, backstopGraceMs: 1500 });
afterAll(() => pool.close());

const run = (
  code: string,
  input: unknown = {},
  limits: { timeLimitMs?: number; memoryLimitBytes?: number } = {},
) =>
  pool.run({
    code,
    input,
    timeLimitMs: limits.timeLimitMs ?? 1000,
    memoryLimitBytes: limits.memoryLimitBytes ?? 32 * MiB,
  });

describe('the Code sandbox', () => {
  it('runs code with the input in scope and returns a JSON value', async () => {
    const result = await run(
      'console.log("sum of", input.numbers.length); return { sum: input.numbers.reduce((a, b) => a + b, 0) };',
      {
        numbers: [1, 2, 3, 4],
      },
    );
    expect(result).toEqual({ value: { sum: 10 }, logs: ['sum of 4'] });
  });

  it('awaits a returned promise', async () => {
    expect(
      (await run('return (async () => { await null; return [input.x, "done"]; })()', { x: 1 })).value,
    ).toEqual([1, 'done']);
  });

  it('returns undefined for code that returns nothing', async () => {
    expect((await run('const x = 1;')).value).toBeUndefined();
  });

  it('stops `while(true){}` at the time limit', async () => {
    await expect(run('while (true) {}', {}, { timeLimitMs: 200 })).rejects.toMatchObject({
      kind: 'operational',
      code: 'CODE_TIMEOUT',
      message: 'The code ran longer than its time limit of 200 ms',
    });
  });

  it.each([
    ['one huge string', 'return "x".repeat(512 * 1024 * 1024).length'],
    ['one huge buffer', 'return new Uint8Array(512 * 1024 * 1024).length'],
    [
      'objects piling up',
      'const all = []; while (true) all.push({ n: all.length, s: "item " + all.length });',
    ],
  ])('stops %s at the memory limit', async (_what, code) => {
    await expect(run(code, {}, { timeLimitMs: 5000, memoryLimitBytes: 8 * MiB })).rejects.toMatchObject({
      code: 'CODE_MEMORY',
      message: expect.stringContaining('memory limit of 8 MiB'),
    });
  });

  it.each([
    ['process', 'return process.env', "'process' is not defined"],
    ['require', "return require('child_process').execSync('id').toString()", "'require' is not defined"],
    [
      'the Function constructor',
      "return this.constructor.constructor('return process')().env",
      "'process' is not defined",
    ],
    ['globalThis.process', 'return globalThis.process.exit(1)', "cannot read property 'exit' of undefined"],
    ['import()', "return import('node:fs')", "could not load module 'node:fs'"],
    ['fetch', "return fetch('http://169.254.169.254/')", "'fetch' is not defined"],
  ])('has no %s', async (_what, code, message) => {
    const error = await run(code).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'user' });
    expect(String(error instanceof Error ? error.message : error).toLowerCase()).toContain(
      message.toLowerCase(),
    );
  });

  it("reports a thrown error as the user's, with its type", async () => {
    await expect(run('throw new TypeError("bad input")')).rejects.toMatchObject({
      kind: 'user',
      message: 'TypeError: bad input',
    });
  });

  it('keeps serving after runaway code: the next run works right away', async () => {
    await expect(run('while (true) {}', {}, { timeLimitMs: 100 })).rejects.toThrow('time limit');
    expect((await run('return 1 + 1')).value).toBe(2);
  });

  it('reuses its workers instead of starting one per run', async () => {
    const before = pool.started;
    for (let i = 0; i < 20; i += 1) expect((await run('return input.i * 2', { i })).value).toBe(i * 2);
    expect(pool.started - before).toBeLessThanOrEqual(1);
  });

  it('interrupts a running job when its signal aborts', async () => {
    const controller = new AbortController();
    const running = pool.run({
      code: 'while (true) {}',
      input: {},
      timeLimitMs: 10_000,
      memoryLimitBytes: 8 * MiB,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(running).rejects.toThrow('cancelled');
  });
});

describe('the hard kill backstop', () => {
  it('terminates a worker that does not answer and replaces it', async () => {
    const stalling = new CodeRunnerPool({
      size: 1,
      backstopGraceMs: 200,
      workerUrl: new URL('./testing/stalling-worker.mjs', import.meta.url),
    });
    try {
      await expect(
        stalling.run({ code: 'return 1', input: {}, timeLimitMs: 100, memoryLimitBytes: 8 * MiB }),
      ).rejects.toMatchObject({
        code: 'CODE_KILLED',
      });
      // The stuck worker is gone and a fresh one has taken its place.
      expect(stalling.started).toBe(2);
      expect(stalling.workers).toBe(1);
    } finally {
      await stalling.close();
    }
  });
});

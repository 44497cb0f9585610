import { afterAll, describe, expect, it } from 'vitest';
import { CodeRunnerPool } from './worker-pool.js';

const MiB = 1024 * 1024;

/** Resident memory of this process, worker threads (and their WebAssembly heaps) included. */
const rss = () => process.memoryUsage().rss;

// The limits hold whether a job runs in a worker only or is tried on this thread first (the server's way;
// never demoted here, so every job is tried inline and what outgrows it is handed to the worker).
describe.each([
  ['in a worker', undefined],
  ['tried inline first', { demoteMs: 0 }],
])('%s', (_mode, inline) => {
  const pool = new CodeRunnerPool({ size: 1, backstopGraceMs: 1500, ...(inline ? { inline } : {}) });
  afterAll(() => pool.close());

  const run = async (code: string, limits: { timeLimitMs?: number; memoryLimitBytes?: number } = {}) => {
    await pool.inline?.warm();
    return pool.run({
      code,
      input: {},
      timeLimitMs: limits.timeLimitMs ?? 5000,
      memoryLimitBytes: limits.memoryLimitBytes ?? 64 * MiB,
    });
  };

  describe('the Code sandbox memory limit covers every kind of allocation', () => {
    // QuickJS counts only 8 bytes per allocation in its WebAssembly build, so medium allocations used to pass
    // the limit until the process had grown by the sum of them.
    it.each([
      [
        'typed arrays',
        'const keep = []; for (let i = 0; i < 64; i++) keep.push(new Float64Array(1 << 20)); return keep.length',
      ],
      [
        '1 MiB strings',
        'const keep = []; for (let i = 0; i < 1000; i++) keep.push("x".repeat(1 << 20) + i); return keep.length',
      ],
      [
        'arrays',
        'const keep = []; for (let i = 0; i < 1000; i++) keep.push(new Array(1 << 17).fill(i)); return keep.length',
      ],
      [
        'array buffers',
        'const keep = []; for (let i = 0; i < 1000; i++) keep.push(new ArrayBuffer(1 << 20)); return keep.length',
      ],
    ])('%s over a 64 MiB limit fail the step, and the host stays bounded', async (_what, code) => {
      const before = rss();
      await expect(run(code)).rejects.toMatchObject({
        kind: 'operational',
        code: 'CODE_MEMORY',
        message: expect.stringContaining('memory limit of 64 MiB exceeded'),
      });
      // Stopped by the allocator (CODE_MEMORY), not by the 5 s time limit (which would say CODE_TIMEOUT).
      expect(rss() - before).toBeLessThan(160 * MiB);
    });

    it('lets code use memory up to its limit', async () => {
      const code =
        'const keep = []; for (let i = 0; i < 6; i++) keep.push(new Float64Array(1 << 20)); return keep.length';
      expect((await run(code)).value).toBe(6);
    });

    it('keeps a large console line from crossing to the host whole', async () => {
      const result = await run('console.log("y".repeat(20 * 1024 * 1024)); return 1');
      expect(result.value).toBe(1);
      expect(result.logs[0]?.length).toBeLessThanOrEqual(2000);
    });
  });

  describe('the Code sandbox time limit', () => {
    it('fails an async function that was interrupted, instead of reporting the code after it', async () => {
      await expect(
        run('(async () => { for (;;) {} })(); return 1', { timeLimitMs: 2000 }),
      ).rejects.toMatchObject({
        kind: 'operational',
        code: 'CODE_TIMEOUT',
        message: 'The code ran longer than its time limit of 2000 ms',
      });
    });

    it('fails code that catches the interrupt in a promise and carries on', async () => {
      await expect(
        run('new Promise(() => { for (;;) {} }).catch(() => {}); return "survived"', { timeLimitMs: 300 }),
      ).rejects.toMatchObject({ code: 'CODE_TIMEOUT' });
    });
  });
});

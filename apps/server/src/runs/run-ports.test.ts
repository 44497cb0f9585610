import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { RunRecord } from '../db/index.js';
import { portsForRun } from './ports.js';

const run = { id: crypto.randomUUID(), teamId: crypto.randomUUID(), workflowId: crypto.randomUUID() };

describe("a run's ports", () => {
  it('make each run-scoped part when a step first asks for it, once, for that run', async () => {
    const stored = new Map<string, unknown>();
    const kv = vi.fn((of: RunRecord) => ({
      get: async (key: string) => stored.get(`${of.id}:${key}`),
      set: async (key: string, value: unknown) => {
        stored.set(`${of.id}:${key}`, value);
      },
      delete: async () => {},
    }));
    const files = vi.fn(() => ({ read: vi.fn(), write: vi.fn() }));
    const ports = portsForRun(run as RunRecord, {
      logger: pino({ level: 'silent' }),
      mailer: {} as never,
      outbound: {} as never,
      services: { get: () => undefined } as never,
      loadGraph: () => Promise.reject(new Error('none')),
      kv,
      files,
    });
    expect(kv).not.toHaveBeenCalled();
    await ports.kv.set('seen', 1);
    expect(await ports.kv.get('seen')).toBe(1);
    expect(kv).toHaveBeenCalledTimes(1);
    expect(kv).toHaveBeenCalledWith(run);
    expect(files).not.toHaveBeenCalled();
    // Shared by every run: the parts that hold nothing of one.
    const other = portsForRun({ ...run, id: crypto.randomUUID() } as RunRecord, {
      logger: pino({ level: 'silent' }),
      mailer: {} as never,
      outbound: {} as never,
      services: { get: () => undefined } as never,
      loadGraph: () => Promise.reject(new Error('none')),
    });
    expect(other.hash).toBe(ports.hash);
    expect(other.hash.digest('sha256', 'abc', 'hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await other.kv.get('seen')).toBeUndefined();
  });
});

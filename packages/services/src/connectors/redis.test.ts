import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SsrfBlockedError } from '../net/ssrf.js';
import { redisCommand, refusedRedisCommand } from './redis.js';
import { closedPort } from './test-server.js';

const connection = { host: '127.0.0.1', port: 6379 };
const local = { allowPrivateNetwork: true };

describe('redisCommand', () => {
  it('sets and gets a key', async () => {
    const key = `flowlane:test:${randomBytes(6).toString('hex')}`;
    try {
      await expect(
        redisCommand({ connection, command: 'SET', args: [key, 'hello', 'EX', 60] }, local),
      ).resolves.toEqual({
        result: 'OK',
      });
      await expect(
        redisCommand({ connection: { url: 'redis://127.0.0.1:6379/0' }, command: 'get', args: [key] }, local),
      ).resolves.toEqual({ result: 'hello' });
    } finally {
      await redisCommand({ connection, command: 'DEL', args: [key] }, local);
    }
  });

  it('splits a two-word command', async () => {
    const { result } = await redisCommand({ connection, command: 'CLIENT ID' }, local);
    expect(typeof result).toBe('number');
  });

  it.each([
    ['FLUSHALL', []],
    ['flushdb', []],
    ['CONFIG', ['SET', 'dir', '/tmp']],
    ['CONFIG GET', ['*']],
    ['SHUTDOWN', []],
    ['DEBUG', ['SLEEP', '10']],
    ['MODULE', ['LOAD', '/tmp/x.so']],
    ['SCRIPT KILL', []],
    ['EVAL', ['return 1', '0']],
    ['REPLICAOF', ['attacker.example', '6379']],
    ['MIGRATE', ['10.0.0.1', '6379', 'k', '0', '1000']],
    ['SUBSCRIBE', ['news']],
    ['CLIENT', ['KILL', 'ID', '1']],
  ])('refuses %s %j before connecting', async (command, args) => {
    // A closed port proves the refusal happens before any connection is attempted.
    const port = await closedPort();
    await expect(
      redisCommand({ connection: { host: '127.0.0.1', port }, command, args }, local),
    ).rejects.toMatchObject({ code: 'REFUSED_COMMAND', message: expect.stringContaining('not allowed') });
  });

  it('allows harmless subcommands of a partly refused command', () => {
    expect(refusedRedisCommand('SCRIPT', 'EXISTS')).toBeUndefined();
    expect(refusedRedisCommand('CLIENT', 'LIST')).toBeUndefined();
    expect(refusedRedisCommand('GET', 'k')).toBeUndefined();
  });

  it('reports a server error reply', async () => {
    await expect(redisCommand({ connection, command: 'NOSUCHCOMMAND' }, local)).rejects.toMatchObject({
      code: 'REMOTE_ERROR',
      message: expect.stringContaining('unknown command'),
    });
  });

  it('gives up on a blocking command at the deadline', async () => {
    await expect(
      redisCommand(
        { connection, command: 'BLPOP', args: [`flowlane:test:${randomBytes(6).toString('hex')}`, 0] },
        { ...local, timeoutMs: 300 },
      ),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('reports a refused connection without retrying', async () => {
    const port = await closedPort();
    await expect(
      redisCommand({ connection: { host: '127.0.0.1', port }, command: 'PING' }, local),
    ).rejects.toMatchObject({ code: 'CONNECTION_REFUSED' });
  });

  it('refuses a loopback host while the SSRF guard is on', async () => {
    await expect(redisCommand({ connection, command: 'PING' })).rejects.toBeInstanceOf(SsrfBlockedError);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { withConnection } from './context.js';
import { ConnectorError } from './errors.js';

const never = () => new Promise<never>(() => {});

describe('withConnection', () => {
  it('closes the connection after success and after failure', async () => {
    const close = vi.fn();
    await expect(
      withConnection({}, { target: 't', open: async () => 'conn', use: async (c) => `${c}!`, close }),
    ).resolves.toBe('conn!');
    await expect(
      withConnection(
        {},
        {
          target: 't',
          open: async () => 'conn',
          use: async () => {
            throw new ConnectorError('REMOTE_ERROR', 'boom');
          },
          close,
        },
      ),
    ).rejects.toThrow('boom');
    expect(close).toHaveBeenCalledTimes(2);
    expect(close).toHaveBeenNthCalledWith(2, 'conn', false);
  });

  it('gives up at the deadline and closes forcefully', async () => {
    const close = vi.fn();
    await expect(
      withConnection(
        { timeoutMs: 50 },
        { target: 'the broker', open: async () => 'conn', use: never, close },
      ),
    ).rejects.toMatchObject({ code: 'TIMEOUT', message: 'Call to the broker did not finish within 50 ms' });
    expect(close).toHaveBeenCalledWith('conn', true);
  });

  it('closes a connection that finishes opening after the deadline', async () => {
    const close = vi.fn();
    let finishOpening: (value: string) => void = () => {};
    const opening = new Promise<string>((resolve) => {
      finishOpening = resolve;
    });
    await expect(
      withConnection({ timeoutMs: 20 }, { target: 't', open: () => opening, use: async () => 'used', close }),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(close).not.toHaveBeenCalled();
    finishOpening('late');
    await vi.waitFor(() => expect(close).toHaveBeenCalledWith('late', true));
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(
      withConnection(
        { signal: controller.signal },
        { target: 't', open: async () => 1, use: never, close: () => {} },
      ),
    ).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('maps driver errors to connector errors naming the target', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await expect(
      withConnection(
        {},
        {
          target: 'Redis at db:6379',
          open: async () => {
            throw refused;
          },
          use: async () => 1,
          close: () => {},
        },
      ),
    ).rejects.toMatchObject({
      code: 'CONNECTION_REFUSED',
      message: 'Connection refused by Redis at db:6379',
    });
  });
});

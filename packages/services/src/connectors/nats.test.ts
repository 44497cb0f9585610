import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsrfBlockedError } from '../net/ssrf.js';
import { natsPublish } from './nats.js';
import { closedPort } from './test-server.js';

const local = { allowPrivateNetwork: true };
const connection = { servers: 'nats://127.0.0.1:4222' };
let listener: NatsConnection;

beforeAll(async () => {
  listener = await connect({ servers: '127.0.0.1:4222' });
});

afterAll(async () => {
  await listener.close();
});

function subject() {
  return `flowlane.test.${randomBytes(6).toString('hex')}`;
}

describe('natsPublish', () => {
  it('publishes a message with headers that a subscriber receives', async () => {
    const name = subject();
    const subscription = listener.subscribe(name, { max: 1 });
    await listener.flush();
    const received = (async () => {
      for await (const message of subscription) return message;
      throw new Error('subscription ended without a message');
    })();
    await expect(
      natsPublish(
        { connection, subject: name, payload: { hello: 'nats' }, headers: { 'X-Trace': 'abc' } },
        local,
      ),
    ).resolves.toEqual({ published: true });
    const message = await received;
    expect(JSON.parse(message.string())).toEqual({ hello: 'nats' });
    expect(message.headers?.get('X-Trace')).toBe('abc');
  });

  it('sends a request and returns the reply', async () => {
    const name = subject();
    const responder = listener.subscribe(name, { max: 1 });
    void (async () => {
      for await (const message of responder) message.respond(JSON.stringify({ echoed: message.string() }));
    })();
    await listener.flush();
    const result = await natsPublish(
      {
        connection: { servers: ['127.0.0.1:4222'] },
        subject: name,
        payload: 'ping',
        request: { timeoutMs: 2_000 },
      },
      local,
    );
    expect(result.reply).toMatchObject({ text: '{"echoed":"ping"}', json: { echoed: 'ping' } });
  });

  it('says so when no one answers a request', async () => {
    await expect(
      natsPublish({ connection, subject: subject(), payload: 'ping', request: { timeoutMs: 500 } }, local),
    ).rejects.toMatchObject({
      code: 'REMOTE_ERROR',
      message: expect.stringContaining('No one is listening'),
    });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    await expect(
      natsPublish({ connection: { servers: `127.0.0.1:${port}` }, subject: 'x', payload: 'x' }, local),
    ).rejects.toMatchObject({ code: 'CONNECTION_REFUSED' });
  });

  it('refuses a loopback host while the SSRF guard is on', async () => {
    await expect(natsPublish({ connection, subject: 'x', payload: 'x' })).rejects.toBeInstanceOf(
      SsrfBlockedError,
    );
  });
});

import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { SsrfBlockedError } from '../net/ssrf.js';
import { mqttPublish } from './mqtt.js';
import { closedPort } from './test-server.js';

const local = { allowPrivateNetwork: true };

describe('mqttPublish', () => {
  it.each([0, 1, 2] as const)('publishes at QoS %i to a subscriber on another connection', async (qos) => {
    const topic = `flowlane/test/${randomBytes(6).toString('hex')}`;
    const subscriber = await mqtt.connectAsync('mqtt://127.0.0.1:1883', { reconnectPeriod: 0 });
    try {
      const received = new Promise<{ topic: string; payload: string }>((resolve) => {
        subscriber.on('message', (t, payload) => resolve({ topic: t, payload: payload.toString() }));
      });
      await subscriber.subscribeAsync(topic, { qos });
      const result = await mqttPublish(
        {
          connection: { url: 'mqtt://127.0.0.1:1883', clientId: `flowlane-test-${qos}` },
          topic,
          payload: { n: qos },
          qos,
        },
        local,
      );
      if (qos > 0) expect(result.messageId).toEqual(expect.any(Number));
      await expect(received).resolves.toEqual({ topic, payload: JSON.stringify({ n: qos }) });
    } finally {
      await subscriber.endAsync();
    }
  });

  it('publishes a retained message that a later subscriber receives', async () => {
    const topic = `flowlane/test/${randomBytes(6).toString('hex')}`;
    await mqttPublish(
      { connection: { host: '127.0.0.1', port: 1883 }, topic, payload: 'kept', retain: true, qos: 1 },
      local,
    );
    const subscriber = await mqtt.connectAsync('mqtt://127.0.0.1:1883', { reconnectPeriod: 0 });
    try {
      const received = new Promise<string>((resolve) =>
        subscriber.on('message', (_t, p) => resolve(p.toString())),
      );
      await subscriber.subscribeAsync(topic);
      await expect(received).resolves.toBe('kept');
    } finally {
      // An empty retained message clears it again.
      await subscriber.publishAsync(topic, '', { retain: true });
      await subscriber.endAsync();
    }
  });

  it('reports a refused connection without reconnecting', async () => {
    const port = await closedPort();
    await expect(
      mqttPublish({ connection: { host: '127.0.0.1', port }, topic: 't', payload: 'x' }, local),
    ).rejects.toMatchObject({ code: 'CONNECTION_REFUSED' });
  });

  it('refuses a loopback host while the SSRF guard is on', async () => {
    await expect(
      mqttPublish({ connection: { url: 'mqtt://127.0.0.1:1883' }, topic: 't', payload: 'x' }),
    ).rejects.toBeInstanceOf(SsrfBlockedError);
  });
});

import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsrfBlockedError } from '../net/ssrf.js';
import { amqpPublish } from './amqp.js';
import { closedPort } from './test-server.js';

const url = 'amqp://guest:guest@127.0.0.1:5672';
const local = { allowPrivateNetwork: true };
let consumer: amqp.ChannelModel;
let channel: amqp.Channel;

beforeAll(async () => {
  consumer = await amqp.connect(url);
  channel = await consumer.createChannel();
});

afterAll(async () => {
  await consumer.close();
});

function queueName() {
  return `flowlane.test.${randomBytes(6).toString('hex')}`;
}

function nextMessage(queue: string) {
  return new Promise<amqp.ConsumeMessage>((resolve) => {
    void channel.consume(queue, (message) => message && resolve(message), { noAck: true });
  });
}

describe('amqpPublish', () => {
  it('publishes to a queue with confirms, and a consumer receives it with its headers', async () => {
    // Exclusive to the consumer's connection: it disappears with it.
    const { queue } = await channel.assertQueue(queueName(), { exclusive: true });
    const received = nextMessage(queue);
    await expect(
      amqpPublish({ connection: { url }, queue, payload: { order: 42 }, headers: { source: 'test' } }, local),
    ).resolves.toEqual({ published: true });
    const message = await received;
    expect(JSON.parse(message.content.toString())).toEqual({ order: 42 });
    expect(message.properties).toMatchObject({
      contentType: 'application/json',
      deliveryMode: 2,
      headers: { source: 'test' },
    });
  });

  it('declares the queue first when asked, through an exchange and routing key', async () => {
    const queue = queueName();
    try {
      await amqpPublish(
        {
          connection: { host: '127.0.0.1', username: 'guest', password: 'guest' },
          exchange: '',
          routingKey: queue,
          payload: 'plain text',
          contentType: 'text/plain',
          persistent: false,
          assertQueue: { durable: false },
        },
        local,
      );
      const message = await channel.get(queue, { noAck: true });
      expect(message ? message.content.toString() : null).toBe('plain text');
      expect(message ? message.properties.contentType : null).toBe('text/plain');
    } finally {
      await channel.deleteQueue(queue);
    }
  });

  it('fails a mandatory message that no queue receives', async () => {
    await expect(
      amqpPublish({ connection: { url }, routingKey: queueName(), payload: 'lost', mandatory: true }, local),
    ).rejects.toMatchObject({ code: 'REMOTE_ERROR', message: expect.stringContaining('No queue is bound') });
  });

  it('reports a missing exchange', async () => {
    await expect(
      amqpPublish({ connection: { url }, exchange: queueName(), routingKey: 'x', payload: 'x' }, local),
    ).rejects.toThrow(/NOT_FOUND - no exchange/);
  });

  it('needs a queue or a routing key', async () => {
    await expect(amqpPublish({ connection: { url }, payload: 'x' }, local)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    await expect(
      amqpPublish({ connection: { host: '127.0.0.1', port }, queue: 'q', payload: 'x' }, local),
    ).rejects.toMatchObject({ code: 'CONNECTION_REFUSED' });
  });

  it('refuses a loopback host while the SSRF guard is on', async () => {
    await expect(amqpPublish({ connection: { url }, queue: 'q', payload: 'x' })).rejects.toBeInstanceOf(
      SsrfBlockedError,
    );
  });
});

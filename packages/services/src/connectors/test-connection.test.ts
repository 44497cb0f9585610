import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordedRequest, startOpenAiServer, TEST_API_KEY } from './openai-test-server.js';
import { type ConnectionKind, testConnection } from './test-connection.js';
import { closedPort, startSilentServer, type TestServer } from './test-server.js';

const local = { allowPrivateNetwork: true };
let api: TestServer & { requests: RecordedRequest[] };
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  api = await startOpenAiServer();
  smtp = new SMTPServer({ disabledCommands: ['STARTTLS'], authOptional: true, logger: false });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server has no port');
  smtpPort = address.port;
});

afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('testConnection', () => {
  it.each<[ConnectionKind, () => unknown, RegExp]>([
    [
      'postgres',
      () => ({ host: '127.0.0.1', user: 'postgres', database: 'test' }),
      /PostgreSQL at 127.0.0.1:5432: PostgreSQL \d+/,
    ],
    ['mysql', () => ({ host: '127.0.0.1', user: 'root' }), /MySQL at 127.0.0.1:3306 \(server .*\)/],
    ['redis', () => ({ url: 'redis://127.0.0.1:6379' }), /PING answered PONG/],
    ['mqtt', () => ({ host: '127.0.0.1' }), /MQTT broker at 127.0.0.1:1883/],
    ['amqp', () => ({ url: 'amqp://guest:guest@127.0.0.1' }), /AMQP broker at 127.0.0.1:5672/],
    ['nats', () => ({ servers: '127.0.0.1:4222' }), /NATS server at 127.0.0.1:4222/],
    ['smtp', () => ({ host: '127.0.0.1', port: smtpPort }), /SMTP server at 127.0.0.1:\d+ and logged in/],
    ['openai', () => ({ baseUrl: api.origin, apiKey: TEST_API_KEY }), /\(2 models\)/],
  ])('connects to a live %s server', async (kind, connection, message) => {
    const result = await testConnection(kind, connection(), local);
    expect(result).toEqual({ ok: true, message: expect.stringMatching(message) });
  });

  it.each<[ConnectionKind, (port: number) => unknown]>([
    ['postgres', (port) => ({ host: '127.0.0.1', port })],
    ['mysql', (port) => ({ host: '127.0.0.1', port })],
    ['redis', (port) => ({ host: '127.0.0.1', port })],
    ['mqtt', (port) => ({ host: '127.0.0.1', port })],
    ['amqp', (port) => ({ host: '127.0.0.1', port })],
    ['nats', (port) => ({ servers: `127.0.0.1:${port}` })],
    ['smtp', (port) => ({ host: '127.0.0.1', port })],
    ['openai', (port) => ({ baseUrl: `http://127.0.0.1:${port}` })],
  ])('reports a dead %s host clearly instead of hanging', async (kind, connection) => {
    const result = await testConnection(kind, connection(await closedPort()), local);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/refused/i);
  });

  it.each<[ConnectionKind, (port: number) => unknown]>([
    ['postgres', (port) => ({ host: '127.0.0.1', port })],
    ['mysql', (port) => ({ host: '127.0.0.1', port })],
    ['redis', (port) => ({ host: '127.0.0.1', port })],
    ['mqtt', (port) => ({ host: '127.0.0.1', port })],
    ['amqp', (port) => ({ host: '127.0.0.1', port })],
    ['nats', (port) => ({ servers: `127.0.0.1:${port}` })],
    ['smtp', (port) => ({ host: '127.0.0.1', port })],
    ['openai', (port) => ({ baseUrl: `http://127.0.0.1:${port}` })],
  ])('gives up on a %s host that accepts but never answers', async (kind, connection) => {
    const silent = await startSilentServer();
    try {
      const result = await testConnection(kind, connection(silent.port), {
        ...local,
        connectTimeoutMs: 300,
        timeoutMs: 800,
      });
      expect(result.ok).toBe(false);
      expect(result.message).toMatch(
        /^Timed out connecting to|did not finish within 800 ms|timed out after 800 ms/,
      );
    } finally {
      await silent.close();
    }
  });

  it('reports a rejected API key', async () => {
    const result = await testConnection('openai', { baseUrl: api.origin, apiKey: 'nope' }, local);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('Incorrect API key provided') });
  });

  it('reports invalid settings and the SSRF guard without throwing', async () => {
    await expect(testConnection('redis', { port: 6379 }, local)).resolves.toMatchObject({
      ok: false,
      message: expect.stringContaining('Invalid Redis connection'),
    });
    await expect(testConnection('postgres', { host: '169.254.169.254' })).resolves.toMatchObject({
      ok: false,
      message: expect.stringContaining('Refused to connect to 169.254.169.254'),
    });
  });
});

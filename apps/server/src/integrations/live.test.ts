import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  IntegrationSavedResponse,
  RunDetail,
  RunQueuedResponse,
  WorkflowResponse,
} from '@flowlane/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login, outboxFor } from '../accounts/test-support.js';
import { teamsRepository, usersRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

/**
 * Library templates run for real against the services this machine runs (PostgreSQL, MySQL, Redis,
 * NATS, MQTT) and a local OpenAI-compatible server, through authorizations made with the API.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const unique = () => randomBytes(4).toString('hex');

/** A minimal OpenAI-compatible chat server that echoes the prompt. */
async function chatServer() {
  const server: Server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const parsed = z
        .object({ messages: z.array(z.object({ role: z.string(), content: z.string() })) })
        .safeParse(JSON.parse(body || '{}'));
      const prompt = parsed.data?.messages.at(-1)?.content ?? '';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chat-1',
          object: 'chat.completion',
          model: 'local-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: `You said: ${prompt}` },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 3, completion_tokens: 3, total_tokens: 6 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())('library templates against real services on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  let email: string;
  let chat: Awaited<ReturnType<typeof chatServer>>;

  beforeAll(async () => {
    server = await createTestServer(kind);
    chat = await chatServer();
    const account = await activeAccount(server, 'integrations-live');
    email = account.email;
    const token = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json()).token;
    headers = bearer(token);
    // Flow Enterprise has every feature this file uses (webhook, mailhook, AI model).
    const user = await usersRepository(server.ctx.database.db).findByEmail(email);
    await teamsRepository(server.ctx.database.db).setPlan(user?.defaultTeamId ?? '', 'flow-enterprise');
  });
  afterAll(async () => {
    await chat?.close();
    await server?.close();
  });

  const call = (method: Method, url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const authorization = async (templateId: string, fields: Record<string, unknown>) => {
    const response = await call('POST', '/api/authorization', {
      templateId,
      name: `${templateId} ${unique()}`,
      fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return z.object({ id: z.string() }).parse(response.json()).id;
  };

  const integration = async (payload: Record<string, unknown>) => {
    const response = await call('POST', '/api/integration', payload);
    expect(response.statusCode, response.body).toBe(201);
    return IntegrationSavedResponse.parse(response.json()).integration;
  };

  /** Runs an integration by hand with a payload and returns the finished run. */
  const runToEnd = async (id: string, payload: unknown) => {
    const queued = await call('POST', `/api/integration/${id}/run`, payload);
    expect(queued.statusCode, queued.body).toBe(202);
    const { runId } = RunQueuedResponse.parse(queued.json());
    for (let i = 0; i < 300; i++) {
      const run = RunDetail.parse((await call('GET', `/api/integration/${id}/runs/${runId}`)).json());
      if (!['queued', 'running'].includes(run.status)) {
        expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
        return run;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the run did not finish');
  };
  const output = (run: RunDetail, nodeId: string) => run.steps.find((s) => s.nodeId === nodeId)?.output;

  it('webhook to MySQL row', async () => {
    const table = `flowlane_itest_${unique()}`;
    const database = await authorization('mysql', {
      host: '127.0.0.1',
      port: 3306,
      user: 'root',
      database: 'test',
    });
    const created = await integration({
      templateId: 'webhook-to-mysql',
      settings: { table },
      authorizationIds: { database },
    });
    try {
      const run = await runToEnd(created.id, { order: 5 });
      expect(output(run, 'insert')).toMatchObject({ affectedRows: 1 });
    } finally {
      // The product's own MySQL step drops the table again.
      const cleanup = WorkflowResponse.parse(
        (
          await call('POST', '/api/workflow', {
            graph: {
              schemaVersion: 1,
              nodes: [
                {
                  id: 'drop',
                  serviceId: 'db.mysql',
                  action: 'run',
                  name: 'Drop',
                  position: { x: 0, y: 0 },
                  params: { authorization: database, sql: `drop table if exists ${table}` },
                },
              ],
              edges: [],
            },
          })
        ).json(),
      );
      const dropped = RunQueuedResponse.parse(
        (await call('POST', `/api/workflow/${cleanup.id}/run`, {})).json(),
      );
      for (let i = 0; i < 300; i++) {
        const run = RunDetail.parse((await call('GET', `/api/run/${dropped.runId}`)).json());
        if (!['queued', 'running'].includes(run.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  it('webhook to Redis list', async () => {
    const key = `flowlane:itest:${unique()}`;
    const redis = await authorization('redis', { host: '127.0.0.1', port: 6379 });
    const created = await integration({
      templateId: 'webhook-to-redis',
      settings: { key, command: 'RPUSH' },
      authorizationIds: { redis },
    });
    const client = new Redis({ host: '127.0.0.1', port: 6379, lazyConnect: true });
    await client.connect();
    try {
      await runToEnd(created.id, { n: 1 });
      await runToEnd(created.id, { n: 2 });
      expect(await client.lrange(key, 0, -1)).toEqual(['{"n":1}', '{"n":2}']);
    } finally {
      await client.del(key);
      client.disconnect();
    }
  });

  it('webhook to NATS subject and to MQTT topic', async () => {
    const nats = await authorization('nats', { servers: 'nats://127.0.0.1:4222' });
    const toNats = await integration({
      templateId: 'webhook-to-nats',
      settings: { subject: `flowlane.itest.${unique()}` },
      authorizationIds: { nats },
    });
    expect(output(await runToEnd(toNats.id, { ok: true }), 'publish')).toMatchObject({ published: true });

    const mqtt = await authorization('mqtt', { host: '127.0.0.1', port: 1883 });
    const toMqtt = await integration({
      templateId: 'webhook-to-mqtt',
      settings: { topic: `flowlane/itest/${unique()}`, qos: '1' },
      authorizationIds: { broker: mqtt },
    });
    const run = await runToEnd(toMqtt.id, { ok: true });
    expect(run.steps.find((s) => s.nodeId === 'publish')?.input).toMatchObject({ qos: '1', retain: false });
  });

  it('mail to PostgreSQL row, and a daily digest of it by mail', async () => {
    const table = `flowlane_itest_${unique()}`;
    const connection = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' };
    const database = await authorization('postgres', connection);
    const inbox = await integration({
      templateId: 'mailhook-to-postgres',
      settings: { table },
      authorizationIds: { database },
    });
    expect(inbox.mailhookAddress).toMatch(/^[a-z0-9]+@/);
    const client = new pg.Client(connection);
    await client.connect();
    try {
      await runToEnd(inbox.id, { from: 'ada@example.com', to: ['x@y'], subject: 'Invoice 7', text: 'Paid.' });
      const digest = await integration({
        templateId: 'schedule-postgres-digest',
        settings: {
          sql: `select sender, subject from ${table}`,
          email,
          hour: '9',
          timezone: 'Europe/Istanbul',
        },
        authorizationIds: { database },
      });
      expect(digest.scheduleText).toBe('Custom schedule: 0 9 * * * (Europe/Istanbul)');
      await runToEnd(digest.id, {});
      const mail = (await outboxFor(server, email)).find((m) => m.subject === 'Daily digest (1 rows)');
      expect(mail?.text).toBe('{"sender":"ada@example.com","subject":"Invoice 7"}');
    } finally {
      await client.query(`drop table if exists ${table}`);
      await client.end();
    }
  });

  it('AI chat reply answers the webhook request synchronously', async () => {
    const ai = await authorization('openai', {
      baseUrl: chat.baseUrl,
      apiKey: 'sk-local',
      model: 'local-model',
    });
    const created = await integration({
      templateId: 'webhook-ai-reply',
      settings: { model: 'local-model' },
      authorizationIds: { ai },
    });
    const answer = await server.app.inject({
      method: 'POST',
      url: new URL(created.webhookUrl ?? '').pathname,
      payload: { message: 'hello' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ reply: 'You said: hello' });
  });
});

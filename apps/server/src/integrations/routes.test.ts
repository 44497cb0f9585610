import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Integration,
  IntegrationCopyResponse,
  IntegrationListResponse,
  IntegrationRunListResponse,
  IntegrationSavedResponse,
  IntegrationTemplate,
  IntegrationTemplateListResponse,
  MESSAGES,
  Project,
  RunDetail,
  RunQueuedResponse,
  WorkflowListResponse,
  WorkflowResponse,
} from '@flowlane/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login, outboxFor } from '../accounts/test-support.js';
import { teamAdminRepository, teamsRepository, usersRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A local HTTP service the integrations call: answers with `status`, keeps every request it got. */
async function localService() {
  const received: { method: string; url: string; body: string }[] = [];
  let status = 200;
  const server: Server = createHttpServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: status < 400 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())('integrations on %s', (kind) => {
  let server: TestServer;
  let service: Awaited<ReturnType<typeof localService>>;
  let flow: Record<string, string>;
  let lite: Record<string, string>;
  let flowEmail: string;
  let liteEmail: string;

  const signedIn = async (label: string) => {
    const account = await activeAccount(server, label);
    const token = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json()).token;
    return { headers: bearer(token), email: account.email };
  };

  beforeAll(async () => {
    server = await createTestServer(kind);
    service = await localService();
    const flowUser = await signedIn('integrations-flow');
    flow = flowUser.headers;
    flowEmail = flowUser.email;
    const liteUser = await signedIn('integrations-lite');
    lite = liteUser.headers;
    liteEmail = liteUser.email;
    const liteRow = await usersRepository(server.ctx.database.db).findByEmail(liteEmail);
    // A Basic plan makes the team lite; a member (not admin) of it is ROLE_LITE_USER.
    await teamsRepository(server.ctx.database.db).setPlan(liteRow?.defaultTeamId ?? '', 'basic');
    await teamAdminRepository(server.ctx.database.db).setRole(
      liteRow?.defaultTeamId ?? '',
      liteRow?.id ?? '',
      'member',
    );
  });
  afterAll(async () => {
    await service?.close();
    await server?.close();
  });

  const call = (headers: Record<string, string>, method: Method, url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const create = async (headers: Record<string, string>, payload: unknown) => {
    const response = await call(headers, 'POST', '/api/integration', payload);
    expect(response.statusCode, response.body).toBe(201);
    const saved = IntegrationSavedResponse.parse(response.json());
    expect(saved.message).toBe(MESSAGES.integrationSaved);
    return saved.integration;
  };

  /** Waits for a run to finish and returns it with its steps. */
  const finished = async (headers: Record<string, string>, integrationId: string, runId: string) => {
    for (let i = 0; i < 200; i++) {
      const response = await call(headers, 'GET', `/api/integration/${integrationId}/runs/${runId}`);
      expect(response.statusCode, response.body).toBe(200);
      const run = RunDetail.parse(response.json());
      if (!['queued', 'running'].includes(run.status)) return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`run ${runId} did not finish`);
  };

  it('lists the library with search and category, and serves each template', async () => {
    const all = IntegrationTemplateListResponse.parse((await call(lite, 'GET', '/api/itemplate')).json());
    expect(all.total).toBeGreaterThanOrEqual(10);
    expect(all.categories).toContain('Databases');
    const databases = IntegrationTemplateListResponse.parse(
      (await call(lite, 'GET', '/api/itemplate?category=Databases')).json(),
    );
    expect(databases.items.length).toBeGreaterThan(0);
    expect(databases.items.every((t) => t.category === 'Databases')).toBe(true);
    const searched = IntegrationTemplateListResponse.parse(
      (await call(lite, 'GET', '/api/itemplate?search=rabbitmq')).json(),
    );
    expect(searched.items.map((t) => t.id)).toEqual(['webhook-to-amqp']);
    const detail = IntegrationTemplate.parse(
      (await call(lite, 'GET', '/api/itemplate/webhook-to-postgres')).json(),
    );
    expect(detail.authorizations).toMatchObject([
      { key: 'database', kind: 'postgres', authTemplateId: 'postgres' },
    ]);
    expect((await call(lite, 'GET', '/api/itemplate/nope')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/itemplate' })).statusCode).toBe(401);
  });

  it('refuses missing or wrong settings with 400 naming each field, and unknown templates', async () => {
    const missing = await call(flow, 'POST', '/api/integration', {
      templateId: 'schedule-http-check',
      settings: { url: 'not a url' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      'settings.url': 'URL to check must be an http(s) URL',
      'settings.email': 'Send to is required',
    });
    const noAuth = await call(flow, 'POST', '/api/integration', { templateId: 'webhook-to-postgres' });
    expect(noAuth.statusCode).toBe(400);
    expect(noAuth.json().fields).toEqual({
      'authorizationIds.database': 'Choose a PostgreSQL database authorization',
    });
    const foreign = await call(flow, 'POST', '/api/integration', {
      templateId: 'webhook-to-postgres',
      authorizationIds: { database: '6f0c1b4e-8d2a-4c1e-9b7a-2f3d4e5f6a7b' },
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await call(flow, 'POST', '/api/integration', { templateId: 'no-such-template' });
    expect(unknown.statusCode).toBe(422);
  });

  it('creates a schedule check whose workflow has the settings, runs it to a failure mail and logs the run', async () => {
    service.answer(503);
    const integration = await create(flow, {
      templateId: 'schedule-http-check',
      name: 'Shop health',
      settings: { url: `${service.url}/health`, email: flowEmail, everyMinutes: 10 },
    });
    expect(integration).toMatchObject({
      name: 'Shop health',
      templateId: 'schedule-http-check',
      trigger: 'schedule',
      enabled: true,
      settings: { url: `${service.url}/health`, expectedStatus: 200, everyMinutes: 10, email: flowEmail },
      scheduleText: 'Every 10 minutes',
      webhookUrl: null,
    });
    const workflow = WorkflowResponse.parse(
      (await call(flow, 'GET', `/api/workflow/${integration.workflowId}`)).json(),
    );
    expect(workflow.graph.nodes.find((n) => n.id === 'check')?.params.url).toBe(`${service.url}/health`);
    expect(workflow.data.schedule).toMatchObject({ active: true, cronExpression: '*/10 * * * *' });
    expect(workflow.issues).toEqual([]);

    const queued = await call(flow, 'POST', `/api/integration/${integration.id}/run`, {});
    expect(queued.statusCode).toBe(202);
    const { runId, message } = RunQueuedResponse.parse(queued.json());
    expect(message).toBe('Integration queued, check integration logs for detailed results.');
    const run = await finished(flow, integration.id, runId);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.trigger).toBe('integration');
    expect(run.steps.map((s) => [s.nodeId, s.status])).toEqual([
      ['trigger', 'succeeded'],
      ['check', 'succeeded'],
      ['decide', 'succeeded'],
      ['alert', 'succeeded'],
    ]);
    expect(service.received.at(-1)).toMatchObject({ method: 'GET', url: '/health' });
    const mails = await outboxFor(server, flowEmail);
    expect(mails.find((m) => m.subject === `Check failed: ${service.url}/health`)?.text).toMatch(
      /got status 503; expected 200/,
    );

    const runs = IntegrationRunListResponse.parse(
      (await call(flow, 'GET', `/api/integration/${integration.id}/runs`)).json(),
    );
    expect(runs.items.map((r) => r.id)).toEqual([runId]);
    const failedOnly = IntegrationRunListResponse.parse(
      (await call(flow, 'GET', `/api/integration/${integration.id}/runs?status=failed`)).json(),
    );
    expect(failedOnly.total).toBe(0);
    const listed = Integration.parse((await call(flow, 'GET', `/api/integration/${integration.id}`)).json());
    expect(listed.lastRun).toMatchObject({ id: runId, status: 'succeeded' });

    // The integration's workflow is not in the workflow list.
    const workflows = WorkflowListResponse.parse(
      (await call(flow, 'GET', '/api/workflow?pageSize=100')).json(),
    );
    expect(workflows.items.map((w) => w.id)).not.toContain(integration.workflowId);
  });

  it('stores a webhook request as a row in the machine’s real PostgreSQL through the chosen authorization', async () => {
    const table = `flowlane_itest_${randomBytes(4).toString('hex')}`;
    const connection = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' };
    const created = await call(flow, 'POST', '/api/authorization', {
      templateId: 'postgres',
      name: 'Local PostgreSQL',
      fields: connection,
    });
    expect(created.statusCode, created.body).toBe(201);
    const database = z.object({ id: z.string() }).parse(created.json());
    const redis = await call(flow, 'POST', '/api/authorization', {
      templateId: 'redis',
      name: 'Local Redis',
      fields: { host: '127.0.0.1', port: 6379 },
    });
    const wrongKind = await call(flow, 'POST', '/api/integration', {
      templateId: 'webhook-to-postgres',
      settings: { table },
      authorizationIds: { database: z.object({ id: z.string() }).parse(redis.json()).id },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fields).toEqual({
      'authorizationIds.database': 'Choose a postgres authorization',
    });

    const integration = await create(flow, {
      templateId: 'webhook-to-postgres',
      settings: { table },
      authorizationIds: { database: database.id },
    });
    expect(integration.authorizationIds).toEqual({ database: database.id });
    const client = new pg.Client(connection);
    await client.connect();
    try {
      const hook = await server.app.inject({
        method: 'POST',
        url: new URL(integration.webhookUrl ?? '').pathname,
        payload: { order: 7, items: ['tea'] },
      });
      expect(hook.statusCode, hook.body).toBe(202);
      const run = await finished(
        flow,
        integration.id,
        z.object({ runId: z.string() }).parse(hook.json()).runId,
      );
      expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
      const manual = await call(flow, 'POST', `/api/integration/${integration.id}/run`, { order: 8 });
      expect(manual.statusCode).toBe(202);
      const second = await finished(flow, integration.id, RunQueuedResponse.parse(manual.json()).runId);
      expect(second.status, JSON.stringify(second.error)).toBe('succeeded');
      const rows = await client.query(`select payload from ${table} order by id`);
      expect(rows.rows.map((r) => r.payload)).toEqual([{ order: 7, items: ['tea'] }, { order: 8 }]);
    } finally {
      await client.query(`drop table if exists ${table}`);
      await client.end();
    }
  });

  it('saves the whole object again, rebuilding its workflow; disabling refuses runs and triggers', async () => {
    const integration = await create(flow, {
      templateId: 'webhook-forward',
      settings: { url: `${service.url}/first` },
    });
    expect(integration.webhookUrl).toMatch(/\/hooks\/[a-z0-9]+$/);
    const hookPath = new URL(integration.webhookUrl ?? '').pathname;

    const put = await call(flow, 'PUT', `/api/integration/${integration.id}`, {
      name: 'Relay',
      settings: { url: `${service.url}/second`, method: 'POST' },
      authorizationIds: {},
      enabled: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(IntegrationSavedResponse.parse(put.json()).integration).toMatchObject({ name: 'Relay' });
    const workflow = WorkflowResponse.parse(
      (await call(flow, 'GET', `/api/workflow/${integration.workflowId}`)).json(),
    );
    expect(workflow.version).toBe(2);
    expect(workflow.graph.nodes.find((n) => n.id === 'post')?.params.url).toBe(`${service.url}/second`);

    service.answer(200);
    const hook = await server.app.inject({ method: 'POST', url: hookPath, payload: { order: 42 } });
    expect(hook.statusCode, hook.body).toBe(202);
    const hookRun = z.object({ runId: z.string() }).parse(hook.json());
    expect((await finished(flow, integration.id, hookRun.runId)).status).toBe('succeeded');
    expect(service.received.at(-1)).toMatchObject({ method: 'POST', url: '/second', body: '{"order":42}' });

    const disabled = await call(flow, 'POST', `/api/integration/${integration.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(IntegrationSavedResponse.parse(disabled.json()).integration.enabled).toBe(false);
    const refused = await call(flow, 'POST', `/api/integration/${integration.id}/run`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This integration is disabled; enable it to run it.');
    expect((await server.app.inject({ method: 'POST', url: hookPath, payload: {} })).statusCode).toBe(404);

    const enabled = await call(flow, 'PUT', `/api/integration/${integration.id}`, {
      name: 'Relay',
      settings: { url: `${service.url}/second` },
      authorizationIds: {},
      enabled: true,
    });
    expect(IntegrationSavedResponse.parse(enabled.json()).integration.enabled).toBe(true);
    expect((await server.app.inject({ method: 'POST', url: hookPath, payload: {} })).statusCode).toBe(202);
  });

  it('deletes an integration with its workflow and runs', async () => {
    const integration = await create(flow, {
      templateId: 'webhook-forward',
      settings: { url: `${service.url}/gone` },
    });
    const deleted = await call(flow, 'DELETE', `/api/integration/${integration.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Integration deleted' });
    expect((await call(flow, 'GET', `/api/integration/${integration.id}`)).statusCode).toBe(404);
    expect((await call(flow, 'GET', `/api/workflow/${integration.workflowId}`)).statusCode).toBe(404);
    expect((await call(flow, 'DELETE', `/api/integration/${integration.id}`)).statusCode).toBe(404);
  });

  it('lets a lite user list, create and run, but not copy; a flow user copies into a normal workflow', async () => {
    const integration = await create(lite, {
      templateId: 'form-to-mail',
      settings: { email: liteEmail },
    });
    const list = IntegrationListResponse.parse((await call(lite, 'GET', '/api/integration')).json());
    expect(list.items.map((i) => i.id)).toEqual([integration.id]);
    const queued = await call(lite, 'POST', `/api/integration/${integration.id}/run`, {
      name: 'Ada',
      note: 'Hi',
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const run = await finished(lite, integration.id, RunQueuedResponse.parse(queued.json()).runId);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    const mail = (await outboxFor(server, liteEmail)).find((m) => m.subject === 'New form submission');
    expect(mail?.text).toContain('name: Ada\nnote: Hi');
    const me = z.object({ roles: z.array(z.string()) }).parse((await call(lite, 'GET', '/api/user')).json());
    expect(me.roles).toEqual(['ROLE_LITE_USER']);
    expect((await call(lite, 'POST', `/api/integration/${integration.id}/copy`)).statusCode).toBe(403);

    const mine = await create(flow, {
      templateId: 'form-to-mail',
      name: 'Contact form',
      settings: { email: flowEmail },
    });
    const copied = await call(flow, 'POST', `/api/integration/${mine.id}/copy`);
    expect(copied.statusCode).toBe(201);
    const copy = IntegrationCopyResponse.parse(copied.json());
    expect(copy.title).toBe('Contact form (copy)');
    const workflows = WorkflowListResponse.parse(
      (await call(flow, 'GET', '/api/workflow?pageSize=100')).json(),
    );
    expect(workflows.items.map((w) => w.id)).toContain(copy.workflowId);
    expect(workflows.items.map((w) => w.id)).not.toContain(mine.workflowId);
  });

  it('filters by project and search, pages, and keeps teams apart', async () => {
    const project = Project.parse((await call(flow, 'POST', '/api/project', { name: 'Ops' })).json());
    const inProject = await create(flow, {
      templateId: 'webhook-forward',
      name: 'Ops relay',
      projectId: project.id,
      settings: { url: `${service.url}/ops` },
    });
    const filtered = IntegrationListResponse.parse(
      (await call(flow, 'GET', `/api/integration?projectId=${project.id}`)).json(),
    );
    expect(filtered.items.map((i) => i.id)).toEqual([inProject.id]);
    const searched = IntegrationListResponse.parse(
      (await call(flow, 'GET', '/api/integration?search=ops%20rel')).json(),
    );
    expect(searched.items.map((i) => i.id)).toEqual([inProject.id]);
    const paged = IntegrationListResponse.parse(
      (await call(flow, 'GET', '/api/integration?pageSize=1')).json(),
    );
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    // The lite user's team sees none of these.
    expect((await call(lite, 'GET', `/api/integration/${inProject.id}`)).statusCode).toBe(404);
    expect((await call(lite, 'POST', `/api/integration/${inProject.id}/run`, {})).statusCode).toBe(404);
  });
});

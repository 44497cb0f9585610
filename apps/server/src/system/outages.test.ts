import { ApiError, Health } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer } from '../testing/index.js';
import { isConnectionError } from './dependencies.js';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });

describe('outages, request ids and metrics', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  let redisAnswers = true;

  beforeAll(async () => {
    server = await createTestServer('pglite', {}, { catalog: testCatalog() });
    // A stand-in for the Redis connection's state (the real one is ioredis's; the fault e2e test kills a real Redis).
    server.ctx.dependencies.watch('redis', async () => redisAnswers);
    const account = await activeAccount(server, 'outages');
    const session = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json());
    headers = bearer(session.token);
  });
  afterAll(() => server.close());

  it('tells a lost connection from any other error, through the wrappers drivers add', () => {
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isConnectionError(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isConnectionError(new AggregateError([refused, refused]))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toBe(
      false,
    );
    expect(isConnectionError('a string')).toBe(false);
  });

  it('answers every request with its id, in the header and in any error body', async () => {
    const given = await server.app.inject({
      method: 'GET',
      url: '/api/workflow/not-a-uuid',
      headers: { ...headers, 'x-request-id': 'proxy-42.a' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-42.a');
    expect(ApiError.parse(given.json()).requestId).toBe('proxy-42.a');
    // An id a log reader could mistake for more than an id is replaced by a fresh one.
    const odd = await server.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'a b\n{"level":60}' },
    });
    const id = odd.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ApiError.parse(odd.json()).requestId).toBe(id);
  });

  it('serves Prometheus metrics: runs by state, claims, the sandbox pool, dependency errors', async () => {
    const run = await server.app.inject({
      method: 'POST',
      url: '/api/workflow',
      headers,
      payload: {},
    });
    expect(run.statusCode).toBe(201);
    const response = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const name of [
      'flowlane_runs{state="queued"}',
      'flowlane_runs_oldest_age_seconds{state="running"}',
      'flowlane_run_claim_seconds_bucket',
      'flowlane_run_lease_takeovers_total',
      'flowlane_reconciler_redispatches_total',
      'flowlane_sandbox_workers_busy',
      'flowlane_sandbox_jobs_queued',
      'flowlane_sandbox_inline_warm_jobs',
      'flowlane_dependency_errors_total',
      'process_cpu_seconds_total',
    ])
      expect(response.body).toContain(name);
  });

  it('while Redis is down: runs are taken and stored queued, health names it, and they start once it is back', async () => {
    const created = z
      .object({ id: z.string(), data: z.record(z.string(), z.unknown()), graph: z.unknown() })
      .parse(
        (await server.app.inject({ method: 'POST', url: '/api/workflow', headers, payload: {} })).json(),
      );
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/workflow/${created.id}`,
      headers,
      payload: {
        data: { ...created.data, webhook: { active: true, responseMode: 'sync' } },
        graph: created.graph,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hookId = z.object({ hookId: z.string() }).parse(saved.json()).hookId;
    redisAnswers = false;
    expect(server.ctx.dependencies.failed('redis', refused)).toBe(true);
    for (let i = 0; i < 50 && !server.ctx.dependencies.isDown('redis'); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(server.ctx.dependencies.isDown('redis')).toBe(true);

    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(Health.parse(health.json())).toMatchObject({ status: 'degraded', queue: { ok: false } });
    // A synchronous webhook cannot wait for its reply: it answers 202 with the stored run's id.
    const hook = await server.app.inject({ method: 'POST', url: `/hooks/${hookId}`, payload: { n: 1 } });
    expect(hook.statusCode, hook.body).toBe(202);
    const hooked = z
      .object({ runId: z.string(), status: z.string(), message: z.string() })
      .parse(hook.json());
    expect(hooked.message).toMatch(/the run is stored and starts when the queue is back/);
    // Starting a run through the API is taken too.
    const manual = await server.app.inject({
      method: 'POST',
      url: `/api/workflow/${created.id}/run`,
      headers,
      payload: {},
    });
    expect(manual.statusCode).toBe(202);
    const manualRun = z.object({ runId: z.string() }).parse(manual.json()).runId;
    const statusOf = async (runId: string) =>
      z
        .object({ status: z.string() })
        .parse((await server.app.inject({ method: 'GET', url: `/api/run/${runId}`, headers })).json()).status;
    // Stored (this server's embedded queue may even start them; a Redis worker waits for Redis).
    expect(await statusOf(hooked.runId)).not.toBe('refused');
    const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/flowlane_dependency_errors_total\{dependency="redis"\} [1-9]/);

    redisAnswers = true;
    for (let i = 0; i < 60 && server.ctx.dependencies.isDown('redis'); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The reconciler dispatches the runs stored meanwhile (every few seconds; here at once).
    await server.ctx.runtime.reconcile(0);
    for (let i = 0; i < 100; i++) {
      const statuses = [await statusOf(hooked.runId), await statusOf(manualRun)];
      if (statuses.every((status) => status === 'succeeded')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect([await statusOf(hooked.runId), await statusOf(manualRun)]).toEqual(['succeeded', 'succeeded']);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Authorization, RunDetail, RunQueuedResponse, WorkflowResponse } from '@flowlane/contracts';
import { expect } from 'vitest';
import { z } from 'zod';
import { type Account, activeAccount, bearer, login } from '../accounts/test-support.js';
import { loadConfig } from '../config/index.js';
import { runsRepository, usersRepository } from '../db/index.js';
import { createCatalog } from '../runs/catalog.js';
import { createServer, type Server } from '../server.js';
import { migratedPgliteDump } from '../testing/index.js';
import { Scheduler } from '../triggers/scheduler.js';

/** Helpers for the app connectors' tests through the product (only *.test.ts files import this). */

export type AppsServer = Server & { dataDir: string };

/**
 * A whole server whose app connectors call their fake servers (`baseUrls` by app id). Its embedded
 * database lives in `dataDir`, so a second server on the same directory is the first one restarted.
 */
export async function appsServer(
  baseUrls: Record<string, string>,
  dataDir = mkdtempSync(join(tmpdir(), 'flowlane-apps-')),
  firstStart = true,
): Promise<AppsServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    ALLOW_PRIVATE_NETWORK: 'true',
    PGLITE_THREAD: 'main',
    // What apps are told to post webhooks to (Telegram takes only https).
    PUBLIC_URL: 'https://flowlane.test',
  });
  const server = await createServer(config, {
    serveWeb: false,
    mailhook: false,
    ...(firstStart ? { pgliteDump: await migratedPgliteDump() } : {}),
    catalog: createCatalog(config, { apps: { baseUrls } }),
  });
  return { ...server, dataDir };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in caller of the API. */
export type Client = {
  teamId: string;
  call(
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<{ statusCode: number; body: string; json(): unknown }>;
};

/** An authorization made from an auth library template, as the auth library's form makes it. */
export async function createAuthorization(
  client: Client,
  templateId: string,
  fields: Record<string, unknown>,
): Promise<Authorization> {
  const response = await client.call('POST', '/api/authorization', { templateId, name: templateId, fields });
  expect(response.statusCode, response.body).toBe(201);
  return Authorization.parse(response.json());
}

/** A client signed in as `account` (a new active account when absent), as the authorization tests' one. */
export async function accountClient(
  server: AppsServer,
  existing?: Account,
): Promise<{ client: Client; account: Account }> {
  const account = existing ?? (await activeAccount(server, 'apps'));
  const session = z
    .object({ token: z.string() })
    .parse((await login(server, account.email, account.password)).json());
  const headers = bearer(session.token);
  const user = await usersRepository(server.ctx.database.db).findByEmail(account.email);
  const client: Client = {
    teamId: user?.defaultTeamId ?? '',
    async call(method, url, payload) {
      return server.app.inject({
        method,
        url,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    },
  };
  return { client, account };
}

export function removeDataDir(server: AppsServer): void {
  rmSync(server.dataDir, { recursive: true, force: true });
}

export const node = (id: string, serviceId: string, params: Record<string, unknown> = {}, x = 0) => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x, y: 0 },
  params,
});

/** A chain of steps, each after the one before. */
export function chain(...nodes: ReturnType<typeof node>[]) {
  return {
    schemaVersion: 1,
    nodes,
    edges: nodes.slice(1).map((n, i) => ({
      id: `e${i}`,
      source: nodes[i]?.id ?? '',
      sourceHandle: null,
      target: n.id,
    })),
  };
}

/**
 * Saves a new workflow with this graph; `everyMinute` turns its schedule on (polling triggers),
 * `webhook` its webhook (app webhook triggers). Returns its id and its webhook's id.
 */
export async function saveWorkflowWith(
  client: Client,
  graph: unknown,
  on: { everyMinute?: boolean; webhook?: boolean },
) {
  const created = WorkflowResponse.parse((await client.call('POST', '/api/workflow', {})).json());
  const saved = await client.call('PUT', `/api/workflow/${created.id}`, {
    data: {
      ...created.data,
      ...(on.everyMinute
        ? {
            schedule: {
              ...created.data.schedule,
              active: true,
              period: { ...created.data.schedule.period, type: 'minute', value: 1 },
            },
          }
        : {}),
      ...(on.webhook ? { webhook: { ...created.data.webhook, active: true } } : {}),
    },
    graph,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return WorkflowResponse.parse(saved.json());
}

/** Saves a new workflow with this graph; `everyMinute` turns its schedule on (polling triggers). */
export async function saveWorkflow(client: Client, graph: unknown, everyMinute = false) {
  const created = WorkflowResponse.parse((await client.call('POST', '/api/workflow', {})).json());
  const schedule = everyMinute
    ? {
        ...created.data.schedule,
        active: true,
        period: { ...created.data.schedule.period, type: 'minute', value: 1 },
      }
    : created.data.schedule;
  const saved = await client.call('PUT', `/api/workflow/${created.id}`, {
    data: { ...created.data, schedule },
    graph,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return created.id;
}

async function settled(client: Client, runId: string): Promise<RunDetail> {
  for (;;) {
    const detail = RunDetail.parse((await client.call('GET', `/api/run/${runId}`)).json());
    if (!['queued', 'running'].includes(detail.status)) return detail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs the workflow by hand and waits for the run's end. */
export async function runOnce(client: Client, workflowId: string): Promise<RunDetail> {
  const queued = await client.call('POST', `/api/workflow/${workflowId}/run`, {});
  expect(queued.statusCode, queued.body).toBeLessThan(300);
  return settled(client, RunQueuedResponse.parse(queued.json()).runId);
}

/** Fires the workflow's schedule as of `at` and waits for every run of the workflow to end. */
export async function tickAndSettle(server: Server, client: Client, workflowId: string, at: Date) {
  const scheduler = new Scheduler(
    server.ctx.database.db,
    server.ctx.runtime,
    server.ctx.logger,
    server.ctx.dependencies,
  );
  const fired = await scheduler.tick(at);
  expect(fired).toContain(workflowId);
  const runs = await runsRepository(server.ctx.database.db).listForWorkflow(client.teamId, workflowId, {
    page: 0,
    pageSize: 100,
  });
  return Promise.all(runs.items.map((run) => settled(client, run.id)));
}

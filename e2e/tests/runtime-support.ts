/** Helpers shared by the runtime-*.e2e.ts browser tests: a server per file, an API session, workflows, runs. */
import { spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { LoginResponse, RunDetail, RunQueuedResponse, WorkflowResponse } from '@flowlane/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { type RunningApp, signedInContext, startBuiltApp } from '../src/index.js';
import { PASSWORD, registerAndActivate } from './auth-support.js';

export const DESKTOP = { width: 1440, height: 900 } as const;
const START_TIMEOUT_MS = 120_000;

let app: Pick<RunningApp, 'url' | 'stop'> | undefined;

/**
 * Each runtime test file runs its own server (fresh DATA_DIR), so its dashboards count only its own runs
 * and its registrations do not use up the per-address limit the other files share. Call it first inside
 * the file's describe. FLOWLANE_E2E_RUNTIME_URL points the file at a server already running instead.
 */
export function useRuntimeServer(): void {
  beforeAll(async () => {
    const given = process.env.FLOWLANE_E2E_RUNTIME_URL;
    app = given
      ? { url: given, dataDir: '', process: spawn('true'), stop: async () => {} }
      : await startServer();
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await app?.stop();
    app = undefined;
  });
}

/** The built app on a fresh DATA_DIR of its own (startBuiltApp waits up to 120 s and cleans up). */
const startServer = (): Promise<RunningApp> => startBuiltApp();

/** An address on this file's server. */
export function runtimeUrl(path: string): string {
  if (!app) throw new Error('useRuntimeServer() has not started the server');
  return `${app.url}${path}`;
}

/** A made-up client address per call, clear of the per-address limits on register and login. */
const someAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

async function post(path: string, body: unknown, address: string): Promise<Response> {
  return fetch(runtimeUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

/** Registers and activates a fresh account (its own team on the Free Trial: a flow admin). */
export function createAccount(displayName: string): Promise<string> {
  const email = `runtime-${randomUUID().slice(0, 8)}@example.com`;
  const address = someAddress();
  return registerAndActivate(runtimeUrl(''), email, displayName, (path, body) => post(path, body, address));
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in API client for one account (its own Bearer token, as another device would have). */
export class Api {
  constructor(private readonly token: string) {}

  static async login(email: string, password = PASSWORD): Promise<Api> {
    const response = await post('/api/login', { username: email, password }, someAddress());
    if (!response.ok) throw new Error(`login answered ${response.status}`);
    return new Api(LoginResponse.parse(await response.json()).token);
  }

  async call(method: Method, path: string, body?: unknown): Promise<Response> {
    return fetch(runtimeUrl(path), {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async json<T>(method: Method, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const response = await this.call(method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return schema.parse(JSON.parse(text));
  }

  /** Creates a workflow with a title and a graph (POST {}, then PUT the whole object). */
  async createWorkflow(title: string, graph: Graph): Promise<WorkflowResponse> {
    const created = await this.json('POST', '/api/workflow', WorkflowResponse, {});
    return this.json('PUT', `/api/workflow/${created.id}`, WorkflowResponse, {
      data: { ...created.data, title, description: `${title} (e2e)` },
      graph,
    });
  }

  async workflow(id: string): Promise<WorkflowResponse> {
    return this.json('GET', `/api/workflow/${id}`, WorkflowResponse);
  }

  /** Saves a new graph on a workflow, keeping its data. */
  async saveGraph(id: string, graph: Graph): Promise<WorkflowResponse> {
    const current = await this.workflow(id);
    return this.json('PUT', `/api/workflow/${id}`, WorkflowResponse, { data: current.data, graph });
  }

  async run(workflowId: string, payload: unknown = {}): Promise<string> {
    const queued = await this.json('POST', `/api/workflow/${workflowId}/run`, RunQueuedResponse, payload);
    return queued.runId;
  }

  async runDetail(runId: string): Promise<RunDetail> {
    return this.json('GET', `/api/run/${runId}`, RunDetail);
  }

  /** Polls a run until it has finished. */
  async finished(runId: string): Promise<RunDetail> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const run = await this.runDetail(runId);
      if (run.status !== 'queued' && run.status !== 'running') return run;
      if (Date.now() > deadline) throw new Error(`run ${runId} is still ${run.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Runs a workflow and waits for the run to end. */
  async runToEnd(workflowId: string, payload: unknown = {}): Promise<RunDetail> {
    return this.finished(await this.run(workflowId, payload));
  }

  /** The built-in service ids, so the graphs below use what the server really has. */
  async serviceIds(): Promise<Set<string>> {
    const services = await this.json(
      'GET',
      '/api/service-library/services',
      z.array(z.object({ id: z.string() })),
    );
    return new Set(services.map((service) => service.id));
  }
}

export type Graph = WorkflowResponse['graph'];
type GraphNode = Graph['nodes'][number];

const node = (id: string, serviceId: string, params: Record<string, unknown>, x: number): GraphNode => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x, y: 0 },
  params,
});

/** A chain of steps from a manual trigger, each step fed by the one before. */
export function chain(...steps: [name: string, serviceId: string, params: Record<string, unknown>][]): Graph {
  const nodes = [
    node('Start', 'trigger.manual', {}, 0),
    ...steps.map(([n, s, p], i) => node(n, s, p, 240 * (i + 1))),
  ];
  return {
    schemaVersion: 1,
    nodes,
    edges: nodes.slice(1).map((target, i) => ({
      id: `e${i}`,
      source: nodes[i]?.id ?? '',
      sourceHandle: null,
      target: target.id,
    })),
  };
}

export const SERVICES = {
  set: 'data.set',
  code: 'code.javascript',
  delay: 'flow.delay',
} as const;

/** Manual trigger → Set { greeting, doubled }. */
export const setGraph = () =>
  chain(['Greeting', SERVICES.set, { values: { greeting: 'hello', doubled: '{{ trigger.n * 2 }}' } }]);

/** Manual trigger → Code that throws: the run fails at its second step. */
export const failingGraph = () =>
  chain(['Explode', SERVICES.code, { code: "throw new Error('boom from e2e');" }]);

/** Manual trigger → Delay (seconds) → Set: a run that stays running for a while. */
export const slowGraph = (seconds: number) =>
  chain(
    ['Wait', SERVICES.delay, { amount: seconds, unit: 'seconds' }],
    ['Done', SERVICES.set, { values: { done: true } }],
  );

/** A fresh browser context, signed in (signedInContext), at `path` (with an optional browser time zone). */
export async function openSignedIn(
  browser: Browser,
  email: string,
  path: string,
  options: { timezoneId?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await signedInContext(
    browser,
    runtimeUrl(''),
    { username: email, password: PASSWORD },
    {
      viewport: options.viewport ?? DESKTOP,
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    },
  );
  const page = await context.newPage();
  await page.goto(runtimeUrl(path));
  // The first page of a freshly started server can be slow on a busy machine.
  await page.getByTestId('app-shell').waitFor({ timeout: 60_000 });
  return page;
}

/** A signed-in account with its API client. */
export async function freshAccount(name: string): Promise<{ email: string; api: Api }> {
  const email = await createAccount(name);
  return { email, api: await Api.login(email) };
}

export { messageShown } from '../src/index.js';

/** Normalises Intl output (narrow no-break spaces and the like) so Node's and Chromium's compare equal. */
export const normalSpaces = (text: string | null) => (text ?? '').replace(/\s+/gu, ' ').trim();

/** The same formatting the app uses for a start time, in a time zone. */
export function formatStart(iso: string, timeZone: string): string {
  return normalSpaces(
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(
      new Date(iso),
    ),
  );
}

export const closeContext = (page: Page) => page.context().close();

import { RunDetail, RunQueuedResponse, WorkflowResponse } from '@flowlane/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { usersRepository } from '../db/index.js';
import type { TestServer } from './server.js';

/** A signed-in user of a test server, calling its API the way the web app does (tests only). */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The server's answer, as `app.inject` gives it. */
type Answer = LightMyRequestResponse;
type WorkflowData = WorkflowResponse['data'];
/** What a saved workflow's data holds over the defaults: fields, or fields made from the defaults. */
type DataOver = Record<string, unknown> | ((defaults: WorkflowData) => Record<string, unknown>);

export type Client = {
  teamId: string;
  /** The signed-in user's id ('' where the client was made from a token alone). */
  userId: string;
  headers: Record<string, string>;
  /** Every response body this client received, to prove no secret ever left the server. */
  bodies: string[];
  /** Sends `payload` as JSON when given. */
  call(method: Method, url: string, payload?: unknown): Promise<Answer>;
  /** Sends a body as it is (a CSV upload, a multipart form). */
  send(url: string, body: string | Buffer, contentType: string): Promise<Answer>;
  /** Creates a workflow and saves `graph` (and `data` over its defaults) into it. */
  saveWorkflow(
    graph: unknown,
    data?: DataOver,
  ): Promise<{ id: string; saved: Answer; workflow: WorkflowResponse }>;
  /** The same, expecting the save to be accepted: the saved workflow. */
  createWorkflow(graph: unknown, data?: DataOver): Promise<WorkflowResponse>;
  /** Runs a workflow by hand: its run's id. */
  run(workflowId: string, input?: unknown): Promise<string>;
  /** The run as it is now. */
  runDetail(runId: string): Promise<RunDetail>;
  /** The run once it is neither queued nor running (polled; bounded by tries, not by time). */
  finished(runId: string): Promise<RunDetail>;
};

const Session = z.object({ token: z.string() });
const POLL_MS = 25;
const POLLS = 2000;

/** A client of a fresh, activated, signed-in account named after `label`. */
export async function signedInClient(server: TestServer, label: string): Promise<Client> {
  const account = await activeAccount(server, label);
  const session = Session.parse((await login(server, account.email, account.password)).json());
  const user = await usersRepository(server.ctx.database.db).findByEmail(account.email);
  return clientFor(server, session.token, user?.defaultTeamId ?? '', user?.id ?? '');
}

/** A client calling with an access token already at hand. */
export function clientFor(server: TestServer, token: string, teamId: string, userId = ''): Client {
  const headers = bearer(token);
  const bodies: string[] = [];
  const answer = async (request: InjectOptions): Promise<Answer> => {
    const response = await server.app.inject(request);
    bodies.push(response.body);
    return response;
  };
  const client: Client = {
    teamId,
    userId,
    headers,
    bodies,
    call: (method, url, payload) =>
      answer({
        method,
        url,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      }),
    send: (url, body, contentType) =>
      answer({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload: body }),
    async saveWorkflow(graph, data = {}) {
      const created = WorkflowResponse.parse((await client.call('POST', '/api/workflow', {})).json());
      const over = typeof data === 'function' ? data(created.data) : data;
      const saved = await client.call('PUT', `/api/workflow/${created.id}`, {
        data: { ...created.data, ...over },
        graph,
      });
      const workflow = saved.statusCode === 200 ? WorkflowResponse.parse(saved.json()) : created;
      return { id: created.id, saved, workflow };
    },
    async createWorkflow(graph, data) {
      const { saved, workflow } = await client.saveWorkflow(graph, data);
      expect(saved.statusCode, saved.body).toBe(200);
      return workflow;
    },
    async run(workflowId, input = {}) {
      const queued = await client.call('POST', `/api/workflow/${workflowId}/run`, input);
      if (queued.statusCode >= 300) throw new Error(`run refused: ${queued.statusCode} ${queued.body}`);
      return RunQueuedResponse.parse(queued.json()).runId;
    },
    runDetail: async (runId) => RunDetail.parse((await client.call('GET', `/api/run/${runId}`)).json()),
    async finished(runId) {
      for (let i = 0; i < POLLS; i++) {
        const detail = await client.runDetail(runId);
        if (!['queued', 'running'].includes(detail.status)) return detail;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      throw new Error(`run ${runId} did not finish`);
    },
  };
  return client;
}

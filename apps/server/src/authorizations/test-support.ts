import { Authorization, WorkflowResponse } from '@flowlane/contracts';
import { expect } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { usersRepository } from '../db/index.js';
import type { TestServer } from '../testing/index.js';

/** Helpers for the authorization tests (only *.test.ts files import this). */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Client = {
  teamId: string;
  /** Every response body this client received, to prove no secret ever left the server. */
  bodies: string[];
  call(
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<{ statusCode: number; body: string; json(): unknown }>;
};

export async function signedInClient(server: TestServer, label: string): Promise<Client> {
  const account = await activeAccount(server, label);
  const session = z
    .object({ token: z.string() })
    .parse((await login(server, account.email, account.password)).json());
  const headers = bearer(session.token);
  const user = await usersRepository(server.ctx.database.db).findByEmail(account.email);
  const bodies: string[] = [];
  return {
    teamId: user?.defaultTeamId ?? '',
    bodies,
    async call(method, url, payload) {
      const response = await server.app.inject({
        method,
        url,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      bodies.push(response.body);
      return response;
    },
  };
}

export async function createAuthorization(
  client: Client,
  templateId: string,
  name: string,
  fields: Record<string, unknown>,
): Promise<Authorization> {
  const response = await client.call('POST', '/api/authorization', { templateId, name, fields });
  expect(response.statusCode, response.body).toBe(201);
  return Authorization.parse(response.json());
}

export const node = (id: string, serviceId: string, params: Record<string, unknown> = {}, x = 0) => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x, y: 0 },
  params,
});

/** A workflow: a manual trigger followed by `step`. */
export function graphWith(step: ReturnType<typeof node>) {
  return {
    schemaVersion: 1,
    nodes: [node('t', 'trigger.manual'), step],
    edges: [{ id: `t-${step.id}`, source: 't', sourceHandle: null, target: step.id }],
  };
}

export async function saveWorkflow(client: Client, graph: unknown) {
  const created = WorkflowResponse.parse((await client.call('POST', '/api/workflow', {})).json());
  const saved = await client.call('PUT', `/api/workflow/${created.id}`, { data: created.data, graph });
  return { id: created.id, saved };
}

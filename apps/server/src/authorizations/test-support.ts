import { Authorization } from '@flowlane/contracts';
import { expect } from 'vitest';
import type { Client } from '../testing/api-client.js';

/** Helpers for the authorization tests (only *.test.ts files import this). */

export { type Client, signedInClient } from '../testing/api-client.js';

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
  const { id, saved } = await client.saveWorkflow(graph);
  return { id, saved };
}

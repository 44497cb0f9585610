import { Authorization } from '@flowlane/contracts';
import { expect } from 'vitest';
import type { Client } from '../testing/api-client.js';

/** Helpers for the authorization tests (only *.test.ts files import this). */

export { type Client, signedInClient } from '../testing/api-client.js';
export { graphWith, node } from '../testing/graphs.js';

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

export async function saveWorkflow(client: Client, graph: unknown) {
  const { id, saved } = await client.saveWorkflow(graph);
  return { id, saved };
}

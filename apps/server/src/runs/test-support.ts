import { WorkflowResponse } from '@flowlane/contracts';
import { activeAccount, bearer, signIn } from '../accounts/test-support.js';
import { type NewRun, usersRepository } from '../db/index.js';
import type { TestServer } from '../testing/index.js';

/** Helpers for the run tests (not shipped: only *.test.ts files import this). */

type Graph = WorkflowResponse['graph'];

/** A step of a test graph, named by its id, at the origin. */
export const node = (id: string, serviceId: string, params: Record<string, unknown> = {}) => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x: 0, y: 0 },
  params,
});

/** A graph of those steps one after another. */
export const chain = (...nodes: ReturnType<typeof node>[]): Graph => ({
  schemaVersion: 1,
  nodes,
  edges: nodes.slice(1).map((n, i) => ({
    id: `e${i}`,
    source: nodes[i]?.id ?? '',
    sourceHandle: null,
    target: n.id,
  })),
});

/** A new account's team with one empty workflow, for tests that store its runs through the repository. */
export async function teamWithWorkflow(
  server: TestServer,
  label: string,
): Promise<{ teamId: string; workflowId: string }> {
  const account = await activeAccount(server, label);
  const { token } = await signIn(server, account);
  const teamId = (await usersRepository(server.ctx.database.db).findByEmail(account.email))?.defaultTeamId;
  if (!teamId) throw new Error('the account has no team');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/workflow',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: '{}',
  });
  return { teamId, workflowId: WorkflowResponse.parse(created.json()).id };
}

/** `count` manual runs of the workflow, each with its number as its trigger data (`{ n }`). */
export function manualRuns(teamId: string, workflowId: string, count: number): NewRun[] {
  return Array.from({ length: count }, (_, n) => ({
    teamId,
    workflowId,
    workflowVersion: 1,
    trigger: 'manual' as const,
    triggerData: { n },
  }));
}

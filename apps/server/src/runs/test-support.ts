import { WorkflowResponse } from '@flowlane/contracts';
import { activeAccount, bearer, signIn } from '../accounts/test-support.js';
import { type NewRun, usersRepository } from '../db/index.js';
import type { TestServer } from '../testing/index.js';

/** Helpers for the run tests (not shipped: only *.test.ts files import this). */

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

import { WorkflowResponse } from '@flowlane/contracts';
import type { NewRun } from '../db/index.js';
import { signedInClient } from '../testing/api-client.js';
import type { TestServer } from '../testing/index.js';

/** Helpers for the run tests (not shipped: only *.test.ts files import this). */

export { chain, node } from '../testing/graphs.js';

/** A new account's team with one empty workflow, for tests that store its runs through the repository. */
export async function teamWithWorkflow(
  server: TestServer,
  label: string,
): Promise<{ teamId: string; workflowId: string }> {
  const client = await signedInClient(server, label);
  if (!client.teamId) throw new Error('the account has no team');
  const created = await client.call('POST', '/api/workflow', {});
  return { teamId: client.teamId, workflowId: WorkflowResponse.parse(created.json()).id };
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

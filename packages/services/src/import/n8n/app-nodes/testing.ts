import type { WorkflowNode } from '@flowlane/contracts';
import { expect, it } from 'vitest';
import { convertN8nWorkflow } from '../convert.js';
import { N8N_NODE_MAPPINGS } from '../node-table.js';
import { describeService, manualTrigger, step } from '../testing.js';

// Test support for the app rows' tests: an app node imported after a manual trigger, and what to expect.

export { describeService, readFixture, step } from '../testing.js';

/** A resource locator as n8n exports a choice from its list: the id, the name shown, and its link if kept. */
export const fromList = (value: string, cachedResultName: string, cachedResultUrl?: string) => ({
  __rl: true,
  value,
  mode: 'list',
  cachedResultName,
  ...(cachedResultUrl ? { cachedResultUrl } : {}),
});

/** An n8n app node (`n8n-nodes-base.<name>`) after a manual trigger, as n8n exports it, converted with the app rows. */
export function importApp(name: string, typeVersion: number, parameters: Record<string, unknown>) {
  const node = { type: `n8n-nodes-base.${name}`, typeVersion, parameters };
  const { graph, report } = convertN8nWorkflow(
    {
      nodes: [
        manualTrigger,
        { id: '51f7694c-0d4c-4f84-9e4f-8a8fe8db18c9', name: 'App', position: [220, 0], ...node },
      ],
      connections: { Start: { main: [[{ node: 'App', type: 'main', index: 0 }]] } },
    },
    { describe: describeService, table: N8N_NODE_MAPPINGS },
  );
  const made = step(graph.nodes, 'App');
  const notes = report.needsHand.filter((n) => n.node === 'App');
  return { made, notes, details: notes.filter((n) => n.kind !== 'authorization').map((n) => n.detail) };
}

/** It became our step with these params, and asks for an authorization (credentials never come along). */
export function expectStep(
  { made, notes }: { made: WorkflowNode; notes: { kind: string }[] },
  serviceId: string,
  params: unknown,
) {
  expect(made.serviceId).toBe(serviceId);
  expect(made.params).toEqual(params);
  expect(notes.filter((n) => n.kind === 'authorization')).toHaveLength(1);
}

export const listed = expect.stringContaining('"items" list');

/** Each case (node name, typeVersion, parameters, reason) imports as a placeholder that says why. */
export function expectPlaceholders(cases: [string, number, Record<string, unknown>, string][]) {
  it.each(cases)(
    'keeps n8n-nodes-base.%s %s %j as a placeholder: %s',
    (name, typeVersion, parameters, reason) => {
      const type = `n8n-nodes-base.${name}`;
      const { made, notes } = importApp(name, typeVersion, parameters);
      expect(made.serviceId).toBe('n8n.placeholder');
      expect(made.params).toMatchObject({ n8nType: type, reason, n8nParameters: parameters });
      expect(notes).toEqual([{ node: 'App', stepId: 'app', kind: 'unmapped', detail: `${type}: ${reason}` }]);
    },
  );
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WorkflowNode } from '@flowlane/contracts';
import { builtInServices } from '../../catalog/index.js';
import { ServiceRegistry } from '../../registry.js';

// Test support shared by the importer's tests: the built-in services, the stored exports, n8n's usual first node.

export const registry = new ServiceRegistry(builtInServices);
export const describeService = (id: string) => registry.get(id)?.descriptor;

export const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
export const readFixture = (file: string): unknown => JSON.parse(readFileSync(`${fixtures}${file}`, 'utf8'));

export const step = (nodes: readonly WorkflowNode[], name: string) => {
  const found = nodes.find((n) => n.name === name);
  if (!found) throw new Error(`no step named ${name}`);
  return found;
};

/** n8n's Manual Trigger as exported, named Start. */
export const manualTrigger = {
  name: 'Start',
  type: 'n8n-nodes-base.manualTrigger',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
};

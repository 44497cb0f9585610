import type { ServiceDescriptor } from '@flowlane/contracts';
import type { StepNode } from '../model/types';
import type { CompletionScope } from './completions';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A step's output fields: its service's output schema, its pinned data and its last output. */
function fieldsOf(node: StepNode, service: ServiceDescriptor | undefined, output: unknown): string[] {
  const keys = new Set<string>();
  const properties = service?.outputSchema.properties;
  if (isRecord(properties)) for (const key of Object.keys(properties)) keys.add(key);
  for (const sample of [node.data.pinnedData, output]) {
    if (isRecord(sample)) for (const key of Object.keys(sample)) keys.add(key);
  }
  return [...keys];
}

/**
 * What the editor of step `nodeId` completes, from the canvas as it is: the other steps (id, name,
 * fields), the first trigger's fields (what `trigger` holds in a run), and the mapper functions.
 */
export function completionScope(input: {
  nodeId: string;
  code: boolean;
  nodes: readonly StepNode[];
  services: ReadonlyMap<string, ServiceDescriptor>;
  outputs: ReadonlyMap<string, { output?: unknown }>;
  functions: CompletionScope['functions'];
}): CompletionScope {
  const { nodes, services, outputs } = input;
  const describe = (node: StepNode) =>
    fieldsOf(node, services.get(node.data.serviceId), outputs.get(node.id)?.output);
  const trigger = nodes.find((n) => services.get(n.data.serviceId)?.kind === 'trigger');
  return {
    steps: nodes
      .filter((n) => n.id !== input.nodeId)
      .map((n) => ({ id: n.id, name: n.data.name, fields: describe(n) })),
    trigger: trigger ? describe(trigger) : [],
    functions: input.functions,
    code: input.code,
  };
}

import type { ServiceDescriptor, WorkflowNode } from '@flowlane/contracts';
import { ERROR_HANDLE } from '../graph/handles.js';

/**
 * The handles a node's edges may leave by: the service's fixed ones, those its params name (Switch cases),
 * and 'error' when the node routes failures to an edge. Undefined when the params name handles through a
 * mapping, which only the run can tell.
 */
export function outputHandlesOf(node: WorkflowNode, descriptor: ServiceDescriptor): Set<string> | undefined {
  const handles = new Set(descriptor.outputHandles.map((h) => h.id));
  if (node.settings?.onError === 'errorEdge') handles.add(ERROR_HANDLE);
  const dynamic = descriptor.dynamicOutputHandles;
  if (!dynamic) return handles;
  const items = node.params[dynamic.param];
  if (items === undefined) return handles;
  if (!Array.isArray(items)) return undefined;
  for (const item of items) {
    const id: unknown =
      item !== null && typeof item === 'object' ? Reflect.get(item, dynamic.idKey) : undefined;
    if (typeof id !== 'string') return undefined;
    handles.add(id);
  }
  return handles;
}

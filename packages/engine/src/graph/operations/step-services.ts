import type { OutputHandle, ServiceDescriptor, WorkflowNode } from '@flowlane/contracts';
import { outputHandlesOf } from '../../validation/output-handles.js';
import { ERROR_HANDLE, MAIN_HANDLE } from '../handles.js';

/**
 * What graph operations need to know of a step's service: whether it takes input and which outputs it has.
 * The designer passes its loaded catalogue, the server its registry's descriptors. A service it does not
 * know takes input and has one output, 'main' (as the designer draws it).
 */
export type DescribeService = (serviceId: string) => ServiceDescriptor | undefined;

export const describeNoService: DescribeService = () => undefined;

/** Triggers start a run; nothing may lead into them. */
export function acceptsInput(descriptor: ServiceDescriptor | undefined): boolean {
  return descriptor?.kind !== 'trigger';
}

const field = (item: unknown, key: string): unknown =>
  item !== null && typeof item === 'object' ? Reflect.get(item, key) : undefined;

const DEFAULT_OUTPUT: OutputHandle = { id: MAIN_HANDLE, label: 'Output' };
const ERROR_OUTPUT: OutputHandle = { id: ERROR_HANDLE, label: 'Error' };

/**
 * A step's outputs as the designer lists them: the ones its params name first (Switch's cases, so they read
 * top-down before 'default'), then the service's fixed ones, then 'error' while failures go to an edge. A
 * service nobody describes has one output, 'main'. Params that name outputs through a mapping name none.
 */
export function outputHandleList(
  step: Pick<WorkflowNode, 'params' | 'settings'>,
  descriptor: ServiceDescriptor | undefined,
): OutputHandle[] {
  const handles: OutputHandle[] = [];
  const add = (handle: OutputHandle) => {
    if (!handles.some((h) => h.id === handle.id)) handles.push(handle);
  };
  const dynamic = descriptor?.dynamicOutputHandles;
  const items = dynamic ? step.params[dynamic.param] : undefined;
  if (dynamic && Array.isArray(items)) {
    for (const item of items) {
      const id = field(item, dynamic.idKey);
      if (typeof id !== 'string' || id === '') continue;
      const label = dynamic.labelKey ? field(item, dynamic.labelKey) : undefined;
      add({ id, label: typeof label === 'string' && label !== '' ? label : id });
    }
  }
  for (const handle of descriptor ? descriptor.outputHandles : [DEFAULT_OUTPUT]) add(handle);
  if (step.settings?.onError === 'errorEdge') add(ERROR_OUTPUT);
  return handles;
}

/** The output a step continues by when it is put in front of other steps: the first one it lists. */
export function firstOutputOf(node: WorkflowNode, descriptor: ServiceDescriptor | undefined): string {
  return outputHandleList(node, descriptor)[0]?.id ?? MAIN_HANDLE;
}

/**
 * The handles edges may leave `node` by, or undefined when its params name them through a mapping (only
 * a run can tell). The same rule the workflow's validation refuses unknown handles by.
 */
export function knownOutputHandles(
  node: WorkflowNode,
  descriptor: ServiceDescriptor | undefined,
): Set<string> | undefined {
  if (descriptor) return outputHandlesOf(node, descriptor);
  const handles = new Set([MAIN_HANDLE]);
  if (node.settings?.onError === 'errorEdge') handles.add(ERROR_HANDLE);
  return handles;
}

/** Whether edges may leave `node` by `handle` (yes when only a run can tell its handles). */
export function hasOutput(node: WorkflowNode, handle: string, describe: DescribeService): boolean {
  return knownOutputHandles(node, describe(node.serviceId))?.has(handle) ?? true;
}

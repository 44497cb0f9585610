import type { ServiceDescriptor } from '@flowlane/contracts';
import { ERROR_HANDLE, MAIN_HANDLE, type StepData } from './types';

export type HandleView = { id: string; label: string };

const DEFAULT_OUTPUT: HandleView = { id: MAIN_HANDLE, label: 'Output' };

function field(item: unknown, key: string): unknown {
  return item !== null && typeof item === 'object' ? Reflect.get(item, key) : undefined;
}

/**
 * The labelled outputs a step shows, as the engine's `outputHandlesOf` allows them: the service's fixed
 * handles, the ones its params name (Switch cases, listed first so they read top-down before 'default'),
 * and 'error' when failures go to an edge. A service the catalogue does not know keeps one output.
 */
export function outputHandles(
  service: ServiceDescriptor | undefined,
  data: Pick<StepData, 'params' | 'settings'>,
): HandleView[] {
  const handles: HandleView[] = [];
  const seen = new Set<string>();
  const add = (handle: HandleView) => {
    if (seen.has(handle.id)) return;
    seen.add(handle.id);
    handles.push(handle);
  };
  const dynamic = service?.dynamicOutputHandles;
  const items = dynamic ? data.params[dynamic.param] : undefined;
  if (dynamic && Array.isArray(items)) {
    for (const item of items) {
      const id = field(item, dynamic.idKey);
      if (typeof id !== 'string' || id === '') continue;
      const label = dynamic.labelKey ? field(item, dynamic.labelKey) : undefined;
      add({ id, label: typeof label === 'string' && label !== '' ? label : id });
    }
  }
  for (const handle of service ? service.outputHandles : [DEFAULT_OUTPUT]) add(handle);
  if (data.settings?.onError === 'errorEdge') add({ id: ERROR_HANDLE, label: 'Error' });
  return handles;
}

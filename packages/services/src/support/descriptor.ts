import type { OutputHandle, ServiceAction } from '@flowlane/contracts';

/** Small builders for descriptors; a step's form fields come from its props (the engine's defineStep). */

export const MAIN_OUTPUT: OutputHandle[] = [{ id: 'main', label: 'Output' }];

export const RUN_ACTION: ServiceAction[] = [{ id: 'run', name: 'Run', description: 'Run the step' }];

/** A JSON Schema object with the given properties. */
export function objectSchema(properties: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { type: 'object', properties, ...extra };
}

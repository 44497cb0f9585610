import type { OutputHandle, ServiceDescriptor } from '@flowlane/contracts';
import { outputHandleList } from '@flowlane/engine/browser';
import type { StepData } from './types';

/**
 * The outputs a step shows: the engine's `outputHandleList`, the rule graph edits wire by, under the name
 * the canvas, the palette and the store import (no copy of the rule lives here).
 */
export const outputHandles = (
  service: ServiceDescriptor | undefined,
  data: Pick<StepData, 'params' | 'settings'>,
): OutputHandle[] => outputHandleList(data, service);

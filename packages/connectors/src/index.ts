import type { ServiceDefinition } from '@flowlane/engine';
import { APPS } from './apps/index.js';
import type { AppSpec } from './kit/app.js';
import { DEFAULT_KIT_CONFIG, type KitConfig } from './kit/executor.js';
import { appServices } from './kit/services.js';

export { APPS } from './apps/index.js';
export {
  type AppAuth,
  type AppRequest,
  type AppSpec,
  defineApp,
  defineOperation,
  definePollingTrigger,
  type OperationContext,
  type OperationSpec,
  type PaginationSpec,
  type PollingTriggerSpec,
  type RequestSpec,
} from './kit/app.js';
export {
  AppSession,
  abortableWait,
  DEFAULT_KIT_CONFIG,
  fillPath,
  type KitConfig,
  type ListResult,
  paginate,
  requestOf,
  retryAfterMs,
} from './kit/executor.js';
export { pollOnce, pollStateKey } from './kit/polling.js';
export { appServices, customApiCall } from './kit/services.js';

/** The steps of every app (or of `apps`), for the server's service registry. */
export function createAppServices(
  overrides: Partial<KitConfig> = {},
  apps: readonly AppSpec[] = APPS,
): ServiceDefinition[] {
  const config: KitConfig = { ...DEFAULT_KIT_CONFIG, ...overrides };
  return apps.flatMap((app) => appServices(app, config));
}

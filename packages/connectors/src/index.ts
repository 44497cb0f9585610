import type { ServiceDefinition } from '@flowlane/engine';
import { APPS } from './apps/index.js';
import type { AppSpec } from './kit/app.js';
import { DEFAULT_KIT_CONFIG, type KitConfig } from './kit/executor.js';
import { AppOptions } from './kit/options.js';
import { appServices } from './kit/services.js';
import { AppHooks } from './kit/webhooks.js';

export { APPS } from './apps/index.js';
export {
  type AppAuth,
  type AppRequest,
  type AppSpec,
  defineApp,
  defineOperation,
  definePollingTrigger,
  defineWebhookTrigger,
  type HookContext,
  type OperationContext,
  type OperationSpec,
  type OptionLoaderSpec,
  type PaginationSpec,
  type PollingTriggerSpec,
  type RequestSpec,
  type WebhookDelivery,
  type WebhookTriggerSpec,
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
  type SessionContext,
} from './kit/executor.js';
export { AppOptions, MAX_OPTIONS, type OptionsHost, type OptionsRequest } from './kit/options.js';
export { pollOnce, pollStateKey } from './kit/polling.js';
export { appServices, customApiCall } from './kit/services.js';
export {
  AppHooks,
  type DeliveryVerdict,
  type HookHost,
  type HookNode,
  hookStateKey,
} from './kit/webhooks.js';

/** The steps of every app (or of `apps`), for the server's service registry. */
export function createAppServices(
  overrides: Partial<KitConfig> = {},
  apps: readonly AppSpec[] = APPS,
): ServiceDefinition[] {
  const config: KitConfig = { ...DEFAULT_KIT_CONFIG, ...overrides };
  return apps.flatMap((app) => appServices(app, config));
}

/** The app webhooks' registration and delivery checks, for the server's trigger lifecycle. */
export function createAppHooks(
  overrides: Partial<KitConfig> = {},
  apps: readonly AppSpec[] = APPS,
): AppHooks {
  return new AppHooks(apps, { ...DEFAULT_KIT_CONFIG, ...overrides });
}

/** The apps' option loaders (a field's choices from the account), for the designer's step panel. */
export function createAppOptions(
  overrides: Partial<KitConfig> = {},
  apps: readonly AppSpec[] = APPS,
): AppOptions {
  return new AppOptions(apps, { ...DEFAULT_KIT_CONFIG, ...overrides });
}

import { builtInServices } from './catalog/index.js';
import { ServiceRegistry } from './registry.js';

export { Condition, evaluateCondition, Operator } from './catalog/conditions.js';
// The catalogue
export { builtInServices, createBuiltInServices } from './catalog/index.js';
export { ReceivedMail } from './catalog/mailhook-trigger.js';
export { ScheduleTick } from './catalog/schedule-trigger.js';
// Test only: a step that kills its process, registered by a server only when its setting says so.
export { testCrashService } from './catalog/test-crash.js';
export { WebhookRequest } from './catalog/webhook-trigger.js';
// The Code step's sandbox
export {
  type CodeRunnerOptions,
  CodeRunnerPool,
  codeRunnerForTeam,
  createCodeRunner,
} from './code/worker-pool.js';
// The other engineer's connectors and SSRF guard, namespaced (testConnection for authorizations, the guard).
export * as connectors from './connectors/index.js';
export {
  createExpressionPool,
  ExpressionPool,
  type ExpressionPoolOptions,
  expressionsForTeam,
} from './expressions/expression-pool.js';
// n8n workflow import (pure: an export in, a graph and a report out)
export * as n8nImport from './import/n8n/index.js';
export * as net from './net/index.js';
// Ports backed by this package (the server passes them to the engine)
export { createAiPort } from './ports/ai-port.js';
export { nodeHashPort } from './ports/hash-port.js';
export { createHttpPort } from './ports/http-port.js';
export { systemClock } from './ports/system-clock.js';
export { ServiceRegistry } from './registry.js';
export {
  type Connectors,
  DEFAULT_SERVICE_CONFIG,
  realConnectors,
  type ServiceConfig,
} from './support/config.js';
export { fromConnectorError } from './support/errors.js';
export {
  type ChildScript,
  findChildScript,
  findWorkerScript,
  type WorkerScript,
} from './support/worker-script.js';

/** A registry of the built-in services; pass a config to the catalogue for anything but the defaults. */
export function createServiceRegistry(services = builtInServices): ServiceRegistry {
  return new ServiceRegistry(services);
}

import {
  type AppHooks,
  type AppOptions,
  createAppHooks,
  createAppOptions,
  createAppServices,
  type KitConfig,
} from '@flowlane/connectors';
import type { ServiceDescriptor } from '@flowlane/contracts';
import type { Ports, ServiceLookup } from '@flowlane/engine';
import {
  createAiPort,
  createBuiltInServices,
  createCodeRunner,
  createExpressionPool,
  createHttpPort,
  DEFAULT_SERVICE_CONFIG,
  ServiceRegistry,
  testCrashService,
} from '@flowlane/services';
import type { Config } from '../config/index.js';
import type { SandboxFigures } from '../system/metrics.js';

/** The step kinds a server runs and the outbound ports they use (HTTP through the SSRF guard, sandbox, AI). */
export type Catalog = {
  services: ServiceLookup;
  /** App webhook triggers' registration with their apps and delivery checks (absent in test catalogues). */
  hooks?: AppHooks;
  /** App fields' choices loaded from the account (absent in test catalogues). */
  options?: AppOptions;
  /** Every service's descriptor, for the designer's palette. */
  descriptors(): ServiceDescriptor[];
  outbound: Pick<Ports, 'http' | 'codeRunner' | 'ai' | 'expressions'>;
  /** The code sandbox: workers busy, jobs waiting and jobs run inline, for /metrics. */
  sandbox(): SandboxFigures;
  close(): Promise<void>;
};

/**
 * The built-in catalogue, with the SSRF guard set from ALLOW_PRIVATE_NETWORK, and the step that kills
 * its process only where a test turned FLOWLANE_TEST_CRASH_STEP on.
 */
export function createCatalog(
  config: Config,
  options: { apps?: Partial<Pick<KitConfig, 'baseUrls' | 'wait'>> } = {},
): Catalog {
  const network = { ...DEFAULT_SERVICE_CONFIG.network, allowPrivateNetwork: config.allowPrivateNetwork };
  // An AI Agent's conversation memory is kept as long as the runs it came from.
  const agentMemoryTtlMs = config.runRetentionDays * 86_400_000;
  const serviceConfig = { ...DEFAULT_SERVICE_CONFIG, network, agentMemoryTtlMs };
  // Short Code steps run on the main thread first: the trip to a worker and back cost more than they do.
  const codeRunner = createCodeRunner({ inline: {} });
  // Mappings that may run long or grow are evaluated in child processes: a runaway one cannot stall the
  // server, and one that exhausts memory ends its own process, not the server.
  const expressions = createExpressionPool({ memoryMb: config.expressionMemoryMb });
  // The app connectors' steps, on the same guarded HTTP client (tests point an app at its fake server).
  const apps = { network, ...options.apps };
  const builtIn = [...createBuiltInServices(serviceConfig), ...createAppServices(apps)];
  const registry = new ServiceRegistry(config.testCrashStep ? [...builtIn, testCrashService] : builtIn);
  return {
    services: registry,
    hooks: createAppHooks(apps),
    options: createAppOptions(apps),
    descriptors: () => registry.descriptors(),
    outbound: {
      http: createHttpPort(serviceConfig),
      codeRunner,
      ai: createAiPort(serviceConfig),
      expressions,
    },
    sandbox: () => ({
      busy: codeRunner.busy,
      queued: codeRunner.queued,
      inlineRan: codeRunner.inline?.ran ?? 0,
      inlineHandedOver: codeRunner.inline?.handedOver ?? 0,
      inlineWarm: codeRunner.inline?.warmRuns ?? 0,
    }),
    close: async () => {
      await Promise.all([codeRunner.close(), expressions.close()]);
    },
  };
}

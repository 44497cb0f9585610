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
} from '@flowlane/services';
import type { Config } from '../config/index.js';

/** The step kinds a server runs and the outbound ports they use (HTTP through the SSRF guard, sandbox, AI). */
export type Catalog = {
  services: ServiceLookup;
  /** Every service's descriptor, for the designer's palette. */
  descriptors(): ServiceDescriptor[];
  outbound: Pick<Ports, 'http' | 'codeRunner' | 'ai' | 'expressions'>;
  /** The code sandbox's workers busy and jobs waiting, for /metrics. */
  sandbox(): { busy: number; queued: number };
  close(): Promise<void>;
};

/** The built-in catalogue, with the SSRF guard set from ALLOW_PRIVATE_NETWORK. */
export function createCatalog(config: Config): Catalog {
  const network = { ...DEFAULT_SERVICE_CONFIG.network, allowPrivateNetwork: config.allowPrivateNetwork };
  const serviceConfig = { ...DEFAULT_SERVICE_CONFIG, network };
  const codeRunner = createCodeRunner();
  // Mappings that may run long are evaluated in worker threads, so a runaway one cannot stall the server.
  const expressions = createExpressionPool();
  const registry = new ServiceRegistry(createBuiltInServices(serviceConfig));
  return {
    services: registry,
    descriptors: () => registry.descriptors(),
    outbound: {
      http: createHttpPort(serviceConfig),
      codeRunner,
      ai: createAiPort(serviceConfig),
      expressions,
    },
    sandbox: () => ({ busy: codeRunner.busy, queued: codeRunner.queued }),
    close: async () => {
      await Promise.all([codeRunner.close(), expressions.close()]);
    },
  };
}

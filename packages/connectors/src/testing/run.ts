import type { WorkflowGraph } from '@flowlane/contracts';
import type { Credential, RunOptions } from '@flowlane/engine';
import { createFakePorts, type FakePorts, InMemoryCredentials, runGraph } from '@flowlane/engine/testing';
import { builtInServices, ServiceRegistry } from '@flowlane/services';
import type { AppSpec } from '../kit/app.js';
import { DEFAULT_KIT_CONFIG, type KitConfig } from '../kit/executor.js';
import { appServices } from '../kit/services.js';

export interface RunAppsOptions extends RunOptions {
  apps: readonly AppSpec[];
  credentials?: Credential[];
  config?: Partial<KitConfig>;
  ports?: FakePorts;
}

/** The kit's config for tests: private addresses allowed (fake servers listen on 127.0.0.1), no real waits. */
export function testKitConfig(overrides: Partial<KitConfig> = {}): KitConfig & { waits: number[] } {
  const waits: number[] = [];
  return {
    ...DEFAULT_KIT_CONFIG,
    network: { allowPrivateNetwork: true },
    wait: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
    waits,
  };
}

/** Runs a graph on the built-in steps and the given apps' (the engine's executor, fake ports, the real HTTP client). */
export function runApps(graph: WorkflowGraph, options: RunAppsOptions) {
  const { apps, credentials = [], config = {}, ports, ...runOptions } = options;
  const kit = testKitConfig(config);
  return runGraph(graph, {
    ...runOptions,
    ports: ports ?? createFakePorts({ credentials: new InMemoryCredentials(credentials) }),
    services: new ServiceRegistry([...builtInServices, ...apps.flatMap((app) => appServices(app, kit))]),
  }).then((result) => ({ ...result, waits: kit.waits }));
}

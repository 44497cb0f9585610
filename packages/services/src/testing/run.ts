import type { WorkflowGraph } from '@flowlane/contracts';
import type { RunOptions } from '@flowlane/engine';
import { createFakePorts, type FakePorts, runGraph } from '@flowlane/engine/testing';
import { createBuiltInServices } from '../catalog/index.js';
import { ServiceRegistry } from '../registry.js';
import type { ServiceConfig } from '../support/config.js';

export interface RunCatalogOptions extends RunOptions {
  config?: Partial<ServiceConfig>;
  ports?: FakePorts;
}

/** Runs a graph on the real catalogue (with the given config) and fake ports. */
export function runOnCatalog(graph: WorkflowGraph, options: RunCatalogOptions = {}) {
  const { config = {}, ports = createFakePorts(), ...runOptions } = options;
  return runGraph(graph, {
    ...runOptions,
    ports,
    services: new ServiceRegistry(createBuiltInServices(config)),
  });
}

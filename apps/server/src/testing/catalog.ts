import { defineService, type ServiceDefinition } from '@flowlane/engine';
import { FakeAi, FakeCodeRunner, FakeHttp, serviceLookup, testServices } from '@flowlane/engine/testing';
import { z } from 'zod';
import type { Catalog } from '../runs/catalog.js';

/** A step that needs the HTTP-request plan feature, to test plan refusals without outbound calls. */
export const testRequestFeature: ServiceDefinition = defineService({
  descriptor: {
    id: 'test.request',
    name: 'test.request',
    category: 'test',
    icon: 'test',
    description: 'needs the request plan feature',
    kind: 'action',
    actions: [{ id: 'run', name: 'Run', description: 'Run' }],
    inputs: [],
    outputSchema: { type: 'object' },
    outputHandles: [{ id: 'main', label: 'main' }],
    planFeature: 'request',
  },
  params: z.record(z.string(), z.unknown()),
  execute: () => ({ output: { called: true } }),
});

/** The engine's test services and fake outbound ports: runtime tests without network or sandbox. */
export function testCatalog(extra: readonly ServiceDefinition[] = []): Catalog {
  const all = [...testServices, testRequestFeature, ...extra];
  return {
    services: serviceLookup(all),
    descriptors: () => all.map((s) => s.descriptor),
    outbound: { http: new FakeHttp(), codeRunner: new FakeCodeRunner(), ai: new FakeAi() },
    sandbox: () => ({ busy: 0, queued: 0, inlineRan: 0, inlineHandedOver: 0, inlineWarm: 0 }),
    close: async () => {},
  };
}

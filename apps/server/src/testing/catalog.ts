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

/** A gate a test opens: runs of a `test.gate` step with its name wait for it (as long as the test needs). */
export class Gate {
  readonly name = `gate-${Math.random().toString(36).slice(2)}`;
  private release = () => {};
  private readonly opened = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  constructor() {
    openGates.set(this.name, this.opened);
  }

  open(): void {
    this.release();
  }

  static wait(name: string): Promise<void> {
    return openGates.get(name) ?? Promise.resolve();
  }
}

const openGates = new Map<string, Promise<void>>();

/** Waits for the test's gate (`params.gate`, a `Gate`'s name): a run held running without a clock. */
export const testGate: ServiceDefinition = defineService({
  descriptor: {
    ...testRequestFeature.descriptor,
    id: 'test.gate',
    name: 'test.gate',
    description: 'waits for a gate the test opens',
    planFeature: undefined,
  },
  params: z.object({ gate: z.string() }),
  execute: async (ctx) => {
    await Gate.wait(ctx.params.gate);
    return { output: { gate: ctx.params.gate } };
  },
});

/** The engine's test services and fake outbound ports: runtime tests without network or sandbox. */
export function testCatalog(extra: readonly ServiceDefinition[] = []): Catalog {
  const all = [...testServices, testRequestFeature, testGate, ...extra];
  return {
    services: serviceLookup(all),
    descriptors: () => all.map((s) => s.descriptor),
    outbound: { http: new FakeHttp(), codeRunner: new FakeCodeRunner(), ai: new FakeAi() },
    sandbox: () => ({ busy: 0, queued: 0, inlineRan: 0, inlineHandedOver: 0, inlineWarm: 0 }),
    close: async () => {},
  };
}

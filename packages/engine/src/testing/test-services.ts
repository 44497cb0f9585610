import type { ServiceDescriptor, ServiceField } from '@flowlane/contracts';
import { z } from 'zod';
import { OperationalError, UserError } from '../errors.js';
import { defineService, type ServiceDefinition, type ServiceLookup } from '../services/definition.js';

/**
 * Minimal services for the engine's own tests. The real catalogue (with IF, Switch, Loop, ...) lives in the
 * services package; these stay here so the engine is tested without it.
 */
function descriptor(
  id: string,
  kind: ServiceDescriptor['kind'],
  inputs: ServiceField[] = [],
  handles: string[] = ['main'],
): ServiceDescriptor {
  return {
    id,
    name: id,
    category: 'test',
    icon: 'test',
    description: `${id} (test service)`,
    kind,
    actions: [{ id: 'run', name: 'Run', description: 'Run' }],
    inputs,
    outputSchema: { type: 'object' },
    outputHandles: handles.map((h) => ({ id: h, label: h })),
  };
}

const field = (key: string, type: ServiceField['type'] = 'json', required = false): ServiceField => ({
  key,
  label: key,
  type,
  required,
});

const anyParams = z.record(z.string(), z.unknown());

export const testTrigger = defineService({
  descriptor: descriptor('test.trigger', 'trigger'),
  params: anyParams,
  execute: (ctx) => ({ output: ctx.trigger ?? null }),
});

/** Outputs its params; `value` is required when `requireValue` is set (for validation tests). */
export const testSet = defineService({
  descriptor: descriptor('test.set', 'action', [field('value'), field('requireValue', 'boolean')]),
  params: anyParams,
  execute: (ctx) => ({ output: ctx.params }),
});

export const testRequired = defineService({
  descriptor: descriptor('test.required', 'action', [field('url', 'string', true)]),
  params: z.object({ url: z.string() }),
  execute: (ctx) => ({ output: { url: ctx.params.url } }),
});

export const testIf = defineService({
  descriptor: descriptor('test.if', 'flow', [field('condition')], ['true', 'false']),
  params: z.object({ condition: z.unknown().optional() }),
  execute: (ctx) => ({
    output: ctx.inputs[0]?.output ?? null,
    handles: [ctx.params.condition ? 'true' : 'false'],
  }),
});

export const testSwitch = defineService({
  descriptor: {
    ...descriptor('test.switch', 'flow', [field('value'), field('cases')], ['default']),
    dynamicOutputHandles: { param: 'cases', idKey: 'handle' },
  },
  params: z.object({
    value: z.unknown().optional(),
    cases: z.array(z.object({ handle: z.string(), equals: z.unknown().optional() })),
  }),
  execute: (ctx) => {
    const match = ctx.params.cases.find((c) => c.equals === ctx.params.value);
    return { output: ctx.params.value, handles: [match ? match.handle : 'default'] };
  },
});

export const testLoop = defineService({
  descriptor: descriptor(
    'test.loop',
    'flow',
    [field('items'), field('breakWhen', 'expression')],
    ['loop', 'done'],
  ),
  control: { kind: 'loop', breakParam: 'breakWhen' },
  params: z.object({ items: z.array(z.unknown()) }),
  execute: (ctx) => ({ output: { count: ctx.params.items.length }, items: ctx.params.items }),
});

export const testMerge = defineService({
  descriptor: descriptor('test.merge', 'flow', [{ ...field('mode', 'select'), default: 'all' }]),
  control: { kind: 'merge', modeParam: 'mode' },
  params: anyParams,
  execute: (ctx) => ({
    output: { from: ctx.inputs.map((i) => i.nodeId), values: ctx.inputs.map((i) => i.output) },
  }),
});

export const testDelay = defineService({
  descriptor: descriptor('test.delay', 'flow', [field('ms', 'number')]),
  params: z.object({ ms: z.number() }),
  execute: async (ctx) => {
    await ctx.sleep(ctx.params.ms);
    return { output: { waited: ctx.params.ms } };
  },
});

/** Answers asynchronously after `ms` of (non-idle) work on the clock, then outputs `value`. */
export const testAsync = defineService({
  descriptor: descriptor('test.async', 'action', [field('value'), field('ms', 'number')]),
  params: z.object({ value: z.unknown().optional(), ms: z.number().optional() }),
  execute: async (ctx) => {
    if (ctx.params.ms) await ctx.ports.clock.sleep(ctx.params.ms, ctx.signal);
    else await Promise.resolve();
    return { output: ctx.params.value ?? null };
  },
});

/** Fails its first `failTimes` attempts (all of them when absent) with the given kind of error. */
export const testFail = defineService({
  descriptor: descriptor('test.fail', 'action', [
    field('message', 'string'),
    field('kind'),
    field('failTimes'),
  ]),
  params: z.object({
    message: z.string().default('boom'),
    kind: z.enum(['user', 'operational', 'plain']).default('operational'),
    failTimes: z.number().optional(),
  }),
  execute: (ctx) => {
    const { message, kind, failTimes } = ctx.params;
    if (failTimes !== undefined && ctx.attempt > failTimes) return { output: { attempt: ctx.attempt } };
    if (kind === 'user') throw new UserError(message, { code: 'TEST_USER' });
    if (kind === 'plain') throw new Error(message);
    throw new OperationalError(message, { code: 'TEST_OPERATIONAL' });
  },
});

/** Never answers; rejects when its signal aborts. */
export const testHang = defineService({
  descriptor: descriptor('test.hang', 'action'),
  params: anyParams,
  execute: (ctx) =>
    new Promise((_resolve, reject) => {
      ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason), { once: true });
    }),
});

export const testRespond = defineService({
  descriptor: descriptor('test.respond', 'action', [field('status', 'number'), field('body')]),
  params: z.object({ status: z.number().default(200), body: z.unknown().optional() }),
  execute: (ctx) => {
    ctx.respond({ status: ctx.params.status, headers: {}, body: ctx.params.body });
    return { output: { responded: true } };
  },
});

export const testSubworkflow = defineService({
  descriptor: descriptor('test.subworkflow', 'action', [field('workflowId', 'string', true), field('input')]),
  params: z.object({ workflowId: z.string(), input: z.unknown().optional() }),
  execute: async (ctx) => {
    const result = await ctx.runSubworkflow(ctx.params.workflowId, ctx.params.input);
    if (result.status !== 'succeeded') {
      throw new OperationalError(`Sub-workflow ${result.status}: ${result.error?.message ?? ''}`, {
        code: 'SUBWORKFLOW_FAILED',
      });
    }
    return { output: result.output ?? null };
  },
});

export const testServices: readonly ServiceDefinition[] = [
  testTrigger,
  testSet,
  testRequired,
  testIf,
  testSwitch,
  testLoop,
  testMerge,
  testDelay,
  testAsync,
  testFail,
  testHang,
  testRespond,
  testSubworkflow,
];

export function serviceLookup(services: readonly ServiceDefinition[] = testServices): ServiceLookup {
  const byId = new Map(services.map((s) => [s.descriptor.id, s]));
  return { get: (id) => byId.get(id) };
}

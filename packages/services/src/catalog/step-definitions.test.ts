import type { ServiceDefinition } from '@flowlane/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ServiceRegistry } from '../registry.js';
import fixture from './fixtures/built-in-steps.json' with { type: 'json' };
import { createBuiltInServices } from './index.js';

/**
 * Issue 51: steps move from `defineService` (descriptor inputs and a zod schema written apart) to
 * `defineStep` (one list of props). The fixture holds every built-in step as it was before the move: the
 * descriptor the service library served and the JSON schema of its params. A moved step must serve the
 * same descriptor and parse the same params (descriptions aside: the props add them for the AI tool).
 */
const Fixture = z.record(
  z.string(),
  z.object({ descriptor: z.record(z.string(), z.unknown()), params: z.record(z.string(), z.unknown()) }),
);
const before = Fixture.parse(fixture);

/** Steps defined with defineStep (all of the catalogue since issue 51's first slice). */
const MOVED: string[] = [
  'trigger.manual',
  'trigger.webhook',
  'trigger.schedule',
  'trigger.mailhook',
  'flow.merge',
  'flow.loop',
  'flow.delay',
  'flow.subworkflow',
  'flow.webhook-response',
  'flow.if',
  'flow.switch',
  'data.set',
  'db.postgres',
  'db.mysql',
  'db.redis',
  'mq.mqtt',
  'mq.amqp',
  'mq.nats',
  'file.pdf-ocr',
  'code.javascript',
  'ai.chat',
  'ai.agent',
  'data.dataset',
  'http.request',
  'mail.send',
  'n8n.placeholder',
];

const services = createBuiltInServices();

function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'description')
      .map(([key, inner]) => [key, withoutDescriptions(inner)]),
  );
}

function stepParts(service: ServiceDefinition) {
  if (!('params' in service) || !(service.params instanceof z.ZodObject) || !service.toJsonSchema)
    return undefined;
  const toolSchema: unknown = service.toJsonSchema();
  return { params: service.params, toolSchema };
}

describe('built-in steps, one definition each', () => {
  it('serve the descriptors they served before, every one of them', () => {
    expect(services.map((s) => s.descriptor.id).sort()).toEqual(Object.keys(before).sort());
    for (const service of services) {
      const served: unknown = JSON.parse(JSON.stringify(service.descriptor));
      expect(served, service.descriptor.id).toStrictEqual(before[service.descriptor.id]?.descriptor);
    }
  });

  it('are moved to defineStep as listed', () => {
    const moved = services.filter((s) => stepParts(s) !== undefined).map((s) => s.descriptor.id);
    expect(moved.sort()).toEqual([...MOVED].sort());
  });

  it.each(MOVED)('%s parses its params as before', (id) => {
    const service = services.find((s) => s.descriptor.id === id);
    const parts = service && stepParts(service);
    if (!parts) throw new Error(`${id} is not a defineStep step`);
    // An expression prop (a loop's break condition) is carried out by the engine: it is passed through
    // unparsed, where the old schema left it out.
    const expressions = service.descriptor.inputs.filter((f) => f.type === 'expression').map((f) => f.key);
    const now = z.toJSONSchema(parts.params, { io: 'input', unrepresentable: 'any' });
    const properties = Object.entries(now.properties ?? {}).filter(([key]) => !expressions.includes(key));
    const parsed = { ...now, properties: Object.fromEntries(properties) };
    expect(withoutDescriptions(parsed)).toStrictEqual(before[id]?.params);
  });

  it.each(MOVED)('%s gives the AI tool a JSON schema describing every param', (id) => {
    const service = services.find((s) => s.descriptor.id === id);
    const parts = service && stepParts(service);
    if (!parts) throw new Error(`${id} is not a defineStep step`);
    const ToolSchema = z.object({
      type: z.literal('object'),
      properties: z.record(z.string(), z.object({ description: z.string().min(1) }).loose()).optional(),
    });
    const tool = ToolSchema.parse(parts.toolSchema);
    const keys = service.descriptor.inputs.map((f) => f.key);
    expect(Object.keys(tool.properties ?? {})).toEqual(keys);
  });

  it('are offered to an AI tool by the registry', () => {
    const registry = new ServiceRegistry(services);
    expect(registry.toolSchema('http.request')).toMatchObject({
      type: 'object',
      required: ['url'],
      properties: { url: { type: 'string', minLength: 1, description: 'URL' } },
    });
    expect(registry.toolSchema('no.such')).toBeUndefined();
  });
});

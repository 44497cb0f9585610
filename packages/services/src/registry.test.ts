import { ServiceDescriptor } from '@flowlane/contracts';
import { buildGraph } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { builtInServices } from './catalog/index.js';
import { ServiceRegistry } from './registry.js';

const registry = new ServiceRegistry(builtInServices);

describe('the built-in catalogue', () => {
  it('offers every step kind of the product', () => {
    expect(registry.descriptors().map((d) => d.id)).toEqual([
      'trigger.manual',
      'trigger.webhook',
      'trigger.schedule',
      'trigger.mailhook',
      'data.set',
      'flow.if',
      'flow.switch',
      'flow.loop',
      'flow.merge',
      'flow.delay',
      'flow.subworkflow',
      'flow.webhook-response',
      'code.javascript',
      'http.request',
      'mail.send',
      'db.postgres',
      'db.mysql',
      'db.redis',
      'mq.mqtt',
      'mq.amqp',
      'mq.nats',
      'ai.chat',
      'ai.agent',
      'data.dataset',
      'file.pdf-ocr',
      'n8n.placeholder',
    ]);
  });

  it.each(builtInServices.map((s) => [s.descriptor.id, s.descriptor] as const))(
    '%s has a valid, serializable descriptor',
    (_id, descriptor) => {
      expect(ServiceDescriptor.parse(JSON.parse(JSON.stringify(descriptor)))).toEqual(descriptor);
      expect(new Set(descriptor.inputs.map((f) => f.key)).size).toBe(descriptor.inputs.length);
    },
  );

  it.each([
    ['http.request', 'request'],
    ['ai.chat', 'aimodel'],
    ['ai.agent', 'aimodel'],
    ['data.dataset', 'datasets'],
    ['trigger.webhook', 'webhook'],
    ['trigger.mailhook', 'mailhook'],
  ])('%s is gated by the %s plan feature', (id, feature) => {
    expect(registry.get(id)?.descriptor.planFeature).toBe(feature);
  });

  it('lists the plan features a workflow needs', () => {
    const graph = buildGraph([
      ['t', 'trigger.webhook'],
      ['a', 'http.request'],
      ['b', 'http.request'],
      ['c', 'ai.chat'],
      ['d', 'data.set'],
    ]);
    expect(registry.planFeaturesOf(graph)).toEqual(['webhook', 'request', 'aimodel']);
  });

  it('answers output schemas for the mapper', () => {
    expect(registry.outputSchema('http.request')).toMatchObject({
      properties: { status: { type: 'number' } },
    });
    expect(registry.outputSchema('nope')).toBeUndefined();
  });

  it('refuses two services with one id', () => {
    const [first] = builtInServices;
    if (!first) throw new Error('empty catalogue');
    expect(() => new ServiceRegistry([first, first])).toThrow(/Two services have the id "trigger.manual"/);
  });
});

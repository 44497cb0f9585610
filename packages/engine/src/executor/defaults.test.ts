import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineService } from '../services/definition.js';
import { buildGraph, runGraph, serviceLookup, stepOf, testServices } from '../testing/index.js';

const greet = defineService({
  descriptor: {
    id: 'test.greet',
    name: 'Greet',
    category: 'test',
    icon: 'test',
    description: 'Greets',
    kind: 'action',
    actions: [{ id: 'run', name: 'Run', description: 'Run' }],
    inputs: [
      { key: 'who', label: 'Who', type: 'string', required: true, default: '{{ trigger.name }}' },
      { key: 'greeting', label: 'Greeting', type: 'string', required: false, default: 'Hello' },
    ],
    outputSchema: { type: 'object' },
    outputHandles: [{ id: 'main', label: 'Output' }],
  },
  params: z.object({ who: z.string(), greeting: z.string() }),
  execute: (ctx) => ({ output: `${ctx.params.greeting}, ${ctx.params.who}` }),
});

describe('field defaults', () => {
  const services = serviceLookup([...testServices, greet]);

  it('fill params a step leaves out, mappings included, and satisfy "required"', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['g', 'test.greet'],
      ],
      [['t', 'g']],
    );
    const result = await runGraph(graph, { services, trigger: { name: 'Ada' } });
    expect(stepOf(result, 'g').output).toBe('Hello, Ada');
  });

  it('give way to params the step sets', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['g', 'test.greet', { greeting: 'Hi', who: 'Bob' }],
      ],
      [['t', 'g']],
    );
    const result = await runGraph(graph, { services, trigger: { name: 'Ada' } });
    expect(stepOf(result, 'g').output).toBe('Hi, Bob');
  });
});

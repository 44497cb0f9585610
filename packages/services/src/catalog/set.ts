import { defineStep, prop } from '@flowlane/engine';
import { z } from 'zod';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Set / Transform: builds a new value. 'fields' outputs an object of named values (optionally on top of
 * the incoming data); 'json' outputs whatever one mapping produces.
 */
export const setTransform = defineStep({
  descriptor: {
    id: 'data.set',
    name: 'Set / Transform',
    category: 'Data',
    icon: 'edit_note',
    description: 'Sets named values, or reshapes data with one mapping.',
    kind: 'action',
    actions: [{ id: 'run', name: 'Set', description: 'Build the output' }],
    outputSchema: objectSchema({}, { additionalProperties: true }),
    outputHandles: MAIN_OUTPUT,
  },
  // Set is the most common step: its schema avoids z.record and defaults, which cost a microsecond a parse.
  props: {
    mode: prop.select({
      label: 'Mode',
      options: ['fields', 'json'],
      default: 'fields',
      schema: z.enum(['fields', 'json']).optional(),
    }),
    values: prop.keyvalue({
      label: 'Values',
      actions: ['run'],
      help: 'Each value may be a {{ mapping }}',
      schema: z.looseObject({}).optional(),
    }),
    keepInput: prop.boolean({
      label: 'Keep incoming fields',
      default: false,
      schema: z.boolean().optional(),
    }),
    json: prop.json({ label: 'Output', help: 'In json mode: the output, usually one {{ mapping }}' }),
  },
  execute: (ctx) => {
    const { mode, values = {}, keepInput, json } = ctx.params;
    if (mode === 'json') return { output: json ?? null };
    const incoming = ctx.inputs[0]?.output;
    return { output: keepInput && isRecord(incoming) ? { ...incoming, ...values } : values };
  },
});

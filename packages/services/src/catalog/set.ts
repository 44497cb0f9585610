import { defineService } from '@flowlane/engine';
import { z } from 'zod';
import { field, MAIN_OUTPUT, objectSchema, options } from '../support/descriptor.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Set / Transform: builds a new value. 'fields' outputs an object of named values (optionally on top of
 * the incoming data); 'json' outputs whatever one mapping produces.
 */
export const setTransform = defineService({
  descriptor: {
    id: 'data.set',
    name: 'Set / Transform',
    category: 'Data',
    icon: 'edit_note',
    description: 'Sets named values, or reshapes data with one mapping.',
    kind: 'action',
    actions: [{ id: 'run', name: 'Set', description: 'Build the output' }],
    inputs: [
      field('mode', 'Mode', 'select', { options: options('fields', 'json'), default: 'fields' }),
      field('values', 'Values', 'keyvalue', { actions: ['run'], help: 'Each value may be a {{ mapping }}' }),
      field('keepInput', 'Keep incoming fields', 'boolean', { default: false }),
      field('json', 'Output', 'json', { help: 'In json mode: the output, usually one {{ mapping }}' }),
    ],
    outputSchema: objectSchema({}, { additionalProperties: true }),
    outputHandles: MAIN_OUTPUT,
  },
  // Set is the most common step: its schema avoids z.record and defaults, which cost a microsecond a parse.
  params: z.object({
    mode: z.enum(['fields', 'json']).optional(),
    values: z.looseObject({}).optional(),
    keepInput: z.boolean().optional(),
    json: z.unknown().optional(),
  }),
  execute: (ctx) => {
    const { mode, values = {}, keepInput, json } = ctx.params;
    if (mode === 'json') return { output: json ?? null };
    const incoming = ctx.inputs[0]?.output;
    return { output: keepInput && isRecord(incoming) ? { ...incoming, ...values } : values };
  },
});

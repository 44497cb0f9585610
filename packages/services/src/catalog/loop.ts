import { defineService, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { field, required } from '../support/descriptor.js';

/**
 * Loop: the engine runs the steps after the 'loop' output once per item (`steps.<id>.item`,
 * `steps.<id>.index`), stopping early when the break condition holds, then continues from 'done' with
 * `steps.<id>.results` (each iteration's last output, or what came back to the loop).
 */
export const loopService = defineService({
  descriptor: {
    id: 'flow.loop',
    name: 'Loop',
    category: 'Flow',
    icon: 'loop',
    description: 'Runs the steps on its loop branch once per item, then continues on done.',
    kind: 'flow',
    actions: [{ id: 'run', name: 'For each item', description: 'Run the body for each item' }],
    inputs: [
      required('items', 'Items', 'string', {
        help: 'A list, usually a {{ mapping }}; an object loops over its entries',
      }),
      field('limit', 'At most', 'number', { help: 'Only the first items are used' }),
      field('breakWhen', 'Stop when', 'expression', {
        help: 'Checked after each iteration, e.g. steps.check.found = true',
      }),
    ],
    outputSchema: {
      type: 'object',
      description: 'While looping: item, index, total. After: results, count, broken.',
      properties: {
        item: {},
        index: { type: 'number' },
        total: { type: 'number' },
        results: { type: 'array' },
        count: { type: 'number' },
        broken: { type: 'boolean' },
      },
    },
    outputHandles: [
      { id: 'loop', label: 'Loop' },
      { id: 'done', label: 'Done' },
    ],
  },
  control: { kind: 'loop', breakParam: 'breakWhen' },
  params: z.object({ items: z.unknown().optional(), limit: z.coerce.number().int().min(0).optional() }),
  execute: (ctx) => {
    const { items, limit } = ctx.params;
    let list: unknown[];
    if (Array.isArray(items)) list = items;
    else if (items === undefined || items === null) list = [];
    else if (typeof items === 'object') list = Object.entries(items).map(([key, value]) => ({ key, value }));
    else {
      throw new UserError(`Loop items must be a list, got ${typeof items}`, {
        code: 'LOOP_ITEMS',
        nodeId: ctx.node.id,
      });
    }
    const chosen = limit === undefined ? list : list.slice(0, limit);
    return { output: { total: chosen.length }, items: chosen };
  },
});

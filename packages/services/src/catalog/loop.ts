import { defineStep, prop, UserError } from '@flowlane/engine';
import { z } from 'zod';

/**
 * Loop: the engine runs the steps after the 'loop' output once per item (`steps.<id>.item`,
 * `steps.<id>.index`), stopping early when the break condition holds, then continues from 'done' with
 * `steps.<id>.results` (each iteration's last output, or what came back to the loop).
 */
export const loopService = defineStep({
  descriptor: {
    id: 'flow.loop',
    name: 'Loop',
    category: 'Flow',
    icon: 'loop',
    description: 'Runs the steps on its loop branch once per item, then continues on done.',
    kind: 'flow',
    actions: [{ id: 'run', name: 'For each item', description: 'Run the body for each item' }],
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
  props: {
    items: prop.string({
      label: 'Items',
      required: true,
      help: 'A list, usually a {{ mapping }}; an object loops over its entries',
      // A mapping gives a list or an object, not text.
      schema: z.unknown().optional(),
    }),
    limit: prop.number({ label: 'At most', help: 'Only the first items are used', int: true, min: 0 }),
    // The engine checks it (control.breakParam); the step passes it through unparsed.
    breakWhen: prop.expression({
      label: 'Stop when',
      help: 'Checked after each iteration, e.g. steps.check.found = true',
    }),
  },
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

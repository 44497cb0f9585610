import { defineStep, prop } from '@flowlane/engine';
import { MAIN_OUTPUT } from '../support/descriptor.js';

/**
 * Merge: joins branches. 'all' waits for every input (and is skipped when one of them is not taken),
 * 'any' waits until every input either arrived or is known not to come, 'first' goes on with the first.
 */
export const mergeService = defineStep({
  descriptor: {
    id: 'flow.merge',
    name: 'Merge',
    category: 'Flow',
    icon: 'merge',
    description: 'Waits for its inputs (all, any or the first) and joins their data.',
    kind: 'flow',
    actions: [{ id: 'run', name: 'Merge', description: 'Join the inputs' }],
    outputSchema: {
      type: 'object',
      properties: { items: { type: 'array' }, byStep: { type: 'object' }, first: {} },
    },
    outputHandles: MAIN_OUTPUT,
  },
  control: { kind: 'merge', modeParam: 'mode' },
  props: {
    mode: prop.select({ label: 'Wait for', options: ['all', 'any', 'first'], default: 'all' }),
  },
  execute: (ctx) => {
    const byStep: Record<string, unknown> = {};
    for (const input of ctx.inputs) byStep[input.nodeId] = input.output;
    return {
      output: {
        items: ctx.inputs.map((input) => input.output),
        byStep,
        first: ctx.inputs[0]?.output ?? null,
      },
    };
  },
});

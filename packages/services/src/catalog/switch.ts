import { defineService } from '@flowlane/engine';
import { z } from 'zod';
import { field } from '../support/descriptor.js';
import { evaluateCondition, isTruthy, Operator } from './conditions.js';

const Case = z.object({
  /** The output handle the case's edges leave by. */
  handle: z.string().min(1),
  label: z.string().optional(),
  /** Matches when the switch value compares so (equals by default) with `value`. */
  value: z.unknown().optional(),
  operator: Operator.default('equals'),
  /** Or: matches when this mapping is true (wins over value). */
  when: z.unknown().optional(),
});

/** Switch: sends its input down the first case that matches, or 'default'. */
export const switchService = defineService({
  descriptor: {
    id: 'flow.switch',
    name: 'Switch',
    category: 'Flow',
    icon: 'alt_route',
    description: 'Continues on the first case that matches, or on the default branch.',
    kind: 'flow',
    actions: [{ id: 'run', name: 'Route', description: 'Pick the branch' }],
    inputs: [
      field('value', 'Value', 'string', { help: 'What the cases compare against, usually a {{ mapping }}' }),
      field('cases', 'Cases', 'json', {
        help: 'A list of {handle, label, value, operator} or {handle, label, when}; each handle is an output',
        default: [],
      }),
    ],
    outputSchema: { description: 'The input, passed through' },
    outputHandles: [{ id: 'default', label: 'Default' }],
    dynamicOutputHandles: { param: 'cases', idKey: 'handle', labelKey: 'label' },
  },
  params: z.object({ value: z.unknown().optional(), cases: z.array(Case) }),
  execute: (ctx) => {
    const { value, cases } = ctx.params;
    const match = cases.find((c) =>
      c.when !== undefined
        ? isTruthy(c.when)
        : evaluateCondition({ left: value, operator: c.operator, right: c.value }),
    );
    return { output: ctx.inputs[0]?.output ?? null, handles: [match ? match.handle : 'default'] };
  },
});

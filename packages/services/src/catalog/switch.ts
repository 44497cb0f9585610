import { defineStep, prop } from '@flowlane/engine';
import { z } from 'zod';
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
export const switchService = defineStep({
  descriptor: {
    id: 'flow.switch',
    name: 'Switch',
    category: 'Flow',
    icon: 'alt_route',
    description: 'Continues on the first case that matches, or on the default branch.',
    kind: 'flow',
    actions: [{ id: 'run', name: 'Route', description: 'Pick the branch' }],
    outputSchema: { description: 'The input, passed through' },
    outputHandles: [{ id: 'default', label: 'Default' }],
    dynamicOutputHandles: { param: 'cases', idKey: 'handle', labelKey: 'label' },
  },
  props: {
    value: prop.string({
      label: 'Value',
      help: 'What the cases compare against, usually a {{ mapping }}',
      schema: z.unknown().optional(),
    }),
    cases: prop.json({
      label: 'Cases',
      help: 'A list of {handle, label, value, operator} or {handle, label, when}; each handle is an output',
      default: [],
      schema: z.array(Case),
    }),
  },
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

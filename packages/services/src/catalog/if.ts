import { defineStep, prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { Condition, evaluateCondition, isTruthy, Operator } from './conditions.js';

/**
 * IF: sends its input down 'true' or 'false'. The condition is either one mapping ({{ steps.a.total > 100 }})
 * or a list of comparisons joined by all/any.
 */
export const ifService = defineStep({
  descriptor: {
    id: 'flow.if',
    name: 'IF',
    category: 'Flow',
    icon: 'call_split',
    description: 'Continues on the true or the false branch.',
    kind: 'flow',
    actions: [{ id: 'run', name: 'Check', description: 'Check the condition' }],
    outputSchema: { description: 'The input, passed through' },
    outputHandles: [
      { id: 'true', label: 'True' },
      { id: 'false', label: 'False' },
    ],
  },
  props: {
    condition: prop.string({
      label: 'Condition',
      help: 'One mapping that is true or false; wins over the list',
      schema: z.unknown().optional(),
    }),
    conditions: prop.json({
      label: 'Comparisons',
      help: `A list of {left, operator, right}; operators: ${Operator.options.join(', ')}`,
      schema: z.array(Condition).default([]),
    }),
    combine: prop.select({ label: 'Combine comparisons', options: ['all', 'any'], default: 'all' }),
  },
  execute: (ctx) => {
    const { condition, conditions, combine } = ctx.params;
    let result: boolean;
    if (condition !== undefined && condition !== '') {
      result = isTruthy(condition);
    } else if (conditions.length > 0) {
      result = combine === 'all' ? conditions.every(evaluateCondition) : conditions.some(evaluateCondition);
    } else {
      throw new UserError('IF needs a condition or at least one comparison', {
        code: 'IF_EMPTY',
        nodeId: ctx.node.id,
      });
    }
    return { output: ctx.inputs[0]?.output ?? null, handles: [result ? 'true' : 'false'] };
  },
});

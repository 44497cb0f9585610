import { defineService, OperationalError, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { field, MAIN_OUTPUT, required } from '../support/descriptor.js';

/** Sub-workflow: runs another workflow of the team with an input and outputs what it produced. */
export const subworkflowService = defineService({
  descriptor: {
    id: 'flow.subworkflow',
    name: 'Sub-workflow',
    category: 'Flow',
    icon: 'account_tree',
    description: 'Runs another workflow and continues with its result.',
    kind: 'flow',
    actions: [{ id: 'run', name: 'Run workflow', description: 'Run it and wait for the result' }],
    inputs: [
      required('workflowId', 'Workflow', 'string'),
      field('input', 'Input', 'json', { help: "The sub-workflow's trigger data" }),
    ],
    outputSchema: { description: "The sub-workflow's output (its last step's)" },
    outputHandles: MAIN_OUTPUT,
  },
  params: z.object({ workflowId: z.string().min(1), input: z.unknown().optional() }),
  execute: async (ctx) => {
    const result = await ctx.runSubworkflow(ctx.params.workflowId, ctx.params.input ?? {});
    if (result.status === 'succeeded') return { output: result.output ?? null };
    const reason = result.error?.message ?? result.status;
    const message = `The sub-workflow "${ctx.params.workflowId}" ended ${result.status}: ${reason}`;
    // Its own user errors are still the user's to fix; anything else may pass on a retry.
    if (result.error?.kind === 'user')
      throw new UserError(message, { code: 'SUBWORKFLOW_FAILED', nodeId: ctx.node.id });
    throw new OperationalError(message, { code: 'SUBWORKFLOW_FAILED', nodeId: ctx.node.id });
  },
});

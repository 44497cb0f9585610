import { defineStep, OperationalError, prop, UserError } from '@flowlane/engine';
import { MAIN_OUTPUT } from '../support/descriptor.js';

/** Sub-workflow: runs another workflow of the team with an input and outputs what it produced. */
export const subworkflowService = defineStep({
  descriptor: {
    id: 'flow.subworkflow',
    name: 'Sub-workflow',
    category: 'Flow',
    icon: 'account_tree',
    description: 'Runs another workflow and continues with its result.',
    kind: 'flow',
    actions: [{ id: 'run', name: 'Run workflow', description: 'Run it and wait for the result' }],
    outputSchema: { description: "The sub-workflow's output (its last step's)" },
    outputHandles: MAIN_OUTPUT,
  },
  props: {
    workflowId: prop.string({ label: 'Workflow', required: true }),
    input: prop.json({ label: 'Input', help: "The sub-workflow's trigger data" }),
  },
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

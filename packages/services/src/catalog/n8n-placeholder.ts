import { defineStep, prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

/**
 * Stands in for an n8n node an import could not map (an app, a mode we lack). It keeps the node's type and
 * parameters so nothing is lost, validates so the rest of the workflow can be edited and saved, and fails
 * with a message naming the node when a run reaches it: replace it, then delete it.
 */
export const n8nPlaceholder = defineStep({
  descriptor: {
    id: 'n8n.placeholder',
    name: 'n8n node to replace',
    category: 'Flow',
    icon: 'extension',
    description: 'An n8n node the import could not map. It keeps its parameters and fails when run.',
    kind: 'action',
    actions: [{ id: 'run', name: 'Stop', description: 'Fails: replace this step' }],
    outputSchema: objectSchema({}, { additionalProperties: true }),
    outputHandles: MAIN_OUTPUT,
  },
  props: {
    n8nType: prop.string({ label: 'n8n node type', schema: z.string().default('') }),
    n8nTypeVersion: prop.number({ label: 'n8n node version', schema: z.number().optional() }),
    reason: prop.string({ label: 'Why it is not mapped', schema: z.string().default('') }),
    n8nParameters: prop.json({ label: 'n8n parameters', help: 'As exported, for reference' }),
  },
  execute: (ctx) => {
    const { n8nType, reason } = ctx.params;
    throw new UserError(
      `"${ctx.node.name}" is an n8n node (${n8nType || 'unknown type'}) that was imported as a placeholder${reason ? ` (${reason})` : ''}. Replace it with a Flowlane step.`,
      { code: 'N8N_PLACEHOLDER', nodeId: ctx.node.id },
    );
  },
});

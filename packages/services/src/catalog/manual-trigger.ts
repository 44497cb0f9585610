import { defineService } from '@flowlane/engine';
import { z } from 'zod';
import { field, MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

/** Started by hand (the Run button, `POST /api/workflow/{id}/run`); outputs the payload it was started with. */
export const manualTrigger = defineService({
  descriptor: {
    id: 'trigger.manual',
    name: 'Manual trigger',
    category: 'Triggers',
    icon: 'play_arrow',
    description: 'Starts the workflow when you run it by hand, with an optional test payload.',
    kind: 'trigger',
    actions: [{ id: 'run', name: 'On manual run', description: 'Runs when started by hand' }],
    inputs: [
      field('samplePayload', 'Test payload', 'json', { help: 'Used when the run is started without one' }),
    ],
    outputSchema: objectSchema({}, { additionalProperties: true }),
    outputHandles: MAIN_OUTPUT,
  },
  params: z.object({ samplePayload: z.unknown().optional() }),
  execute: (ctx) => ({ output: ctx.trigger ?? ctx.params.samplePayload ?? {} }),
});

import { defineStep, prop } from '@flowlane/engine';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

/** Started by hand (the Run button, `POST /api/workflow/{id}/run`); outputs the payload it was started with. */
export const manualTrigger = defineStep({
  descriptor: {
    id: 'trigger.manual',
    name: 'Manual trigger',
    category: 'Triggers',
    icon: 'play_arrow',
    description: 'Starts the workflow when you run it by hand, with an optional test payload.',
    kind: 'trigger',
    actions: [{ id: 'run', name: 'On manual run', description: 'Runs when started by hand' }],
    outputSchema: objectSchema({}, { additionalProperties: true }),
    outputHandles: MAIN_OUTPUT,
  },
  props: {
    samplePayload: prop.json({ label: 'Test payload', help: 'Used when the run is started without one' }),
  },
  execute: (ctx) => ({ output: ctx.trigger ?? ctx.params.samplePayload ?? {} }),
});

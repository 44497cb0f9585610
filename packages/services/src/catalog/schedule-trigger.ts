import { defineStep } from '@flowlane/engine';
import { z } from 'zod';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

/** What the scheduler hands a scheduled run. The schedule itself is the workflow's data.schedule. */
export const ScheduleTick = z.object({ scheduledAt: z.string(), timezone: z.string() });

export const scheduleTrigger = defineStep({
  descriptor: {
    id: 'trigger.schedule',
    name: 'Schedule',
    category: 'Triggers',
    icon: 'schedule',
    description: "Starts the workflow on the workflow's schedule (set in its Schedule settings).",
    kind: 'trigger',
    actions: [{ id: 'run', name: 'On schedule', description: 'Runs at each scheduled time' }],
    outputSchema: objectSchema({
      scheduledAt: { type: 'string', format: 'date-time' },
      firedAt: { type: 'string', format: 'date-time' },
      timezone: { type: 'string' },
    }),
    outputHandles: MAIN_OUTPUT,
  },
  props: {},
  execute: (ctx) => {
    const firedAt = new Date(ctx.ports.clock.now()).toISOString();
    const tick = ScheduleTick.safeParse(ctx.trigger);
    return {
      output: tick.success ? { ...tick.data, firedAt } : { scheduledAt: firedAt, firedAt, timezone: 'UTC' },
    };
  },
});

import { defineStep, prop, type ServiceDefinition, UserError } from '@flowlane/engine';
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

const UNIT_MS = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/** Delay: waits a while, or until a time. Waiting does not count as processing time. */
export function createDelayService(
  config: Pick<ServiceConfig, 'maxDelayMs'> = DEFAULT_SERVICE_CONFIG,
): ServiceDefinition {
  return defineStep({
    descriptor: {
      id: 'flow.delay',
      name: 'Delay',
      category: 'Flow',
      icon: 'hourglass_empty',
      description: 'Waits for a while, or until a given time, then continues.',
      kind: 'flow',
      actions: [{ id: 'run', name: 'Wait', description: 'Wait, then continue' }],
      outputSchema: objectSchema({
        waitedMs: { type: 'number' },
        resumedAt: { type: 'string', format: 'date-time' },
      }),
      outputHandles: MAIN_OUTPUT,
    },
    props: {
      amount: prop.number({ label: 'Wait for', default: 1, min: 0 }),
      unit: prop.select({
        label: 'Unit',
        options: ['seconds', 'minutes', 'hours', 'days'],
        default: 'minutes',
      }),
      until: prop.string({ label: 'Or until', help: 'An ISO date and time; wins over "wait for"' }),
    },
    execute: async (ctx) => {
      const { amount, unit, until } = ctx.params;
      let waitMs = amount * UNIT_MS[unit];
      if (until) {
        const target = Date.parse(until);
        if (Number.isNaN(target)) {
          throw new UserError(`Delay: "${until}" is not a date and time`, {
            code: 'DELAY_UNTIL',
            nodeId: ctx.node.id,
          });
        }
        waitMs = Math.max(0, target - ctx.ports.clock.now());
      }
      if (waitMs > config.maxDelayMs) {
        throw new UserError(
          `Delay: ${Math.round(waitMs / 1000)} s is longer than the longest delay (${config.maxDelayMs / 1000} s)`,
          {
            code: 'DELAY_TOO_LONG',
            nodeId: ctx.node.id,
          },
        );
      }
      await ctx.sleep(waitMs);
      return { output: { waitedMs: waitMs, resumedAt: new Date(ctx.ports.clock.now()).toISOString() } };
    },
  });
}

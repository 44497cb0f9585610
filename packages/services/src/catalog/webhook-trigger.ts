import { defineStep, prop } from '@flowlane/engine';
import { z } from 'zod';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

/**
 * What the server hands a webhook run: the request as received at /hooks/{hookId}. Its keys come out in
 * this order, the long and seldom read headers last: outputs are stored and shown in their own key order,
 * and the designer's canvas previews a step's output by its first characters.
 */
export const WebhookRequest = z.object({
  method: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  body: z.unknown().optional(),
  headers: z.record(z.string(), z.string()),
});

export const webhookTrigger = defineStep({
  descriptor: {
    id: 'trigger.webhook',
    name: 'Webhook',
    category: 'Triggers',
    icon: 'webhook',
    description: 'Starts the workflow when a request arrives at its webhook URL.',
    kind: 'trigger',
    actions: [{ id: 'run', name: 'On request', description: 'Runs for each request to the webhook URL' }],
    outputSchema: objectSchema({
      method: { type: 'string' },
      query: { type: 'object' },
      body: {},
      headers: { type: 'object', additionalProperties: { type: 'string' } },
    }),
    outputHandles: MAIN_OUTPUT,
    planFeature: 'webhook',
  },
  props: {
    // The server checks the method before a run starts; the step itself reads nothing of it.
    method: prop.select({
      label: 'Accepted method',
      options: ['ANY', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      default: 'ANY',
      help: 'Requests with another method are refused before a run starts',
      schema: z.string().optional(),
    }),
  },
  execute: (ctx) => {
    const request = WebhookRequest.safeParse(ctx.trigger);
    // A test run from the designer has no request; it gets an empty one of the same shape.
    return {
      output: request.success
        ? request.data
        : { method: 'POST', query: {}, body: ctx.trigger ?? null, headers: {} },
    };
  },
});

import { replyHeaderProblem } from '@flowlane/contracts';
import { defineService } from '@flowlane/engine';
import { z } from 'zod';
import { field, MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

/** Headers as text, whatever a mapping produced (numbers, booleans), refused when they cannot be sent. */
const Headers = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
  .default({})
  .superRefine((headers, check) => {
    for (const [name, value] of Object.entries(headers)) {
      const problem = replyHeaderProblem(name, value);
      if (problem) check.addIssue({ code: 'custom', message: problem, path: [name] });
    }
  });

/** Sets the reply a synchronous webhook waits for; the run goes on after it. */
export const webhookResponse = defineService({
  descriptor: {
    id: 'flow.webhook-response',
    name: 'Webhook Response',
    category: 'Flow',
    icon: 'reply',
    description: 'Answers the webhook request that started the run (when the webhook waits for a reply).',
    kind: 'action',
    actions: [{ id: 'run', name: 'Respond', description: 'Send the reply' }],
    inputs: [
      field('status', 'Status code', 'number', { default: 200 }),
      field('headers', 'Headers', 'keyvalue'),
      field('body', 'Body', 'json', { help: 'Text, or JSON (sent as application/json)' }),
    ],
    outputSchema: objectSchema({ status: { type: 'number' }, headers: { type: 'object' }, body: {} }),
    outputHandles: MAIN_OUTPUT,
  },
  params: z.object({
    status: z.coerce.number().int().min(100).max(599).default(200),
    headers: Headers,
    body: z.unknown().optional(),
  }),
  execute: (ctx) => {
    const reply = { status: ctx.params.status, headers: ctx.params.headers, body: ctx.params.body ?? null };
    ctx.respond(reply);
    return { output: reply };
  },
});

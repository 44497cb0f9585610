import { replyHeaderProblem } from '@flowlane/contracts';
import { defineStep, prop } from '@flowlane/engine';
import { z } from 'zod';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

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
export const webhookResponse = defineStep({
  descriptor: {
    id: 'flow.webhook-response',
    name: 'Webhook Response',
    category: 'Flow',
    icon: 'reply',
    description: 'Answers the webhook request that started the run (when the webhook waits for a reply).',
    kind: 'action',
    actions: [{ id: 'run', name: 'Respond', description: 'Send the reply' }],
    outputSchema: objectSchema({ status: { type: 'number' }, headers: { type: 'object' }, body: {} }),
    outputHandles: MAIN_OUTPUT,
  },
  props: {
    status: prop.number({ label: 'Status code', default: 200, int: true, min: 100, max: 599 }),
    headers: prop.keyvalue({ label: 'Headers', schema: Headers }),
    body: prop.json({ label: 'Body', help: 'Text, or JSON (sent as application/json)' }),
  },
  execute: (ctx) => {
    const reply = { status: ctx.params.status, headers: ctx.params.headers, body: ctx.params.body ?? null };
    ctx.respond(reply);
    return { output: reply };
  },
});

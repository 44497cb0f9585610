import { defineStep } from '@flowlane/engine';
import { z } from 'zod';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

/** A mail received at {hookId}@MAILHOOK_DOMAIN, as the mail server hands it over. */
export const ReceivedMail = z.object({
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string().optional(),
  html: z.string().optional(),
  date: z.string().optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        contentType: z.string(),
        size: z.number(),
        fileId: z.string().optional(),
      }),
    )
    .default([]),
});

export const mailhookTrigger = defineStep({
  descriptor: {
    id: 'trigger.mailhook',
    name: 'Mailhook',
    category: 'Triggers',
    icon: 'mail',
    description: "Starts the workflow when a mail arrives at the workflow's mail address.",
    kind: 'trigger',
    actions: [{ id: 'run', name: 'On mail', description: 'Runs for each mail received' }],
    outputSchema: objectSchema({
      from: { type: 'string' },
      to: { type: 'array', items: { type: 'string' } },
      subject: { type: 'string' },
      text: { type: 'string' },
      html: { type: 'string' },
      date: { type: 'string' },
      attachments: {
        type: 'array',
        items: objectSchema({
          filename: { type: 'string' },
          contentType: { type: 'string' },
          size: { type: 'number' },
        }),
      },
    }),
    outputHandles: MAIN_OUTPUT,
    planFeature: 'mailhook',
  },
  props: {},
  execute: (ctx) => {
    const mail = ReceivedMail.safeParse(ctx.trigger);
    return { output: mail.success ? mail.data : { from: '', to: [], subject: '', attachments: [] } };
  },
});

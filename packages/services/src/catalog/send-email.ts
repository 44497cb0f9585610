import { defineStep, prop, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { SmtpConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

/** "a@x.com, b@y.com" or a list, as a list. */
const Recipients = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(/[,;]/)).map((a) => a.trim()).filter((a) => a !== ''),
  );

const props = {
  authorization: prop.authorization({ kinds: ['smtp'] }),
  from: prop.string({ label: 'From', help: 'Required with an SMTP authorization' }),
  to: prop.string({
    label: 'To',
    required: true,
    help: 'One address, or several separated by commas',
    schema: Recipients,
  }),
  cc: prop.string({ label: 'Cc', schema: Recipients.optional() }),
  bcc: prop.string({ label: 'Bcc', schema: Recipients.optional() }),
  replyTo: prop.string({ label: 'Reply to' }),
  subject: prop.string({ label: 'Subject', required: true, schema: z.string().default('') }),
  text: prop.text({ label: 'Text' }),
  html: prop.text({ label: 'HTML' }),
};

/**
 * Send E-mail: through the user's SMTP authorization when one is chosen, otherwise through the platform's
 * mailer (its SMTP_URL, or the outbox).
 */
export function createSendEmailService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineStep({
    descriptor: {
      id: 'mail.send',
      name: 'Send E-mail',
      category: 'Communication',
      icon: 'send',
      description: 'Sends an e-mail, through your SMTP server or the Flowlane mailer.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Send', description: 'Send the e-mail' }],
      outputSchema: objectSchema({
        messageId: { type: 'string' },
        accepted: { type: 'array', items: { type: 'string' } },
        rejected: { type: 'array', items: { type: 'string' } },
      }),
      outputHandles: MAIN_OUTPUT,
    },
    props,
    refine: (params) =>
      params
        .refine((p) => p.to.length > 0, { message: 'at least one recipient', path: ['to'] })
        .refine((p) => p.text !== undefined || p.html !== undefined, {
          message: 'give a text or an html body',
          path: ['text'],
        }),
    execute: async (ctx) => {
      const { authorization, from, to, cc, bcc, replyTo, subject, text, html } = ctx.params;
      const optional = {
        ...(cc?.length ? { cc } : {}),
        ...(bcc?.length ? { bcc } : {}),
        ...(replyTo ? { replyTo } : {}),
        ...(text !== undefined ? { text } : {}),
        ...(html !== undefined ? { html } : {}),
      };
      if (!authorization) {
        const sent = await ctx.ports.mail.send({ to, subject, ...(from ? { from } : {}), ...optional });
        return { output: { messageId: sent.messageId, accepted: to, rejected: [] } };
      }
      const smtp = await loadConnection(ctx, authorization, ['smtp'], SmtpConnection);
      const sender = from ?? (typeof smtp.user === 'string' ? smtp.user : '');
      const result = await callConnector(ctx.node.id, () =>
        config.connectors.sendMail(
          { smtp, from: sender, to, subject, ...optional },
          connectorContext(config, ctx.signal),
        ),
      );
      return { output: result };
    },
  });
}

import { defineService, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { SmtpConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { authorizationField, field, MAIN_OUTPUT, objectSchema, required } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

/** "a@x.com, b@y.com" or a list, as a list. */
const Recipients = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(/[,;]/)).map((a) => a.trim()).filter((a) => a !== ''),
  );

const Params = z
  .object({
    authorization: z.string().optional(),
    from: z.string().optional(),
    to: Recipients,
    cc: Recipients.optional(),
    bcc: Recipients.optional(),
    replyTo: z.string().optional(),
    subject: z.string().default(''),
    text: z.string().optional(),
    html: z.string().optional(),
  })
  .refine((p) => p.to.length > 0, { message: 'at least one recipient', path: ['to'] })
  .refine((p) => p.text !== undefined || p.html !== undefined, {
    message: 'give a text or an html body',
    path: ['text'],
  });

/**
 * Send E-mail: through the user's SMTP authorization when one is chosen, otherwise through the platform's
 * mailer (its SMTP_URL, or the outbox).
 */
export function createSendEmailService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineService({
    descriptor: {
      id: 'mail.send',
      name: 'Send E-mail',
      category: 'Communication',
      icon: 'send',
      description: 'Sends an e-mail, through your SMTP server or the Flowlane mailer.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Send', description: 'Send the e-mail' }],
      inputs: [
        authorizationField(['smtp'], false),
        field('from', 'From', 'string', { help: 'Required with an SMTP authorization' }),
        required('to', 'To', 'string', { help: 'One address, or several separated by commas' }),
        field('cc', 'Cc', 'string'),
        field('bcc', 'Bcc', 'string'),
        field('replyTo', 'Reply to', 'string'),
        required('subject', 'Subject', 'string'),
        field('text', 'Text', 'text'),
        field('html', 'HTML', 'text'),
      ],
      outputSchema: objectSchema({
        messageId: { type: 'string' },
        accepted: { type: 'array', items: { type: 'string' } },
        rejected: { type: 'array', items: { type: 'string' } },
      }),
      outputHandles: MAIN_OUTPUT,
      authorizationKinds: ['smtp'],
    },
    params: Params,
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

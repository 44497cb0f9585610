import { prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, type OperationContext } from '../../kit/app.js';

/**
 * WhatsApp Business Cloud API (https://developers.facebook.com/docs/whatsapp/cloud-api), on the Graph
 * API: a system-user (or temporary) access token as Bearer, messages sent with
 * `POST /{phone-number-id}/messages` (`messaging_product: "whatsapp"`), answered
 * `{ contacts: [{ input, wa_id }], messages: [{ id }] }`; errors are Graph errors
 * `{ error: { message, type, code, error_data: { details }, fbtrace_id } }`.
 *
 * No "New incoming message" trigger yet: Meta's webhook is set in the app dashboard, answered first
 * with a GET challenge (hub.challenge) and signed with the app secret, and the kit's webhook triggers
 * can neither answer a GET nor check a signature with a secret of the authorization.
 */

const to = prop.string({
  label: 'To',
  required: true,
  placeholder: '+16505551234',
  help: 'The recipient’s WhatsApp number with its country code',
});
const phoneNumberId = prop.string({
  label: 'Phone number ID',
  help: 'The sending number’s id; the authorization’s when empty',
});

const sentSchema = {
  type: 'object',
  properties: {
    messaging_product: { type: 'string' },
    contacts: {
      type: 'array',
      items: { type: 'object', properties: { input: { type: 'string' }, wa_id: { type: 'string' } } },
    },
    messages: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
  },
};

const Authorized = z.object({ authorization: z.string(), phoneNumberId: z.string().optional() });

/** Sends one message from the step's number (its own, else the authorization's). */
async function sendMessage(ctx: OperationContext<unknown>, message: Record<string, unknown>) {
  const { authorization, phoneNumberId: own } = Authorized.parse(ctx.step.params);
  const fromAuthorization = (await ctx.step.ports.credentials.get(authorization)).fields.phoneNumberId;
  const id = own?.trim() || (typeof fromAuthorization === 'string' ? fromAuthorization.trim() : '');
  if (!id) {
    throw new UserError(
      'WhatsApp needs the phone number ID to send from (in the authorization or the step)',
      {
        code: 'INVALID_PARAMS',
        nodeId: ctx.step.node.id,
      },
    );
  }
  const answer = await ctx.request({
    method: 'POST',
    path: `/${encodeURIComponent(id)}/messages`,
    body: { type: 'json', data: { messaging_product: 'whatsapp', recipient_type: 'individual', ...message } },
  });
  return answer.body;
}

const sendText = defineOperation({
  id: 'send_text',
  name: 'Send text message',
  description:
    'Sends a WhatsApp text message to a number that wrote to the business in the last 24 hours (else use a template); returns the message id (wamid).',
  idempotent: false,
  props: {
    phoneNumberId,
    to,
    text: prop.text({ label: 'Text', required: true, help: 'Up to 4096 characters' }),
    previewUrl: prop.boolean({
      label: 'Link preview',
      default: false,
      help: 'Show a preview of the first link',
    }),
    replyTo: prop.string({ label: 'Reply to message ID', help: 'A received message’s wamid, to quote it' }),
  },
  run: (ctx) =>
    sendMessage(ctx, {
      to: ctx.params.to.trim(),
      type: 'text',
      text: { body: ctx.params.text, preview_url: ctx.params.previewUrl },
      ...(ctx.params.replyTo ? { context: { message_id: ctx.params.replyTo } } : {}),
    }),
  outputSchema: sentSchema,
});

const sendTemplate = defineOperation({
  id: 'send_template',
  name: 'Send template message',
  description:
    'Sends an approved WhatsApp message template by name and language, with its parameters as components JSON; the only kind of message that may start a conversation. Returns the message id.',
  idempotent: false,
  props: {
    phoneNumberId,
    to,
    template: prop.string({ label: 'Template name', required: true, placeholder: 'order_update' }),
    language: prop.string({
      label: 'Language code',
      default: 'en_US',
      help: 'The template’s language: en_US, de, pt_BR…',
    }),
    components: prop.json({
      label: 'Components',
      help: 'The template’s parameters: [{"type": "body", "parameters": [{"type": "text", "text": "Ada"}]}]',
      schema: z.array(z.record(z.string(), z.unknown())).optional(),
    }),
  },
  run: (ctx) =>
    sendMessage(ctx, {
      to: ctx.params.to.trim(),
      type: 'template',
      template: {
        name: ctx.params.template,
        language: { code: ctx.params.language },
        ...(ctx.params.components?.length ? { components: ctx.params.components } : {}),
      },
    }),
  outputSchema: sentSchema,
});

const sendMedia = defineOperation({
  id: 'send_media',
  name: 'Send media',
  description:
    'Sends an image or a document to a WhatsApp number from a public HTTPS link, with an optional caption (and file name for a document); returns the message id.',
  idempotent: false,
  props: {
    phoneNumberId,
    to,
    mediaType: prop.select({ label: 'Type', options: ['image', 'document'], default: 'image' }),
    link: prop.string({ label: 'Link', required: true, placeholder: 'https://example.com/invoice.pdf' }),
    caption: prop.text({ label: 'Caption' }),
    filename: prop.string({
      label: 'File name',
      help: 'Shown for a document',
      visibleWhen: { key: 'mediaType', values: ['document'] },
    }),
  },
  run: (ctx) => {
    const p = ctx.params;
    return sendMessage(ctx, {
      to: p.to.trim(),
      type: p.mediaType,
      [p.mediaType]: {
        link: p.link,
        ...(p.caption ? { caption: p.caption } : {}),
        ...(p.mediaType === 'document' && p.filename ? { filename: p.filename } : {}),
      },
    });
  },
  outputSchema: sentSchema,
});

const GraphError = z.object({
  error: z.object({
    message: z.string(),
    code: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

export const whatsapp = defineApp({
  id: 'whatsapp',
  name: 'WhatsApp Business',
  icon: 'si:whatsapp',
  description: 'Send text, template and media messages from a WhatsApp Business number.',
  baseUrl: 'https://graph.facebook.com/v21.0',
  auth: { templates: ['whatsapp'], kinds: ['bearer'] },
  errorMessage: (body) => {
    const error = GraphError.safeParse(body).data?.error;
    if (!error) return undefined;
    const details = error.error_data?.details;
    return details && !error.message.includes(details) ? `${error.message}: ${details}` : error.message;
  },
  operations: [sendText, sendTemplate, sendMedia],
});

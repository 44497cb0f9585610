import { timingSafeEqual } from 'node:crypto';
import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, defineWebhookTrigger } from '../../kit/app.js';

/**
 * Telegram Bot API (https://core.telegram.org/bots/api): `POST /bot<token>/<method>`, answers
 * `{ ok, result }` or `{ ok: false, error_code, description, parameters: { retry_after } }`. A local Bot
 * API server (https://github.com/tdlib/telegram-bot-api) is the same API at its own base URL.
 */

const Failure = z.object({
  ok: z.literal(false),
  description: z.string().optional(),
  parameters: z.object({ retry_after: z.number().optional() }).optional(),
});

const messageSchema = {
  type: 'object',
  properties: {
    message_id: { type: 'number' },
    date: { type: 'number' },
    text: { type: 'string' },
    chat: { type: 'object', properties: { id: { type: 'number' }, type: { type: 'string' } } },
    from: { type: 'object', properties: { id: { type: 'number' }, username: { type: 'string' } } },
  },
};

const sendMessage = defineOperation({
  id: 'send_message',
  name: 'Send message',
  description:
    'Sends a text message from the bot to a Telegram chat (a user, group or channel id, or @channelusername) and returns the sent message.',
  idempotent: false,
  props: {
    chatId: prop.string({ label: 'Chat ID', required: true, placeholder: '123456789 or @channel' }),
    text: prop.text({ label: 'Text', required: true }),
    parseMode: prop.select({
      label: 'Formatting',
      options: ['none', 'MarkdownV2', 'HTML'],
      default: 'none',
    }),
    replyTo: prop.number({ label: 'Reply to message ID', int: true }),
    silent: prop.boolean({ label: 'Send silently', default: false }),
  },
  request: {
    method: 'POST',
    path: '/sendMessage',
    body: (p) => ({
      chat_id: p.chatId,
      text: p.text,
      ...(p.parseMode !== 'none' ? { parse_mode: p.parseMode } : {}),
      ...(p.replyTo ? { reply_parameters: { message_id: p.replyTo } } : {}),
      ...(p.silent ? { disable_notification: true } : {}),
    }),
  },
  output: (body) => (body as { result?: unknown }).result,
  outputSchema: messageSchema,
});

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

const newMessage = defineWebhookTrigger({
  id: 'new_message',
  name: 'New message',
  description: 'Starts the workflow when the bot receives a message (the bot’s webhook).',
  props: {},
  register: async ({ url, secret, request }) => {
    await request({
      method: 'POST',
      path: '/setWebhook',
      body: { type: 'json', data: { url, secret_token: secret, allowed_updates: ['message'] } },
    });
    return {};
  },
  unregister: async ({ request }) => {
    await request({ method: 'POST', path: '/deleteWebhook', body: { type: 'json', data: {} } });
  },
  // Telegram sends the secret given to setWebhook in a header with every update.
  verify: (delivery, secret) => {
    const given = Buffer.from(delivery.headers[SECRET_HEADER] ?? '');
    const expected = Buffer.from(secret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  },
  accept: (delivery) => typeof (delivery.body as { message?: unknown })?.message === 'object',
  output: (delivery) => delivery.body,
  outputSchema: {
    type: 'object',
    properties: { update_id: { type: 'number' }, message: messageSchema },
  },
});

export const telegram = defineApp({
  id: 'telegram',
  name: 'Telegram',
  icon: 'si:telegram',
  description: 'Send messages from a bot; react to messages the bot receives.',
  baseUrl: 'https://api.telegram.org',
  baseUrlField: 'baseUrl',
  auth: {
    templates: ['telegram'],
    kinds: ['bearer'],
    // The token is part of every path; it is masked in any error that quotes the URL.
    apply: (credential) => {
      const token = String(credential.fields.token ?? '');
      return { pathPrefix: `/bot${token}`, secrets: [token] };
    },
  },
  retryAfter: (body) => {
    const seconds = Failure.safeParse(body).data?.parameters?.retry_after;
    return seconds === undefined ? undefined : seconds * 1000;
  },
  errorMessage: (body) => Failure.safeParse(body).data?.description,
  bodyError: (body) => {
    const failure = Failure.safeParse(body);
    return failure.success ? (failure.data.description ?? 'not ok') : undefined;
  },
  operations: [sendMessage],
  webhookTriggers: [newMessage],
});

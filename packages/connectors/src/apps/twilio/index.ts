import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { fieldText } from '../../kit/items.js';
import { listSchema, paginationProps } from '../../kit/lists.js';

/**
 * Twilio's Programmable Messaging API (https://www.twilio.com/docs/messaging/api/message-resource):
 * `https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic auth with the
 * account SID and auth token, form-encoded bodies, errors as `{ code, message, more_info, status }`,
 * lists paged by `PageSize` and the `next_page_uri` Twilio hands back (it carries Page and PageToken).
 */

const messageSchema = {
  type: 'object',
  properties: {
    sid: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    body: { type: 'string' },
    status: { type: 'string' },
    direction: { type: 'string' },
    date_created: { type: 'string' },
    date_sent: { type: 'string' },
  },
};

const phone = (label: string, required: boolean, help?: string) =>
  prop.string({ label, required, placeholder: '+15551234567', help: help ?? 'E.164 format' });

const sendSms = defineOperation({
  id: 'send_sms',
  name: 'Send SMS',
  description:
    'Sends an SMS from one of the account’s Twilio numbers (or a Messaging Service) to a phone number in E.164 format; returns the message with its SID and status (queued).',
  idempotent: false,
  props: {
    to: phone('To', true),
    from: phone('From', false, 'A Twilio number of the account; or give a Messaging Service SID'),
    messagingServiceSid: prop.string({ label: 'Messaging Service SID', placeholder: 'MG…' }),
    body: prop.text({ label: 'Message', required: true, help: 'Up to 1600 characters' }),
  },
  request: {
    method: 'POST',
    path: '/Messages.json',
    bodyType: 'form',
    body: (p) => ({
      To: p.to,
      Body: p.body,
      ...(p.from ? { From: p.from } : {}),
      ...(p.messagingServiceSid ? { MessagingServiceSid: p.messagingServiceSid } : {}),
    }),
  },
  outputSchema: messageSchema,
});

const Page = z.object({ messages: z.array(z.unknown()), next_page_uri: z.string().nullish() });

/** The path after the account's prefix of Twilio's `next_page_uri` (`/2010-04-01/Accounts/AC…/Messages.json?…`). */
const nextPath = (uri: string | null | undefined) => {
  const at = uri?.indexOf('/Messages.json') ?? -1;
  return uri && at >= 0 ? uri.slice(at) : undefined;
};

const listMessages = defineOperation({
  id: 'list_messages',
  name: 'List messages',
  description:
    'Lists the account’s SMS messages, newest first, optionally only those to or from a number or sent on or after a date; returns each message’s SID, numbers, text, status and direction.',
  idempotent: true,
  props: {
    to: phone('To', false),
    from: phone('From', false),
    sentAfter: prop.string({
      label: 'Sent on or after',
      placeholder: '2026-01-31',
      help: 'A date (YYYY-MM-DD)',
    }),
    ...paginationProps,
  },
  outputSchema: listSchema(messageSchema),
  run: async ({ params, request }) => {
    const limit = params.limit ?? 50;
    const size = params.returnAll ? 100 : Math.min(100, Math.max(1, limit));
    const items: unknown[] = [];
    let path: string | undefined = '/Messages.json';
    let query: Record<string, unknown> | undefined = {
      PageSize: size,
      ...(params.to ? { To: params.to } : {}),
      ...(params.from ? { From: params.from } : {}),
      ...(params.sentAfter ? { 'DateSent>': params.sentAfter } : {}),
    };
    for (let n = 0; path && n < 1000; n += 1) {
      const page = Page.parse((await request({ method: 'GET', path, query })).body);
      items.push(...page.messages);
      path = nextPath(page.next_page_uri);
      // The next page's URI carries every query parameter itself.
      query = undefined;
      if (!params.returnAll && items.length >= limit) {
        return {
          items: items.slice(0, limit),
          count: limit,
          more: items.length > limit || path !== undefined,
        };
      }
    }
    return { items, count: items.length, more: path !== undefined };
  },
});

/** Twilio's RFC 2822 dates (`Thu, 01 Jan 2026 00:00:00 +0000`) as ISO times in UTC (they sort as text). */
const isoOf = (date: unknown) => {
  const time = Date.parse(String(date ?? ''));
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
};

const newIncoming = definePollingTrigger({
  id: 'new_incoming_message',
  name: 'New incoming message',
  description: 'Starts the workflow with the SMS messages received by a Twilio number since the last check.',
  props: { to: phone('To number', true, 'Your Twilio number that receives the messages (E.164)') },
  request: (p, since) => ({
    path: '/Messages.json',
    query: { To: p.to, PageSize: 100, ...(since ? { 'DateSent>': since.slice(0, 10) } : {}) },
  }),
  items: (body) =>
    Page.parse(body).messages.filter((m) => (m as { direction?: unknown }).direction === 'inbound'),
  itemId: fieldText('sid'),
  itemTime: (item) => isoOf((item as { date_created?: unknown }).date_created),
  outputSchema: { items: messageSchema },
});

const TwilioError = z.object({ message: z.string(), code: z.number().nullish() });

export const twilio = defineApp({
  id: 'twilio',
  name: 'Twilio',
  icon: 'si:twilio',
  description: 'Send SMS and list messages with Twilio; react to incoming messages.',
  baseUrl: 'https://api.twilio.com/2010-04-01',
  auth: {
    templates: ['twilio'],
    kinds: ['basic'],
    apply: (credential) => {
      const sid = String(credential.fields.username ?? '');
      const token = String(credential.fields.password ?? '');
      return {
        auth: { type: 'basic', username: sid, password: token },
        pathPrefix: `/Accounts/${encodeURIComponent(sid)}`,
        secrets: [token],
      };
    },
  },
  errorMessage: (body) => {
    const e = TwilioError.safeParse(body).data;
    return e ? (e.code ? `${e.message} (${e.code})` : e.message) : undefined;
  },
  operations: [sendSms, listMessages],
  pollingTriggers: [newIncoming],
});

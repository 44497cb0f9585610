import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { fieldText } from '../../kit/items.js';
import { googleErrorMessage } from '../google/error-message.js';

/**
 * Gmail API v1 (https://developers.google.com/gmail/api/reference/rest): the Google OAuth2 authorization
 * (scopes gmail.send and gmail.readonly), the signed-in user as `me`, messages sent as base64url RFC 2822
 * (`raw`), lists of `{ id, threadId }` paged by `pageToken`, errors as `{ error: { code, message } }`.
 */

/** A header value without line breaks (a mapped value cannot add headers). */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
/** RFC 2047: a subject with non-ASCII letters as UTF-8 base64. */
const encodedWord = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

/** The message as Gmail's `raw`: RFC 2822 with a base64 body, base64url-encoded. */
export function rawMessage(mail: {
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  body: string;
  html: boolean;
}): string {
  const lines = [
    `To: ${oneLine(mail.to)}`,
    ...(mail.cc ? [`Cc: ${oneLine(mail.cc)}`] : []),
    ...(mail.bcc ? [`Bcc: ${oneLine(mail.bcc)}`] : []),
    `Subject: ${encodedWord(oneLine(mail.subject))}`,
    'MIME-Version: 1.0',
    `Content-Type: ${mail.html ? 'text/html' : 'text/plain'}; charset=UTF-8`,
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(mail.body, 'utf8').toString('base64'),
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8').toString('base64url');
}

const Part = z.object({
  mimeType: z.string().optional(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  body: z.object({ data: z.string().optional() }).optional(),
  get parts() {
    return z.array(Part).optional();
  },
});
type Part = z.infer<typeof Part>;
const Message = z.object({
  id: z.string(),
  threadId: z.string().optional(),
  labelIds: z.array(z.string()).optional(),
  snippet: z.string().optional(),
  internalDate: z.string().optional(),
  payload: Part.optional(),
});

function textOf(part: Part | undefined, mimeType: string): string | undefined {
  if (!part) return undefined;
  if (part.mimeType === mimeType && part.body?.data)
    return Buffer.from(part.body.data, 'base64url').toString('utf8');
  for (const child of part.parts ?? []) {
    const found = textOf(child, mimeType);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A Gmail message (format=full) as a flat object: who, what, when, and its text. */
export function simpleMessage(body: unknown) {
  const message = Message.parse(body);
  const header = (name: string) =>
    message.payload?.headers?.find((h) => h.name.toLowerCase() === name)?.value ?? '';
  return {
    id: message.id,
    threadId: message.threadId ?? '',
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    date: message.internalDate ? new Date(Number(message.internalDate)).toISOString() : '',
    snippet: message.snippet ?? '',
    text: textOf(message.payload, 'text/plain') ?? '',
    html: textOf(message.payload, 'text/html') ?? '',
    labelIds: message.labelIds ?? [],
  };
}

const messageSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['id', 'threadId', 'from', 'to', 'subject', 'date', 'snippet', 'text', 'html'].map((k) => [
      k,
      { type: 'string' },
    ]),
  ),
};

const sendEmail = defineOperation({
  id: 'send_email',
  name: 'Send email',
  description:
    'Sends an email from the signed-in Gmail account to the given recipients, as plain text or HTML; returns the sent message id and thread id.',
  idempotent: false,
  props: {
    to: prop.string({ label: 'To', required: true, help: 'Addresses separated by commas' }),
    cc: prop.string({ label: 'Cc' }),
    bcc: prop.string({ label: 'Bcc' }),
    subject: prop.string({ label: 'Subject', required: true }),
    body: prop.text({ label: 'Body', required: true }),
    html: prop.boolean({ label: 'Body is HTML', default: false }),
  },
  request: {
    method: 'POST',
    path: '/users/me/messages/send',
    body: (p) => ({
      raw: rawMessage({
        to: p.to,
        subject: p.subject,
        body: p.body,
        html: p.html,
        ...(p.cc ? { cc: p.cc } : {}),
        ...(p.bcc ? { bcc: p.bcc } : {}),
      }),
    }),
  },
  outputSchema: { type: 'object', properties: { id: { type: 'string' }, threadId: { type: 'string' } } },
});

const searchMessages = defineOperation({
  id: 'search_messages',
  name: 'Search messages',
  description:
    'Lists the ids of the Gmail messages matching a Gmail search query (e.g. "from:ada@example.com is:unread"), newest first.',
  idempotent: true,
  props: { q: prop.string({ label: 'Search', help: 'Gmail search, as in the search box' }) },
  request: { method: 'GET', path: '/users/me/messages', query: ['q'] },
  pagination: {
    mode: 'cursor',
    itemsPath: 'messages',
    cursorPath: 'nextPageToken',
    cursorParam: 'pageToken',
    sizeParam: 'maxResults',
    maxPageSize: 500,
  },
  outputSchema: {
    items: { type: 'object', properties: { id: { type: 'string' }, threadId: { type: 'string' } } },
  },
});

const getMessage = defineOperation({
  id: 'get_message',
  name: 'Get message',
  description:
    'Reads one Gmail message by id: sender, recipients, subject, date, snippet and its plain-text and HTML bodies.',
  idempotent: true,
  props: { id: prop.string({ label: 'Message ID', required: true }) },
  request: { method: 'GET', path: '/users/me/messages/{id}', query: () => ({ format: 'full' }) },
  output: simpleMessage,
  outputSchema: messageSchema,
});

const Listed = z.object({ messages: z.array(z.object({ id: z.string() })).optional() });

const newEmail = definePollingTrigger({
  id: 'new_email',
  name: 'New email',
  description: 'Starts the workflow with the emails received since the last check that match a Gmail search.',
  props: {
    q: prop.string({ label: 'Search', default: 'in:inbox', help: 'Only mail matching this Gmail search' }),
  },
  // Gmail's list has no dates: the ids listed since the cursor's second, each read once listed.
  list: async ({ params, request }, since) => {
    const after = since ? ` after:${Math.floor(Number(since) / 1000)}` : '';
    const listed = Listed.parse(
      (
        await request({
          method: 'GET',
          path: '/users/me/messages',
          query: { q: `${params.q ?? ''}${after}`.trim(), maxResults: 50 },
        })
      ).body,
    );
    const messages = [];
    for (const { id } of listed.messages ?? []) {
      const full = await request({
        method: 'GET',
        path: `/users/me/messages/${encodeURIComponent(id)}`,
        query: { format: 'full' },
      });
      messages.push({
        ...simpleMessage(full.body),
        internalDate: Message.parse(full.body).internalDate ?? '0',
      });
    }
    return messages;
  },
  itemId: fieldText('id'),
  itemTime: (item) => String((item as { internalDate?: unknown }).internalDate ?? '0').padStart(15, '0'),
  outputSchema: { items: messageSchema },
});

export const gmail = defineApp({
  id: 'gmail',
  name: 'Gmail',
  icon: 'si:gmail',
  description: 'Send email, search and read messages; react to new email.',
  baseUrl: 'https://gmail.googleapis.com/gmail/v1',
  auth: { templates: ['google'], kinds: ['oauth2'] },
  errorMessage: googleErrorMessage,
  operations: [sendEmail, searchMessages, getMessage],
  pollingTriggers: [newEmail],
});

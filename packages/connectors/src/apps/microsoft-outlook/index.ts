import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { fieldText } from '../../kit/items.js';
import {
  GRAPH_BASE_URL,
  graphAuth,
  graphErrorMessage,
  graphPages,
  sortableTime,
} from '../microsoft-graph/graph.js';

/**
 * Outlook mail on Microsoft Graph (https://learn.microsoft.com/en-us/graph/api/resources/mail-api-overview):
 * the signed-in user's mailbox (`/me`), mail sent as JSON messages (`sendMail`, 202 with no body),
 * folders by id or well-known name (`inbox`, `sentitems`, `drafts`), lists filtered with OData `$filter`
 * or searched with KQL `$search` (which Graph does not combine with `$filter` or `$orderby`).
 */

/** Fields our message outputs read (Graph returns every field, bodies included, unless told). */
const MESSAGE_FIELDS =
  'id,conversationId,subject,bodyPreview,body,from,toRecipients,ccRecipients,receivedDateTime,sentDateTime,isRead,isDraft,hasAttachments,importance,webLink,parentFolderId';

const Address = z.object({
  emailAddress: z.object({ address: z.string().optional(), name: z.string().optional() }).optional(),
});
const Message = z.object({
  id: z.string(),
  conversationId: z.string().nullish(),
  subject: z.string().nullish(),
  bodyPreview: z.string().nullish(),
  body: z.object({ contentType: z.string().optional(), content: z.string().optional() }).nullish(),
  from: Address.nullish(),
  toRecipients: z.array(Address).nullish(),
  ccRecipients: z.array(Address).nullish(),
  receivedDateTime: z.string().nullish(),
  sentDateTime: z.string().nullish(),
  isRead: z.boolean().nullish(),
  isDraft: z.boolean().nullish(),
  hasAttachments: z.boolean().nullish(),
  importance: z.string().nullish(),
  webLink: z.string().nullish(),
  parentFolderId: z.string().nullish(),
});

const addressesOf = (list: z.infer<typeof Address>[] | null | undefined) =>
  (list ?? []).map((a) => a.emailAddress?.address ?? '').filter((a) => a !== '');

/** A Graph message as a flat object: who, what, when, and its body. */
export function simpleMessage(body: unknown) {
  const m = Message.parse(body);
  return {
    id: m.id,
    conversationId: m.conversationId ?? '',
    subject: m.subject ?? '',
    from: m.from?.emailAddress?.address ?? '',
    fromName: m.from?.emailAddress?.name ?? '',
    to: addressesOf(m.toRecipients),
    cc: addressesOf(m.ccRecipients),
    receivedDateTime: m.receivedDateTime ?? '',
    sentDateTime: m.sentDateTime ?? '',
    bodyPreview: m.bodyPreview ?? '',
    bodyType: m.body?.contentType ?? '',
    body: m.body?.content ?? '',
    isRead: m.isRead ?? false,
    isDraft: m.isDraft ?? false,
    hasAttachments: m.hasAttachments ?? false,
    importance: m.importance ?? '',
    webLink: m.webLink ?? '',
    parentFolderId: m.parentFolderId ?? '',
  };
}

const str = { type: 'string' };
const messageSchema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(
      [
        'id',
        'conversationId',
        'subject',
        'from',
        'fromName',
        'receivedDateTime',
        'sentDateTime',
        'bodyPreview',
        'bodyType',
        'body',
        'importance',
        'webLink',
        'parentFolderId',
      ].map((k) => [k, str]),
    ),
    to: { type: 'array', items: str },
    cc: { type: 'array', items: str },
    isRead: { type: 'boolean' },
    isDraft: { type: 'boolean' },
    hasAttachments: { type: 'boolean' },
  },
};

/** `ada@example.com, Alan <alan@example.com>` as Graph recipients. */
export function recipients(list: string | undefined): { emailAddress: { address: string; name?: string } }[] {
  return (list ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const named = /^(.*?)\s*<([^>]+)>$/.exec(part);
      const name = named?.[1]?.replace(/^"|"$/g, '').trim();
      return { emailAddress: { address: named?.[2]?.trim() ?? part, ...(name ? { name } : {}) } };
    });
}

const mailProps = {
  to: prop.string({ label: 'To', required: true, help: 'Addresses separated by commas' }),
  cc: prop.string({ label: 'Cc', help: 'Addresses separated by commas' }),
  bcc: prop.string({ label: 'Bcc', help: 'Addresses separated by commas' }),
  subject: prop.string({ label: 'Subject', required: true }),
  body: prop.text({ label: 'Body', required: true }),
  html: prop.boolean({ label: 'Body is HTML', default: false }),
};

function messageOf(p: {
  to: string;
  cc?: string | undefined;
  bcc?: string | undefined;
  subject: string;
  body: string;
  html: boolean;
}) {
  return {
    subject: p.subject,
    body: { contentType: p.html ? 'HTML' : 'Text', content: p.body },
    toRecipients: recipients(p.to),
    ...(p.cc ? { ccRecipients: recipients(p.cc) } : {}),
    ...(p.bcc ? { bccRecipients: recipients(p.bcc) } : {}),
  };
}

const sendEmail = defineOperation({
  id: 'send_email',
  name: 'Send email',
  description:
    'Sends an email from the signed-in Outlook mailbox to the given recipients, as plain text or HTML, and saves it in Sent Items; returns sent: true (Graph gives no message id for a sent mail).',
  idempotent: false,
  props: {
    ...mailProps,
    saveToSentItems: prop.boolean({ label: 'Save in Sent Items', default: true }),
  },
  request: {
    method: 'POST',
    path: '/me/sendMail',
    body: (p) => ({ message: messageOf(p), saveToSentItems: p.saveToSentItems }),
  },
  output: (_, p) => ({
    sent: true,
    to: recipients(p.to).map((r) => r.emailAddress.address),
    subject: p.subject,
  }),
  outputSchema: {
    type: 'object',
    properties: { sent: { type: 'boolean' }, to: { type: 'array', items: str }, subject: str },
  },
});

const createDraft = defineOperation({
  id: 'create_draft',
  name: 'Create draft',
  description:
    'Saves an email as a draft in the Outlook Drafts folder without sending it; returns the draft message (its id, subject, recipients and web link).',
  idempotent: false,
  props: mailProps,
  request: { method: 'POST', path: '/me/messages', body: (p) => messageOf(p) },
  output: simpleMessage,
  outputSchema: messageSchema,
});

const listMessages = defineOperation({
  id: 'list_messages',
  name: 'List messages',
  description:
    'Lists or searches the Outlook messages of one folder (inbox, sentitems, drafts or a folder id), newest first, filtered by an OData $filter or searched with words; returns each message’s sender, recipients, subject, dates, preview and body.',
  idempotent: true,
  props: {
    folder: prop.string({
      label: 'Folder',
      required: true,
      default: 'inbox',
      help: 'inbox, sentitems, drafts, archive, deleteditems, junkemail, or a folder id',
    }),
    search: prop.string({
      label: 'Search',
      help: 'Words or KQL, e.g. from:ada subject:invoice (cannot be combined with a filter)',
    }),
    filter: prop.string({
      label: 'Filter',
      help: "An OData filter, e.g. isRead eq false and from/emailAddress/address eq 'ada@example.com'",
    }),
  },
  request: {
    method: 'GET',
    path: '/me/mailFolders/{folder}/messages',
    query: (p) => ({
      $select: MESSAGE_FIELDS,
      ...(p.search ? { $search: `"${p.search.replace(/"/g, '\\"')}"` } : {}),
      ...(p.filter ? { $filter: p.filter } : {}),
      // Graph refuses $orderby with $search (results come by relevance and date) and wants a
      // filter's properties first in $orderby; only plain lists are sorted here.
      ...(p.search || p.filter ? {} : { $orderby: 'receivedDateTime desc' }),
    }),
  },
  pagination: graphPages({ top: true, maxPageSize: 1000 }),
  output: simpleMessage,
  outputSchema: { items: messageSchema },
});
const getMessage = defineOperation({
  id: 'get_message',
  name: 'Get message',
  description:
    'Reads one Outlook message by id: sender, recipients, subject, received and sent times, preview, body (HTML or text), read state and web link.',
  idempotent: true,
  props: { messageId: prop.string({ label: 'Message ID', required: true }) },
  request: { method: 'GET', path: '/me/messages/{messageId}', query: () => ({ $select: MESSAGE_FIELDS }) },
  output: simpleMessage,
  outputSchema: messageSchema,
});

const replyToMessage = defineOperation({
  id: 'reply_to_message',
  name: 'Reply to message',
  description:
    'Replies to an Outlook message by id with a comment (to the sender, or to everyone on it), sent at once and saved in Sent Items; returns replied: true and the message id.',
  idempotent: false,
  props: {
    messageId: prop.string({ label: 'Message ID', required: true }),
    comment: prop.text({ label: 'Reply', required: true, help: 'The text above the quoted message' }),
    replyAll: prop.boolean({ label: 'Reply to all', default: false }),
  },
  run: async ({ params, request }) => {
    const action = params.replyAll ? 'replyAll' : 'reply';
    await request({
      method: 'POST',
      path: `/me/messages/${encodeURIComponent(params.messageId)}/${action}`,
      body: { type: 'json', data: { comment: params.comment } },
    });
    return { replied: true, messageId: params.messageId, replyAll: params.replyAll };
  },
  outputSchema: {
    type: 'object',
    properties: { replied: { type: 'boolean' }, messageId: str, replyAll: { type: 'boolean' } },
  },
});

const Listed = z.object({ value: z.array(z.unknown()) });

const newEmail = definePollingTrigger({
  id: 'new_email',
  name: 'New email',
  description: 'Starts the workflow with the emails received in an Outlook folder since the last check.',
  props: {
    folder: prop.string({
      label: 'Folder',
      default: 'inbox',
      help: 'inbox, or another well-known name or a folder id',
    }),
    filter: prop.string({
      label: 'Filter',
      help: "Only mail matching this OData filter, e.g. from/emailAddress/address eq 'ada@example.com'",
    }),
  },
  // First the newest mail (where the list stands); then, oldest first, what came since the cursor, so
  // a burst larger than a page is handed on over the next checks rather than skipped. Graph wants the
  // $orderby property first in the $filter.
  request: (p, since) => {
    // With a filter of the user's, a time term leads even on the first check (Graph's own advice).
    const from = since ?? (p.filter ? '1900-01-01T00:00:00Z' : undefined);
    const terms = [...(from ? [`receivedDateTime ge ${from}`] : []), ...(p.filter ? [`(${p.filter})`] : [])];
    return {
      path: `/me/mailFolders/${encodeURIComponent(p.folder || 'inbox')}/messages`,
      query: {
        $select: MESSAGE_FIELDS,
        $top: 50,
        $orderby: since ? 'receivedDateTime asc' : 'receivedDateTime desc',
        ...(terms.length > 0 ? { $filter: terms.join(' and ') } : {}),
      },
    };
  },
  items: (body) => Listed.parse(body).value.map(simpleMessage),
  itemId: fieldText('id'),
  itemTime: (item) => sortableTime((item as { receivedDateTime?: unknown }).receivedDateTime),
  outputSchema: { items: messageSchema },
});

export const microsoftOutlook = defineApp({
  id: 'microsoft-outlook',
  name: 'Microsoft Outlook',
  // Simple Icons dropped Microsoft's logos at Microsoft's request: a Material icon the web draws.
  icon: 'mail',
  description: 'Send, draft, list, search, read and reply to Outlook email; react to new email.',
  baseUrl: GRAPH_BASE_URL,
  auth: graphAuth,
  errorMessage: graphErrorMessage,
  operations: [sendEmail, listMessages, getMessage, replyToMessage, createDraft],
  pollingTriggers: [newEmail],
});

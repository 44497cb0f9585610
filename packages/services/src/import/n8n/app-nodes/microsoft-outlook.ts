import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record, text } from '../table-helpers.js';
import { appRow, leftOutNote, listNote, locator, operations, paging, sinceVersion } from './app-helpers.js';

// ---- Microsoft Outlook (2.x: message send, reply, get, getAll; draft create)

const MAIL_FIELDS = ['toRecipients', 'ccRecipients', 'bccRecipients', 'bodyContentType', 'attachments'];

/** Send and draft: n8n's message fields as our mail props (HTML unless the type says Text). */
function mail(ctx: MappingContext, to: unknown, fields: Record<string, unknown>): Record<string, unknown> {
  if (Object.keys(record(fields.attachments)).length > 0)
    ctx.needsHand('parameter', 'Attachments are not imported.');
  return {
    to: ctx.value(to ?? ''),
    ...(fields.ccRecipients ? { cc: ctx.value(fields.ccRecipients) } : {}),
    ...(fields.bccRecipients ? { bcc: ctx.value(fields.bccRecipients) } : {}),
    subject: ctx.value(ctx.params.subject ?? ''),
    body: ctx.value(ctx.params.bodyContent ?? ''),
    html: (text(fields.bodyContentType) ?? 'html') === 'html',
  };
}

const messageId = (ctx: MappingContext) => ctx.value(locator(ctx.params.messageId).value ?? '');

/** Get Many's filters as Graph's $search or $filter words. */
function outlookList(ctx: MappingContext): MappedStep {
  const values = record(record(ctx.params.filtersUI).values);
  const params: Record<string, unknown> = { folder: 'inbox' };
  if (values.filterBy === 'search') {
    if (values.search) params.search = ctx.value(values.search);
  } else {
    const filters = record(values.filters);
    const words: string[] = [];
    const status = text(filters.readStatus);
    if (status && status !== 'both') words.push(`isRead eq ${status === 'read'}`);
    if (filters.receivedAfter) words.push(`receivedDateTime ge ${String(ctx.value(filters.receivedAfter))}`);
    if (filters.receivedBefore)
      words.push(`receivedDateTime le ${String(ctx.value(filters.receivedBefore))}`);
    if (filters.hasAttachments === true) words.push('hasAttachments eq true');
    if (filters.custom) words.push(String(ctx.value(filters.custom)));
    if (words.length > 0) params.filter = words.join(' and ');
    const folders = list(filters.foldersToInclude);
    if (folders.length === 1) params.folder = ctx.value(folders[0]);
    leftOutNote(ctx, filters, [
      'readStatus',
      'receivedAfter',
      'receivedBefore',
      'hasAttachments',
      'custom',
      ...(folders.length === 1 ? ['foldersToInclude'] : []),
    ]);
  }
  if (params.folder === 'inbox')
    ctx.needsHand('parameter', 'n8n read every folder; this step reads the Inbox (set Folder for another).');
  leftOutNote(ctx, record(ctx.params.options), []);
  listNote(ctx, 'message');
  return { serviceId: 'microsoft-outlook.list_messages', params: { ...params, ...paging(ctx, 100) } };
}

const fields = (ctx: MappingContext) => record(ctx.params.additionalFields);

const outlookOperations = operations('Microsoft Outlook', ['message.send', 'draft.create'], {
  'message.send': (ctx) => {
    const given = fields(ctx);
    leftOutNote(ctx, given, [...MAIL_FIELDS, 'saveToSentItems']);
    return {
      serviceId: 'microsoft-outlook.send_email',
      params: {
        ...mail(ctx, ctx.params.toRecipients, given),
        ...(given.saveToSentItems === false ? { saveToSentItems: false } : {}),
      },
    };
  },
  'draft.create': (ctx) => {
    const given = fields(ctx);
    leftOutNote(ctx, given, MAIL_FIELDS);
    return { serviceId: 'microsoft-outlook.create_draft', params: mail(ctx, given.toRecipients, given) };
  },
  'message.reply': (ctx) => {
    const p = ctx.params;
    if (p.send === false) return { unmapped: 'an Outlook reply saved as a draft' };
    leftOutNote(ctx, fields(ctx), []);
    return {
      serviceId: 'microsoft-outlook.reply_to_message',
      params: {
        messageId: messageId(ctx),
        comment: ctx.value(p.comment ?? ''),
        ...(p.replyType === 'replyAll' ? { replyAll: true } : {}),
      },
    };
  },
  'message.get': (ctx) => {
    ctx.needsHand(
      'parameter',
      "n8n simplified the message; this step outputs Graph's message fields (check the fields later steps read).",
    );
    return { serviceId: 'microsoft-outlook.get_message', params: { messageId: messageId(ctx) } };
  },
  'message.getAll': outlookList,
});

export const microsoftOutlook = appRow(
  'n8n-nodes-base.microsoftOutlook',
  'microsoft-outlook.send_email',
  sinceVersion('Microsoft Outlook', 2, outlookOperations),
);

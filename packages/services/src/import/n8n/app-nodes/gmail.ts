import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record, text } from '../table-helpers.js';
import { appRow, commaList, leftOutNote, listNote, operations, paging } from './app-helpers.js';

// ---- Gmail (v1 and v2: message send, get, getAll)

function gmailSend(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const v2 = (ctx.node.typeVersion ?? 1) >= 2;
  const options = record(v2 ? p.options : p.additionalFields);
  const params: Record<string, unknown> = { subject: ctx.value(p.subject ?? '') };
  if (v2) {
    params.to = ctx.value(p.sendTo ?? '');
    // 2.x's Email Type defaults to HTML.
    params.html = (text(p.emailType) ?? 'html') === 'html';
    params.body = ctx.value(p.message ?? '');
    if (options.ccList) params.cc = ctx.value(options.ccList);
    if (options.bccList) params.bcc = ctx.value(options.bccList);
  } else {
    params.to = commaList(ctx, list(p.toList));
    // 1.x sent the text, and the HTML beside it when asked: here the body is one or the other.
    params.html = p.includeHtml === true;
    params.body = ctx.value((p.includeHtml === true ? p.htmlMessage : p.message) ?? '');
    const cc = commaList(ctx, list(options.ccList));
    const bcc = commaList(ctx, list(options.bccList));
    if (cc) params.cc = cc;
    if (bcc) params.bcc = bcc;
  }
  if (Object.keys(record(options.attachmentsUi)).length > 0)
    ctx.needsHand('parameter', 'Attachments are not imported.');
  leftOutNote(ctx, options, ['ccList', 'bccList', 'attachmentsUi', 'appendAttribution', 'replyToSenderOnly']);
  return { serviceId: 'gmail.send_email', params };
}

/** Gmail's search text with n8n 2.x's filters that are search words (as n8n's prepareQuery adds them). */
function gmailQuery(ctx: MappingContext, filters: Record<string, unknown>): string {
  const words: string[] = [];
  if (filters.q) words.push(String(ctx.value(filters.q)));
  if (filters.sender) words.push(`from:${String(ctx.value(filters.sender))}`);
  const status = text(filters.readStatus);
  if (status && status !== 'both') words.push(`is:${status}`);
  return words.join(' ');
}

function gmailSearch(ctx: MappingContext): MappedStep {
  const v2 = (ctx.node.typeVersion ?? 1) >= 2;
  const filters = record(v2 ? ctx.params.filters : ctx.params.additionalFields);
  const q = v2 ? gmailQuery(ctx, filters) : filters.q ? ctx.value(filters.q) : '';
  leftOutNote(ctx, filters, ['q', 'sender', 'readStatus', 'format', 'dataPropertyAttachmentsPrefixName']);
  listNote(ctx, 'message');
  ctx.needsHand(
    'parameter',
    'n8n read each message found; this step lists their ids (id, threadId): read each with a Gmail Get message step.',
  );
  return {
    serviceId: 'gmail.search_messages',
    params: { ...(q ? { q } : {}), ...paging(ctx, v2 ? 50 : 10) },
  };
}

const gmailOperations = (v2: boolean) =>
  operations('Gmail', v2 ? ['message.send'] : ['draft', 'message.send'], {
    'message.send': gmailSend,
    'message.getAll': gmailSearch,
    'message.get': (ctx) => {
      ctx.needsHand(
        'parameter',
        "Its output is Flowlane's: id, threadId, from, to, subject, date, snippet, text, html (check the fields later steps read).",
      );
      return { serviceId: 'gmail.get_message', params: { id: ctx.value(ctx.params.messageId ?? '') } };
    },
  });
const [gmailV1, gmailV2] = [gmailOperations(false), gmailOperations(true)];

export const gmail = appRow('n8n-nodes-base.gmail', 'gmail.send_email', (ctx) =>
  (ctx.node.typeVersion ?? 1) >= 2 ? gmailV2(ctx) : gmailV1(ctx),
);

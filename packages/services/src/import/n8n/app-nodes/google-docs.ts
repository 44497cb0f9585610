import type { MappingContext } from '../mapping-types.js';
import { isExpression, list, record, text } from '../table-helpers.js';
import { appRow, operations } from './app-helpers.js';

// ---- Google Docs (1.x–2.x: document create, get, update with text inserted at the end)

/** n8n's "Doc ID or URL": the id out of a link when it is one (n8n does it when the node runs). */
function documentId(ctx: MappingContext): unknown {
  const given = ctx.params.documentURL ?? '';
  if (typeof given === 'string' && !isExpression(given) && given.includes('/'))
    return /\/document\/d\/([0-9a-zA-Z_-]+)/.exec(given)?.[1] ?? given;
  if (isExpression(given))
    ctx.needsHand('parameter', 'n8n took the document id out of a link when given one: give the id itself.');
  return ctx.value(given);
}

/** Update's actions when each inserts text at the end of the body: their texts, else undefined. */
function appendedText(ctx: MappingContext): string | undefined {
  const actions = list(record(ctx.params.actionsUi).actionFields).map(record);
  const atEnd = (a: Record<string, unknown>) =>
    (text(a.object) ?? 'text') === 'text' &&
    a.action === 'insert' &&
    (text(a.insertSegment) ?? 'body') === 'body' &&
    (text(a.locationChoice) ?? 'endOfSegmentLocation') === 'endOfSegmentLocation';
  if (actions.length === 0 || !actions.every(atEnd)) return undefined;
  return actions.map((a) => String(ctx.value(a.text ?? ''))).join('');
}

const googleDocsOperations = operations('Google Docs', ['document.create'], {
  'document.create': (ctx) => {
    const folder = ctx.params.folderId;
    if (folder !== undefined && folder !== '' && folder !== 'default')
      ctx.needsHand(
        'parameter',
        'The folder is not imported: the document is created at the top of My Drive.',
      );
    return {
      serviceId: 'google-docs.create_document',
      params: { title: ctx.value(ctx.params.title ?? '') },
    };
  },
  'document.get': (ctx) => {
    if (ctx.params.simple !== false)
      ctx.needsHand(
        'parameter',
        'n8n simplified the document to documentId and content; this step outputs its title, link and text (check the fields later steps read).',
      );
    return { serviceId: 'google-docs.get_document', params: { documentId: documentId(ctx) } };
  },
  'document.update': (ctx) => {
    const appended = appendedText(ctx);
    if (appended === undefined)
      return { unmapped: 'a Google Docs update other than text inserted at the end of the body' };
    return {
      serviceId: 'google-docs.append_text',
      // n8n inserted the text as it is, continuing the last paragraph.
      params: { documentId: documentId(ctx), text: appended, newParagraph: false },
    };
  },
});

export const googleDocs = appRow(
  'n8n-nodes-base.googleDocs',
  'google-docs.create_document',
  googleDocsOperations,
);

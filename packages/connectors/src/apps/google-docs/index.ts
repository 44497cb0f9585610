import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation } from '../../kit/app.js';
import { googleErrorMessage } from '../google/error-message.js';

/**
 * Google Docs API v1 (https://developers.google.com/workspace/docs/api/reference/rest): the Google OAuth2
 * authorization (scope documents), a document's body as structural elements (paragraphs of text runs,
 * tables of cells holding more elements) with UTF-16 indexes starting at 1, every change a
 * `documents.batchUpdate` of requests (insertText at an index or at the end of the body), errors as
 * `{ error: { code, message, status } }`.
 */

const documentId = prop.string({
  label: 'Document ID',
  required: true,
  help: 'The long id in the document’s URL: docs.google.com/document/d/<id>/edit',
});

const StructuralElement = z.object({
  paragraph: z
    .object({
      elements: z
        .array(z.object({ textRun: z.object({ content: z.string().optional() }).optional() }))
        .optional(),
    })
    .optional(),
  get table() {
    return z
      .object({
        tableRows: z
          .array(
            z.object({
              tableCells: z.array(z.object({ content: z.array(StructuralElement).optional() })).optional(),
            }),
          )
          .optional(),
      })
      .optional();
  },
  get tableOfContents() {
    return z.object({ content: z.array(StructuralElement).optional() }).optional();
  },
});
type StructuralElement = z.infer<typeof StructuralElement>;

/** The text of structural elements: paragraphs' text runs, and the paragraphs in tables' cells, in order. */
export function plainText(content: readonly StructuralElement[]): string {
  let text = '';
  for (const element of content) {
    for (const part of element.paragraph?.elements ?? []) text += part.textRun?.content ?? '';
    for (const row of element.table?.tableRows ?? []) {
      for (const cell of row.tableCells ?? []) text += plainText(cell.content ?? []);
    }
    text += plainText(element.tableOfContents?.content ?? []);
  }
  return text;
}

const Document = z.object({
  documentId: z.string(),
  title: z.string().optional(),
  revisionId: z.string().optional(),
  body: z.object({ content: z.array(StructuralElement).optional() }).optional(),
});

const urlOf = (id: string) => `https://docs.google.com/document/d/${encodeURIComponent(id)}/edit`;

/** A document as our steps output it: its id, title, revision, link and the text of its body. */
export function simpleDocument(body: unknown) {
  const doc = Document.parse(body);
  return {
    documentId: doc.documentId,
    title: doc.title ?? '',
    revisionId: doc.revisionId ?? '',
    url: urlOf(doc.documentId),
    text: plainText(doc.body?.content ?? []),
  };
}

const documentSchema = {
  type: 'object',
  properties: {
    documentId: { type: 'string' },
    title: { type: 'string' },
    revisionId: { type: 'string' },
    url: { type: 'string' },
    text: { type: 'string' },
  },
};

const Written = z.object({
  documentId: z.string(),
  writeControl: z.object({ requiredRevisionId: z.string().optional() }).optional(),
});

const createDocument = defineOperation({
  id: 'create_document',
  name: 'Create document',
  description:
    'Creates a Google Docs document with a title and, optionally, its first text; returns the new document’s id, title and link.',
  idempotent: false,
  props: {
    title: prop.string({ label: 'Title', required: true }),
    text: prop.text({ label: 'Text', help: 'The document’s first text; line breaks start new paragraphs' }),
  },
  outputSchema: {
    type: 'object',
    properties: {
      documentId: { type: 'string' },
      title: { type: 'string' },
      revisionId: { type: 'string' },
      url: { type: 'string' },
    },
  },
  run: async ({ params, request }) => {
    // Docs' create keeps only the title: the text goes in with a batchUpdate.
    const created = Document.parse(
      (
        await request({
          method: 'POST',
          path: '/documents',
          body: { type: 'json', data: { title: params.title } },
        })
      ).body,
    );
    let revisionId = created.revisionId ?? '';
    if (params.text) {
      const written = Written.parse(
        (
          await request({
            method: 'POST',
            path: `/documents/${encodeURIComponent(created.documentId)}:batchUpdate`,
            body: {
              type: 'json',
              data: { requests: [{ insertText: { text: params.text, location: { index: 1 } } }] },
            },
          })
        ).body,
      );
      revisionId = written.writeControl?.requiredRevisionId ?? revisionId;
    }
    return {
      documentId: created.documentId,
      title: created.title ?? params.title,
      revisionId,
      url: urlOf(created.documentId),
    };
  },
});

const getDocument = defineOperation({
  id: 'get_document',
  name: 'Get document',
  description:
    'Reads a Google Docs document by id; returns its title, revision, link and its plain text (paragraphs and table cells in order).',
  idempotent: true,
  props: { documentId },
  request: { method: 'GET', path: '/documents/{documentId}' },
  output: simpleDocument,
  outputSchema: documentSchema,
});

const appendText = defineOperation({
  id: 'append_text',
  name: 'Append text',
  description:
    'Adds text at the end of a Google Docs document, as a new paragraph unless told to continue the last one; returns the document id and its new revision.',
  idempotent: false,
  props: {
    documentId,
    text: prop.text({ label: 'Text', required: true }),
    newParagraph: prop.boolean({
      label: 'Start a new paragraph',
      default: true,
      help: 'Off: the text continues the last paragraph',
    }),
  },
  outputSchema: {
    type: 'object',
    properties: { documentId: { type: 'string' }, revisionId: { type: 'string' } },
  },
  run: async ({ params, request }) => {
    const path = `/documents/${encodeURIComponent(params.documentId)}`;
    let text = params.text;
    if (params.newParagraph) {
      // The end of the body is before its last line break: a new paragraph needs one of its own, unless
      // the document is still empty.
      const current = simpleDocument((await request({ method: 'GET', path })).body);
      if (current.text.replace(/\n$/, '') !== '') text = `\n${text}`;
    }
    const written = Written.parse(
      (
        await request({
          method: 'POST',
          path: `${path}:batchUpdate`,
          body: { type: 'json', data: { requests: [{ insertText: { text, endOfSegmentLocation: {} } }] } },
        })
      ).body,
    );
    return { documentId: written.documentId, revisionId: written.writeControl?.requiredRevisionId ?? '' };
  },
});

export const googleDocs = defineApp({
  id: 'google-docs',
  name: 'Google Docs',
  icon: 'si:googledocs',
  description: 'Create documents, read their text, append text.',
  baseUrl: 'https://docs.googleapis.com/v1',
  auth: { templates: ['google'], kinds: ['oauth2'] },
  errorMessage: googleErrorMessage,
  operations: [createDocument, getDocument, appendText],
});

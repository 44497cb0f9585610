import { GoogleFake } from '../google/fake-support.js';

/**
 * Google Docs API v1 as our operations use it (documents create, get, batchUpdate with insertText):
 * OAuth2 Bearer tokens (401 UNAUTHENTICATED), a create that keeps only the title, a body served as a
 * section break and paragraphs of one text run each, indexes from 1 with the body's last line break
 * never written past, every batch checked whole before any of it applies, a new revision per batch,
 * errors as `{ error: { code, message, status } }`.
 */
export interface FakeDocument {
  documentId: string;
  title: string;
  /** The body's text; it always ends with a line break, as Docs' does. */
  text: string;
  revision: number;
}

interface InsertText {
  text?: string;
  location?: { index?: number; segmentId?: string };
  endOfSegmentLocation?: { segmentId?: string };
}

export class GoogleDocsFake extends GoogleFake {
  protected override readonly basePath = '/v1';
  readonly documents = new Map<string, FakeDocument>();
  private ids = 0;

  /** A document with this body text (a final line break added when missing). */
  create(title: string, text = ''): FakeDocument {
    this.ids += 1;
    const doc: FakeDocument = {
      documentId: `doc${String(this.ids).padStart(4, '0')}`,
      title,
      text: text.endsWith('\n') ? text : `${text}\n`,
      revision: 1,
    };
    this.documents.set(doc.documentId, doc);
    return doc;
  }

  /** The document as Docs serves it: a section break, then one paragraph per line. */
  resource(doc: FakeDocument): Record<string, unknown> {
    const content: Record<string, unknown>[] = [{ endIndex: 1, sectionBreak: { sectionStyle: {} } }];
    let index = 1;
    for (const line of doc.text.match(/[^\n]*\n/g) ?? []) {
      const startIndex = index;
      const endIndex = index + line.length;
      content.push({
        startIndex,
        endIndex,
        paragraph: {
          elements: [{ startIndex, endIndex, textRun: { content: line, textStyle: {} } }],
          paragraphStyle: { namedStyleType: 'NORMAL_TEXT', direction: 'LEFT_TO_RIGHT' },
        },
      });
      index = endIndex;
    }
    return {
      documentId: doc.documentId,
      title: doc.title,
      revisionId: `rev${doc.revision}`,
      body: { content },
      documentStyle: {},
      suggestionsViewMode: 'SUGGESTIONS_INLINE',
    };
  }

  /** The text after one insertText, or Google's message for why it is refused. */
  private insert(text: string, request: InsertText, at: number): string | { refused: string } {
    const prefix = `Invalid requests[${at}].insertText`;
    if (!request.text) return { refused: `${prefix}: Insert text requests must specify text to insert.` };
    if ((request.location === undefined) === (request.endOfSegmentLocation === undefined)) {
      return { refused: `${prefix}: Exactly one of location or endOfSegmentLocation must be set.` };
    }
    // The body's end index is one past its last line break, which stays last.
    const end = text.length + 1;
    const index = request.location ? Number(request.location.index ?? 0) : end - 1;
    if (index < 1) return { refused: `${prefix}: Index ${index} must be greater than or equal to 1.` };
    if (index >= end) {
      return {
        refused: `${prefix}: Index ${index} must be less than the end index of the referenced segment, ${end}.`,
      };
    }
    return text.slice(0, index - 1) + request.text + text.slice(index - 1);
  }

  protected routes(): void {
    const s = this.server;
    s.route('POST', '/v1/documents', (r) =>
      this.authed(r, () => {
        const title = (r.body as { title?: unknown }).title;
        // Anything but the title in a create is ignored, as Docs does.
        return { body: this.resource(this.create(typeof title === 'string' ? title : 'Untitled document')) };
      }),
    );
    s.route('GET', '/v1/documents/:id', (r) =>
      this.authed(r, () => {
        const doc = this.documents.get(r.params.id ?? '');
        if (!doc) return this.error(404, 'Requested entity was not found.', 'NOT_FOUND');
        return { body: this.resource(doc) };
      }),
    );
    s.route('POST', '/v1/documents/:idAndVerb', (r) =>
      this.authed(r, () => {
        const [id = '', verb] = (r.params.idAndVerb ?? '').split(/:(?=batchUpdate$)/);
        if (verb !== 'batchUpdate') return this.error(404, 'Not Found', 'NOT_FOUND');
        const doc = this.documents.get(id);
        if (!doc) return this.error(404, 'Requested entity was not found.', 'NOT_FOUND');
        const requests = (r.body as { requests?: Record<string, unknown>[] }).requests ?? [];
        if (requests.length === 0)
          return this.error(400, 'Must specify at least one request.', 'INVALID_ARGUMENT');
        let text = doc.text;
        for (const [at, request] of requests.entries()) {
          const [kind] = Object.keys(request);
          if (kind !== 'insertText') {
            return this.error(
              400,
              `Invalid JSON payload received. Unknown name "${kind}" at 'requests[${at}]'`,
              'INVALID_ARGUMENT',
            );
          }
          const next = this.insert(text, request.insertText as InsertText, at);
          if (typeof next !== 'string') return this.error(400, next.refused, 'INVALID_ARGUMENT');
          text = next;
        }
        doc.text = text;
        doc.revision += 1;
        return {
          body: {
            documentId: doc.documentId,
            replies: requests.map(() => ({})),
            writeControl: { requiredRevisionId: `rev${doc.revision}` },
          },
        };
      }),
    );
  }
}

import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, importApp } from './testing.js';

const docUrl = 'https://docs.google.com/document/d/1xYz-AbC_123/edit';

describe('n8n Google Docs nodes', () => {
  it('maps document create, get from a link, and text inserted at the end as an append', () => {
    const create = importApp('googleDocs', 2, { title: '=Minutes {{ $json.date }}', folderId: 'default' });
    expectStep(create, 'google-docs.create_document', {
      title: 'Minutes {{ steps.start.date }}',
    });
    expect(create.details).toEqual([]);

    const get = importApp('googleDocs', 2, { operation: 'get', documentURL: docUrl });
    expectStep(get, 'google-docs.get_document', { documentId: '1xYz-AbC_123' });
    expect(get.details).toEqual([expect.stringContaining('n8n simplified the document')]);

    const append = importApp('googleDocs', 2, {
      operation: 'update',
      documentURL: docUrl,
      actionsUi: { actionFields: [{ action: 'insert', text: '={{ $json.note }}\n' }] },
    });
    expectStep(append, 'google-docs.append_text', {
      documentId: '1xYz-AbC_123',
      text: '{{ steps.start.note }}\n',
      newParagraph: false,
    });
  });

  expectPlaceholders([
    [
      'googleDocs',
      2,
      {
        operation: 'update',
        documentURL: '1xYz',
        actionsUi: { actionFields: [{ action: 'replaceAll', text: 'a', replaceText: 'b' }] },
      },
      'a Google Docs update other than text inserted at the end of the body',
    ],
  ]);
});

import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { GOOGLE_TEST_CREDENTIAL } from '../google/fake-support.js';
import { GoogleDocsFake } from './fake-server.js';
import { googleDocs, plainText } from './index.js';

const fake = new GoogleDocsFake();
useFake(fake, () => {
  fake.server.reset();
  fake.documents.clear();
});
const { run } = appBench(googleDocs, { credential: GOOGLE_TEST_CREDENTIAL, apiUrl: () => fake.apiUrl });

describe('Google Docs', () => {
  it('creates an empty document', async () => {
    const { result, output } = await run('google-docs.create_document', { title: 'Minutes' });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    const id = (output as { documentId: string }).documentId;
    expect(output).toEqual({
      documentId: id,
      title: 'Minutes',
      revisionId: 'rev1',
      url: `https://docs.google.com/document/d/${id}/edit`,
    });
    expect(fake.documents.get(id)?.text).toBe('\n');
    expect(fake.server.requests).toHaveLength(1);
    expect(fake.server.requests[0]?.headers.authorization).toBe('Bearer ya29.test');
  });

  it('creates a document with its first text, written by a batchUpdate', async () => {
    const { output } = await run('google-docs.create_document', { title: 'Plan', text: 'Goals\nRisks' });
    const id = (output as { documentId: string }).documentId;
    expect(fake.documents.get(id)?.text).toBe('Goals\nRisks\n');
    expect(output).toMatchObject({ title: 'Plan', revisionId: 'rev2' });
    expect(fake.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/documents',
      `POST /v1/documents/${id}:batchUpdate`,
    ]);
    expect(fake.server.requests[0]?.body).toEqual({ title: 'Plan' });
  });

  it('reads a document with its plain text', async () => {
    const doc = fake.create('Minutes', 'Agenda\nDecisions\n');
    const { output } = await run('google-docs.get_document', { documentId: doc.documentId });
    expect(output).toEqual({
      documentId: doc.documentId,
      title: 'Minutes',
      revisionId: 'rev1',
      url: `https://docs.google.com/document/d/${doc.documentId}/edit`,
      text: 'Agenda\nDecisions\n',
    });
  });

  it('appends text as a new paragraph, or continuing the last one', async () => {
    const doc = fake.create('Minutes', 'Agenda\nDecisions\n');
    const added = await run('google-docs.append_text', { documentId: doc.documentId, text: 'Action items' });
    expect(added.result.status, JSON.stringify(added.result.error)).toBe('succeeded');
    expect(added.output).toEqual({ documentId: doc.documentId, revisionId: 'rev2' });
    expect(doc.text).toBe('Agenda\nDecisions\nAction items\n');
    expect(fake.server.requests.at(-1)?.body).toEqual({
      requests: [{ insertText: { text: '\nAction items', endOfSegmentLocation: {} } }],
    });
    await run('google-docs.append_text', {
      documentId: doc.documentId,
      text: ' for Ada',
      newParagraph: false,
    });
    expect(doc.text).toBe('Agenda\nDecisions\nAction items for Ada\n');
  });

  it('appends to an empty document without a blank first paragraph', async () => {
    const doc = fake.create('Empty');
    await run('google-docs.append_text', { documentId: doc.documentId, text: 'First line' });
    expect(doc.text).toBe('First line\n');
  });

  it('says Google’s message for a document that is not there', async () => {
    const { result } = await run('google-docs.get_document', { documentId: 'nope' });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe(
      'Google Docs GET /v1/documents/nope answered 404: Requested entity was not found.',
    );
    const append = await run('google-docs.append_text', {
      documentId: 'nope',
      text: 'x',
      newParagraph: false,
    });
    expect(append.result.error?.message).toContain('answered 404: Requested entity was not found.');
  });

  it('reads the text of tables’ cells and a table of contents in document order', () => {
    const paragraph = (content: string) => ({ paragraph: { elements: [{ textRun: { content } }] } });
    const text = plainText([
      { tableOfContents: { content: [paragraph('Contents\n')] } },
      paragraph('Intro\n'),
      {
        table: {
          tableRows: [
            { tableCells: [{ content: [paragraph('Name\n')] }, { content: [paragraph('Role\n')] }] },
            { tableCells: [{ content: [paragraph('Ada\n')] }, { content: [paragraph('Engineer\n')] }] },
          ],
        },
      },
      { paragraph: { elements: [{ textRun: { content: 'End ' } }, { textRun: { content: 'here\n' } }, {}] } },
    ]);
    expect(text).toBe('Contents\nIntro\nName\nRole\nAda\nEngineer\nEnd here\n');
  });
});

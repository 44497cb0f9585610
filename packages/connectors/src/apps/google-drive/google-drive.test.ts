import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { GOOGLE_TEST_CREDENTIAL } from '../google/fake-support.js';
import { GoogleDriveFake } from './fake-server.js';
import { googleDrive, quoted } from './index.js';

const fake = new GoogleDriveFake();
useFake(fake, () => {
  fake.server.reset();
  fake.files.clear();
  fake.add({ id: 'reports', name: 'Reports', mimeType: 'application/vnd.google-apps.folder' });
});
const { graphOf, poll, run, runGraph } = appBench(googleDrive, {
  credential: GOOGLE_TEST_CREDENTIAL,
  apiUrl: () => fake.apiUrl,
});
const names = (output: unknown) => (output as { items: { name: string }[] }).items.map((f) => f.name);

describe('Google Drive', () => {
  it('lists a folder’s files over pages, leaving out trashed ones, with the fields it asks for', async () => {
    for (let i = 1; i <= 5; i += 1) fake.add({ name: `Report ${i}.txt`, parents: ['reports'], content: 'x' });
    fake.add({ name: 'Old report.txt', parents: ['reports'], trashed: true });
    fake.add({ name: 'Elsewhere.txt' });
    const all = await run('google-drive.list_files', {
      folderId: 'reports',
      orderBy: 'name',
      returnAll: true,
    });
    expect(all.result.status, JSON.stringify(all.result.error)).toBe('succeeded');
    expect(all.output).toMatchObject({ count: 5, more: false });
    expect(names(all.output)).toEqual([
      'Report 1.txt',
      'Report 2.txt',
      'Report 3.txt',
      'Report 4.txt',
      'Report 5.txt',
    ]);
    expect((all.output as { items: unknown[] }).items[0]).toMatchObject({
      mimeType: 'text/plain',
      parents: ['reports'],
      size: '1',
      trashed: false,
    });
    const sent = fake.server.requests[0];
    expect(sent?.headers.authorization).toBe('Bearer ya29.test');
    expect(sent?.query.get('q')).toBe("'reports' in parents and trashed = false");

    const limited = await run('google-drive.list_files', { folderId: 'reports', orderBy: 'name', limit: 2 });
    expect(limited.output).toMatchObject({ count: 2, more: true });
    expect(names(limited.output)).toEqual(['Report 1.txt', 'Report 2.txt']);
    expect(fake.server.requests.at(-1)?.query.get('pageSize')).toBe('2');
  });

  it('searches with a Drive query', async () => {
    fake.add({ name: 'Invoice March.pdf', mimeType: 'application/pdf' });
    fake.add({ name: 'Invoice April.txt' });
    fake.add({ name: "Ada's notes.txt" });
    const pdfs = await run('google-drive.list_files', {
      q: "name contains 'invoice' and mimeType = 'application/pdf'",
    });
    expect(names(pdfs.output)).toEqual(['Invoice March.pdf']);
    const quotedName = await run('google-drive.list_files', { q: `name = ${quoted("Ada's notes.txt")}` });
    expect(names(quotedName.output)).toEqual(["Ada's notes.txt"]);
  });

  it('reads a file’s metadata', async () => {
    const file = fake.add({
      name: 'plan.md',
      mimeType: 'text/markdown',
      parents: ['reports'],
      content: '# Plan',
    });
    const { output } = await run('google-drive.get_file', { fileId: file.id });
    expect(output).toMatchObject({
      id: file.id,
      name: 'plan.md',
      mimeType: 'text/markdown',
      parents: ['reports'],
      createdTime: file.createdTime,
      size: '6',
      webViewLink: `https://drive.google.com/file/d/${file.id}/view`,
    });
  });

  it('downloads a file as text, or as base64 bytes', async () => {
    const file = fake.add({ name: 'notes.txt', content: 'Grüße aus Berlin' });
    const text = await run('google-drive.download_file', { fileId: file.id });
    expect(text.output).toEqual({
      id: file.id,
      name: 'notes.txt',
      mimeType: 'text/plain',
      contentMimeType: 'text/plain',
      content: 'Grüße aus Berlin',
      encoding: 'utf8',
    });
    expect(fake.server.requests.at(-1)?.query.get('alt')).toBe('media');
    const bytes = await run('google-drive.download_file', { fileId: file.id, base64: true });
    expect(bytes.output).toMatchObject({
      content: Buffer.from('Grüße aus Berlin').toString('base64'),
      encoding: 'base64',
    });
  });

  it('exports a Google Doc as plain text (Docs have no bytes to download)', async () => {
    const doc = fake.add({
      name: 'Minutes',
      mimeType: 'application/vnd.google-apps.document',
      content: 'Agenda\nDecisions\n',
    });
    const { result, output } = await run('google-drive.download_file', { fileId: doc.id });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output).toMatchObject({ contentMimeType: 'text/plain', content: 'Agenda\nDecisions\n' });
    const exported = fake.server.requests.at(-1);
    expect(exported?.path).toBe(`/drive/v3/files/${doc.id}/export`);
    expect(exported?.query.get('mimeType')).toBe('text/plain');
  });

  it('refuses to give a folder as text', async () => {
    const { result } = await run('google-drive.download_file', { fileId: 'reports' });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toContain('"Reports" is a application/vnd.google-apps.folder');
  });

  it('uploads text into a folder as a multipart upload', async () => {
    const { result, output } = await run('google-drive.upload_file', {
      name: 'leads.csv',
      content: 'name,email\nAda,ada@example.com\n',
      mimeType: 'text/csv',
      folderId: 'reports',
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output).toMatchObject({
      name: 'leads.csv',
      mimeType: 'text/csv',
      parents: ['reports'],
      size: '31',
    });
    const id = (output as { id: string }).id;
    expect(fake.files.get(id)?.content.toString()).toBe('name,email\nAda,ada@example.com\n');
    const sent = fake.server.requests.at(-1);
    expect(sent?.path).toBe('/upload/drive/v3/files');
    expect(sent?.query.get('uploadType')).toBe('multipart');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/related; boundary=/);
  });

  it('uploads base64 bytes as they are', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x0a]);
    const { output } = await run('google-drive.upload_file', {
      name: 'tiny.pdf',
      content: bytes.toString('base64'),
      base64: true,
      mimeType: 'application/pdf',
    });
    const id = (output as { id: string }).id;
    expect(fake.files.get(id)?.content).toEqual(bytes);
    expect(fake.files.get(id)?.parents).toEqual(['root']);
  });

  it('creates a folder and moves a file to the trash', async () => {
    const folder = await run('google-drive.create_folder', { name: 'Archive', parentId: 'reports' });
    expect(folder.output).toMatchObject({
      name: 'Archive',
      mimeType: 'application/vnd.google-apps.folder',
      parents: ['reports'],
    });
    const file = fake.add({ name: 'draft.txt' });
    const trashed = await run('google-drive.delete_file', { fileId: file.id });
    expect(trashed.output).toEqual({ id: file.id, name: 'draft.txt', trashed: true });
    expect(fake.files.get(file.id)?.trashed).toBe(true);
    // Trashing again changes nothing more.
    const again = await run('google-drive.delete_file', { fileId: file.id });
    expect(again.result.status).toBe('succeeded');
  });

  it('says Google’s message for a file that is not there', async () => {
    const { result } = await run('google-drive.get_file', { fileId: 'nope' });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe(
      'Google Drive GET /drive/v3/files/nope answered 404: File not found: nope.',
    );
  });

  it('waits out Google’s rate limit and reads on', async () => {
    const file = fake.add({ name: 'busy.txt' });
    fake.server.rateLimitNext(1, '2');
    const result = await runGraph(graphOf('google-drive.get_file', { fileId: file.id }));
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.waits).toEqual([2000]);
    expect(stepOf(result, 's').output).toMatchObject({ name: 'busy.txt' });
  });

  it('new file trigger hands on each file created in the folder once', async () => {
    const check = poll('google-drive.new_file', { folderId: 'reports' });
    const tick = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return names(output);
    };
    const before = fake.add({ name: 'Before.txt', parents: ['reports'] });
    expect(await tick('r1')).toEqual([]);
    fake.add({ name: 'First.txt', parents: ['reports'] });
    fake.add({ name: 'Not here.txt', parents: ['root'] });
    fake.add({ name: 'Second.txt', parents: ['reports'] });
    expect(await tick('r2')).toEqual(['First.txt', 'Second.txt']);
    expect(fake.server.requests.at(-1)?.query.get('q')).toBe(
      `'reports' in parents and trashed = false and createdTime >= '${before.createdTime}'`,
    );
    expect(await tick('r3')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { GRAPH_TEST_CREDENTIAL } from '../microsoft-graph/fake-server.js';
import { OneDriveFake } from './fake-server.js';
import { onedrive } from './index.js';

const fake = new OneDriveFake();
useFake(fake, () => {
  fake.server.reset();
  fake.clear();
});
const { graphOf, poll, run, runGraph } = appBench(onedrive, {
  credential: GRAPH_TEST_CREDENTIAL,
  apiUrl: () => fake.apiUrl,
});
const names = (output: unknown) => (output as { items: { name: string }[] }).items.map((f) => f.name);

describe('OneDrive', () => {
  it('lists the top of the drive, and a folder by id or by path, over @odata.nextLink pages', async () => {
    const docs = fake.add({ name: 'Documents', isFolder: true });
    const reports = fake.add({ name: 'Q Reports', parentId: docs.id, isFolder: true });
    for (let i = 1; i <= 5; i += 1) fake.add({ name: `Report ${i}.txt`, parentId: reports.id, content: 'x' });
    fake.add({ name: 'top.txt' });

    const top = await run('onedrive.list_children');
    expect(top.result.status, JSON.stringify(top.result.error)).toBe('succeeded');
    expect(names(top.output)).toEqual(['Documents', 'top.txt']);
    expect((top.output as { items: unknown[] }).items[0]).toMatchObject({ isFolder: true, childCount: 1 });
    expect(fake.server.requests[0]?.path).toBe('/v1.0/me/drive/root/children');
    expect(fake.server.requests[0]?.headers.authorization).toBe('Bearer graph.test');

    fake.server.reset();
    const byPath = await run('onedrive.list_children', { folderPath: '/Documents/Q Reports/', limit: 2 });
    expect(byPath.output).toMatchObject({ count: 2, more: true });
    expect(names(byPath.output)).toEqual(['Report 1.txt', 'Report 2.txt']);
    expect(fake.server.requests[0]?.path).toBe('/v1.0/me/drive/root:/Documents/Q%20Reports:/children');
    expect(fake.server.requests[0]?.query.get('$top')).toBe('2');

    fake.server.reset();
    const all = await run('onedrive.list_children', {
      folderId: reports.id,
      orderBy: 'name desc',
      returnAll: true,
    });
    expect(all.output).toMatchObject({ count: 5, more: false });
    expect(names(all.output)[0]).toBe('Report 5.txt');
    expect((all.output as { items: unknown[] }).items[0]).toMatchObject({
      isFolder: false,
      mimeType: 'text/plain',
      size: 1,
      parentId: reports.id,
      parentPath: '/drive/root:/Documents/Q Reports',
    });
  });

  it('walks every page of a big folder with returnAll', async () => {
    for (let i = 0; i < 205; i += 1) fake.add({ name: `f${String(i).padStart(3, '0')}.txt` });
    const { output } = await run('onedrive.list_children', { returnAll: true });
    expect(output).toMatchObject({ count: 205, more: false });
    expect(fake.server.requests.map((r) => r.query.get('$top'))).toEqual(['200', '200']);
    expect(fake.server.requests[1]?.query.has('$skiptoken')).toBe(true);
  });

  it('reads an item by id or path, and says Graph’s error for one that is not there', async () => {
    const folder = fake.add({ name: 'Docs', isFolder: true });
    const file = fake.add({ name: 'plan.md', parentId: folder.id, content: '# Plan' });
    const byId = await run('onedrive.get_item', { itemId: file.id });
    expect(byId.output).toMatchObject({ id: file.id, name: 'plan.md', mimeType: 'text/markdown', size: 6 });
    const byPath = await run('onedrive.get_item', { itemPath: 'docs/PLAN.md' });
    expect(byPath.output).toMatchObject({ id: file.id });
    const missing = await run('onedrive.get_item', { itemId: 'nope' });
    expect(missing.result.error?.message).toBe(
      'OneDrive GET /v1.0/me/drive/items/nope answered 404: itemNotFound: The resource could not be found.',
    );
    const neither = await run('onedrive.get_item', {});
    expect(neither.result.error?.message).toContain('Give the item’s ID or its path');
  });

  it('downloads a file’s content through Graph’s redirect, as text or base64', async () => {
    const file = fake.add({ name: 'notes.txt', content: 'Grüße aus Berlin' });
    const text = await run('onedrive.download_file', { itemId: file.id });
    expect(text.result.status, JSON.stringify(text.result.error)).toBe('succeeded');
    expect(text.output).toEqual({
      id: file.id,
      name: 'notes.txt',
      mimeType: 'text/plain',
      size: Buffer.byteLength('Grüße aus Berlin'),
      content: 'Grüße aus Berlin',
      encoding: 'utf8',
    });
    expect(fake.server.requests.map((r) => r.path)).toEqual([
      `/v1.0/me/drive/items/${file.id}`,
      `/v1.0/me/drive/items/${file.id}/content`,
      `/download/${file.id}`,
    ]);
    const bytes = await run('onedrive.download_file', { itemPath: 'notes.txt', base64: true });
    expect(bytes.output).toMatchObject({
      content: Buffer.from('Grüße aus Berlin').toString('base64'),
      encoding: 'base64',
    });
    const folder = fake.add({ name: 'Folder', isFolder: true });
    const refused = await run('onedrive.download_file', { itemId: folder.id });
    expect(refused.result.error?.message).toContain('"Folder" is a folder');
  });

  it('uploads a text file by path, replaces it, renames or fails on a clash as asked', async () => {
    const folder = fake.add({ name: 'Exports', isFolder: true });
    const first = await run('onedrive.upload_file', {
      name: 'leads 1.csv',
      content: 'name,email\nAda,ada@example.com\n',
      contentType: 'text/csv',
      folderPath: 'Exports',
    });
    expect(first.result.status, JSON.stringify(first.result.error)).toBe('succeeded');
    expect(first.output).toMatchObject({
      name: 'leads 1.csv',
      mimeType: 'text/csv',
      size: 31,
      parentId: folder.id,
    });
    const sent = fake.server.requests.at(-1);
    expect(sent?.method).toBe('PUT');
    expect(sent?.path).toBe('/v1.0/me/drive/root:/Exports/leads%201.csv:/content');
    expect(sent?.headers['content-type']).toBe('text/csv');
    const id = (first.output as { id: string }).id;
    expect(fake.items.get(id)?.content.toString()).toBe('name,email\nAda,ada@example.com\n');

    const replaced = await run('onedrive.upload_file', {
      name: 'leads 1.csv',
      content: 'new',
      folderId: folder.id,
    });
    expect(replaced.output).toMatchObject({ id, size: 3 });
    expect(fake.server.requests.at(-1)?.path).toBe(
      `/v1.0/me/drive/items/${folder.id}:/leads%201.csv:/content`,
    );
    const renamed = await run('onedrive.upload_file', {
      name: 'leads 1.csv',
      content: 'other',
      folderId: folder.id,
      conflictBehavior: 'rename',
    });
    expect(renamed.output).toMatchObject({ name: 'leads 1 1.csv' });
    const failed = await run('onedrive.upload_file', {
      name: 'leads 1.csv',
      content: 'x',
      folderPath: 'Exports',
      conflictBehavior: 'fail',
    });
    expect(failed.result.error?.message).toContain('answered 409: nameAlreadyExists');
    const top = await run('onedrive.upload_file', { name: 'top.txt', content: 'hi' });
    expect(top.output).toMatchObject({ name: 'top.txt', parentId: 'ROOT' });
  });

  it('creates a folder, refuses a clash unless told to rename, and deletes it with its contents', async () => {
    const made = await run('onedrive.create_folder', { name: 'Archive' });
    expect(made.output).toMatchObject({ name: 'Archive', isFolder: true, childCount: 0 });
    const inner = await run('onedrive.create_folder', { name: '2026', folderPath: 'Archive' });
    expect(inner.output).toMatchObject({ name: '2026', parentPath: '/drive/root:/Archive' });
    const clash = await run('onedrive.create_folder', { name: 'archive' });
    expect(clash.result.error?.message).toBe(
      'OneDrive POST /v1.0/me/drive/root/children answered 409: nameAlreadyExists: The specified item name already exists.',
    );
    const renamed = await run('onedrive.create_folder', { name: 'Archive', conflictBehavior: 'rename' });
    expect(renamed.output).toMatchObject({ name: 'Archive 1' });

    const id = (made.output as { id: string }).id;
    const deleted = await run('onedrive.delete_item', { itemId: id });
    expect(deleted.output).toEqual({ id, deleted: true });
    expect(fake.items.has((inner.output as { id: string }).id)).toBe(false);
    const again = await run('onedrive.delete_item', { itemId: id });
    expect(again.result.error?.message).toContain('answered 404: itemNotFound');
  });

  it('new file trigger hands on each file created in the folder once', async () => {
    const inbox = fake.add({ name: 'Inbox', isFolder: true });
    const check = poll('onedrive.new_file', { folderPath: 'Inbox' });
    const tick = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return names(output);
    };
    fake.add({ name: 'Before.txt', parentId: inbox.id });
    expect(await tick('r1')).toEqual([]);
    fake.add({ name: 'b-first.txt', parentId: inbox.id });
    fake.add({ name: 'Sub', parentId: inbox.id, isFolder: true });
    fake.add({ name: 'Elsewhere.txt' });
    fake.add({ name: 'a-second.txt', parentId: inbox.id });
    // Oldest first, whatever the folder's order.
    expect(await tick('r2')).toEqual(['b-first.txt', 'a-second.txt']);
    expect(fake.server.requests.at(-1)?.path).toBe('/v1.0/me/drive/root:/Inbox:/children');
    expect(await tick('r3')).toEqual([]);
  });

  it('waits out Graph’s 429 for its Retry-After', async () => {
    fake.server.rateLimitNext(2, '2');
    const result = await runGraph(graphOf('onedrive.list_children', {}));
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.waits).toEqual([2000, 2000]);
  });
});

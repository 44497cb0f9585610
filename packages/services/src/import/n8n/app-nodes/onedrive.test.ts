import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, importApp, listed } from './testing.js';

describe('n8n OneDrive nodes', () => {
  it('maps a text upload (its default), download, get, delete, a folder by path and a folder listing', () => {
    const upload = importApp({
      type: 'n8n-nodes-base.microsoftOneDrive',
      typeVersion: 1,
      parameters: {
        fileName: '=export-{{ $json.date }}.csv',
        parentId: '01PARENT',
        fileContent: '={{ $json.csv }}',
      },
    });
    expectStep(upload.made, upload.notes, 'onedrive.upload_file', {
      name: 'export-{{ steps.start.date }}.csv',
      content: '{{ steps.start.csv }}',
      folderId: '01PARENT',
    });
    expect(upload.details).toEqual([]);

    const download = importApp({
      type: 'n8n-nodes-base.microsoftOneDrive',
      typeVersion: 1,
      parameters: { operation: 'download', fileId: '={{ $json.id }}' },
    });
    expectStep(download.made, download.notes, 'onedrive.download_file', { itemId: '{{ steps.start.id }}' });
    expect(download.details).toEqual([expect.stringContaining('n8n gave the file as binary data')]);

    const get = importApp({
      type: 'n8n-nodes-base.microsoftOneDrive',
      typeVersion: 1,
      parameters: { operation: 'get', fileId: '01FILE' },
    });
    expectStep(get.made, get.notes, 'onedrive.get_item', { itemId: '01FILE' });

    const remove = importApp({
      type: 'n8n-nodes-base.microsoftOneDrive',
      typeVersion: 1,
      parameters: { resource: 'folder', operation: 'delete', folderId: '01OLD' },
    });
    expectStep(remove.made, remove.notes, 'onedrive.delete_item', { itemId: '01OLD' });

    const folder = importApp({
      type: 'n8n-nodes-base.microsoftOneDrive',
      typeVersion: 1,
      parameters: { resource: 'folder', operation: 'create', name: '/Pictures/2026', options: {} },
    });
    expectStep(folder.made, folder.notes, 'onedrive.create_folder', { name: '2026', folderPath: 'Pictures' });
    expect(folder.details).toEqual([expect.stringContaining('n8n created every folder of the path')]);

    const top = importApp({
      type: 'n8n-nodes-base.microsoftOneDrive',
      typeVersion: 1,
      parameters: {
        resource: 'folder',
        operation: 'create',
        name: '/Invoices',
        options: { parentFolderId: '01PARENT' },
      },
    });
    expectStep(top.made, top.notes, 'onedrive.create_folder', { name: 'Invoices', folderId: '01PARENT' });
    expect(top.details).toEqual([]);

    const children = importApp({
      type: 'n8n-nodes-base.microsoftOneDrive',
      typeVersion: 1,
      parameters: { resource: 'folder', folderId: 'root' },
    });
    expectStep(children.made, children.notes, 'onedrive.list_children', {
      folderId: 'root',
      returnAll: true,
    });
    expect(children.details).toEqual([listed]);
  });

  expectPlaceholders([
    [
      'microsoftOneDrive',
      1,
      { operation: 'share', fileId: '01FILE', type: 'view', scope: 'anonymous' },
      'the OneDrive file "share" operation',
    ],
    [
      'microsoftOneDrive',
      1,
      { fileName: 'photo.jpg', parentId: 'root', binaryData: true, binaryPropertyName: 'data' },
      'a OneDrive upload of binary data (Flowlane uploads text: give the content)',
    ],
  ]);
});

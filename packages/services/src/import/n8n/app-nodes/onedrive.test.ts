import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, importApp, listed } from './testing.js';

describe('n8n OneDrive nodes', () => {
  it('maps a text upload (its default), download, get, delete, a folder by path and a folder listing', () => {
    const upload = importApp('microsoftOneDrive', 1, {
      fileName: '=export-{{ $json.date }}.csv',
      parentId: '01PARENT',
      fileContent: '={{ $json.csv }}',
    });
    expectStep(upload, 'onedrive.upload_file', {
      name: 'export-{{ steps.start.date }}.csv',
      content: '{{ steps.start.csv }}',
      folderId: '01PARENT',
    });
    expect(upload.details).toEqual([]);

    const download = importApp('microsoftOneDrive', 1, { operation: 'download', fileId: '={{ $json.id }}' });
    expectStep(download, 'onedrive.download_file', { itemId: '{{ steps.start.id }}' });
    expect(download.details).toEqual([expect.stringContaining('n8n gave the file as binary data')]);

    const get = importApp('microsoftOneDrive', 1, { operation: 'get', fileId: '01FILE' });
    expectStep(get, 'onedrive.get_item', { itemId: '01FILE' });

    const remove = importApp('microsoftOneDrive', 1, {
      resource: 'folder',
      operation: 'delete',
      folderId: '01OLD',
    });
    expectStep(remove, 'onedrive.delete_item', { itemId: '01OLD' });

    const folder = importApp('microsoftOneDrive', 1, {
      resource: 'folder',
      operation: 'create',
      name: '/Pictures/2026',
      options: {},
    });
    expectStep(folder, 'onedrive.create_folder', { name: '2026', folderPath: 'Pictures' });
    expect(folder.details).toEqual([expect.stringContaining('n8n created every folder of the path')]);

    const top = importApp('microsoftOneDrive', 1, {
      resource: 'folder',
      operation: 'create',
      name: '/Invoices',
      options: { parentFolderId: '01PARENT' },
    });
    expectStep(top, 'onedrive.create_folder', { name: 'Invoices', folderId: '01PARENT' });
    expect(top.details).toEqual([]);

    const children = importApp('microsoftOneDrive', 1, { resource: 'folder', folderId: 'root' });
    expectStep(children, 'onedrive.list_children', {
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

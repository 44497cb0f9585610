import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, fromList, importApp, listed } from './testing.js';

const myDrive = fromList('My Drive', 'My Drive');
const reports = fromList(
  '1Hq0s8S7zCqmUuPpGvFQ3ZKc9xq2aN4dP',
  'Reports',
  'https://drive.google.com/drive/folders/1Hq0s8S7zCqmUuPpGvFQ3ZKc9xq2aN4dP',
);

describe('n8n Google Drive nodes', () => {
  it('maps a text file created in a folder, a search by name in a folder, a download and a folder', () => {
    const create = importApp('googleDrive', 3, {
      operation: 'createFromText',
      content: '={{ $json.summary }}',
      name: '=report-{{ $json.date }}.txt',
      driveId: myDrive,
      folderId: reports,
      options: {},
    });
    expectStep(create, 'google-drive.upload_file', {
      name: 'report-{{ steps.start.date }}.txt',
      content: '{{ steps.start.summary }}',
      mimeType: 'text/plain',
      folderId: '1Hq0s8S7zCqmUuPpGvFQ3ZKc9xq2aN4dP',
    });
    expect(create.details).toEqual([]);

    const search = importApp('googleDrive', 3, {
      resource: 'fileFolder',
      queryString: '={{ $json.customer }}',
      limit: 10,
      filter: {
        folderId: {
          __rl: true,
          value: 'https://drive.google.com/drive/folders/1Hq0s8S7zCqmUuPpGvFQ3ZKc9xq2aN4dP',
          mode: 'url',
        },
        whatToSearch: 'files',
      },
      options: {},
    });
    expectStep(search, 'google-drive.list_files', {
      q: "name contains '{{ steps.start.customer }}' and mimeType != 'application/vnd.google-apps.folder'",
      folderId: '1Hq0s8S7zCqmUuPpGvFQ3ZKc9xq2aN4dP',
      limit: 10,
    });
    expect(search.details).toEqual([listed]);

    const download = importApp('googleDrive', 3, {
      operation: 'download',
      fileId: {
        __rl: true,
        value: 'https://drive.google.com/file/d/1aBcD_eFgH/view?usp=sharing',
        mode: 'url',
      },
      options: {},
    });
    expectStep(download, 'google-drive.download_file', { fileId: '1aBcD_eFgH' });
    expect(download.details).toEqual([expect.stringContaining('n8n gave the file as binary data')]);

    const folder = importApp('googleDrive', 3, {
      resource: 'folder',
      name: '={{ $json.client }}',
      driveId: myDrive,
      folderId: reports,
      options: { folderColorRgb: '#0B8043' },
    });
    expectStep(folder, 'google-drive.create_folder', {
      name: '{{ steps.start.client }}',
      parentId: '1Hq0s8S7zCqmUuPpGvFQ3ZKc9xq2aN4dP',
    });
    expect(folder.details).toEqual(['Not imported: folderColorRgb.']);

    const trash = importApp('googleDrive', 3, {
      operation: 'deleteFile',
      fileId: { __rl: true, value: '={{ $json.id }}', mode: 'id' },
      options: { deletePermanently: true },
    });
    expectStep(trash, 'google-drive.delete_file', { fileId: '{{ steps.start.id }}' });
    expect(trash.details).toEqual([expect.stringContaining('moves it to the trash')]);
  });

  expectPlaceholders([
    [
      'googleDrive',
      3,
      { operation: 'share', fileId: { __rl: true, value: '1aBcD', mode: 'id' } },
      'the Google Drive file "share" operation',
    ],
    ['googleDrive', 3, {}, 'the Google Drive file "upload" operation'],
    [
      'googleDrive',
      2,
      { operation: 'list' },
      'the Google Drive node before version 3 (update the node in n8n and export again)',
    ],
  ]);
});

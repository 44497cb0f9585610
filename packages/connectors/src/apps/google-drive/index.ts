import { randomBytes } from 'node:crypto';
import { prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { fieldText } from '../../kit/items.js';
import { googleErrorMessage } from '../google/error-message.js';

/**
 * Google Drive API v3 (https://developers.google.com/workspace/drive/api/reference/rest/v3): the Google
 * OAuth2 authorization (scope drive), metadata under /drive/v3 and uploads under /upload/drive/v3 (so
 * the base URL is the host), lists of files paged by `pageToken` and searched with Drive's `q`, only the
 * fields named in `fields` returned, errors as `{ error: { code, message, status } }`.
 */

const FOLDER = 'application/vnd.google-apps.folder';
/** What a file's metadata carries in our outputs (Drive returns only id, name and mimeType unless asked). */
export const FILE_FIELDS =
  'id,name,mimeType,parents,createdTime,modifiedTime,size,webViewLink,trashed,description';

/** Google's own formats have no bytes of their own: they are exported, as text where that exists. */
const TEXT_EXPORTS: Record<string, string> = {
  'application/vnd.google-apps.document': 'text/plain',
  'application/vnd.google-apps.spreadsheet': 'text/csv',
  'application/vnd.google-apps.presentation': 'text/plain',
};

/** A text as a string literal of Drive's query language (backslash and quote escaped). */
export const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const fileId = prop.string({
  label: 'File ID',
  required: true,
  help: 'The id in the file’s URL: drive.google.com/file/d/<id>/view',
});
const folderId = prop.string({
  label: 'Folder ID',
  help: 'The id in the folder’s URL: drive.google.com/drive/folders/<id>; "root" is My Drive',
});

const fileProperties = {
  id: { type: 'string' },
  name: { type: 'string' },
  mimeType: { type: 'string' },
  parents: { type: 'array', items: { type: 'string' } },
  createdTime: { type: 'string' },
  modifiedTime: { type: 'string' },
  size: { type: 'string' },
  webViewLink: { type: 'string' },
  trashed: { type: 'boolean' },
};
const fileSchema = { type: 'object', properties: fileProperties };

const FileMeta = z.object({ id: z.string(), name: z.string(), mimeType: z.string() });

const listFiles = defineOperation({
  id: 'list_files',
  name: 'List files',
  description:
    'Lists or searches Google Drive files (optionally only those in one folder, with a Drive query such as "name contains \'report\'"); returns each file’s id, name, MIME type, parents, times, size and link.',
  idempotent: true,
  props: {
    q: prop.string({
      label: 'Search query',
      help: "Drive’s query language, e.g. name contains 'invoice' and mimeType = 'application/pdf'",
    }),
    folderId,
    includeTrashed: prop.boolean({ label: 'Include trashed files', default: false }),
    orderBy: prop.string({
      label: 'Order by',
      help: 'e.g. "modifiedTime desc" or "name"; Drive’s default order when empty',
    }),
  },
  request: {
    method: 'GET',
    path: '/drive/v3/files',
    query: (p) => ({
      q: [
        ...(p.folderId ? [`${quoted(p.folderId)} in parents`] : []),
        ...(p.includeTrashed ? [] : ['trashed = false']),
        ...(p.q ? [`(${p.q})`] : []),
      ].join(' and '),
      orderBy: p.orderBy,
      fields: `nextPageToken,files(${FILE_FIELDS})`,
      supportsAllDrives: true,
      includeItemsFromAllDrives: true,
    }),
  },
  pagination: {
    mode: 'cursor',
    itemsPath: 'files',
    cursorPath: 'nextPageToken',
    cursorParam: 'pageToken',
    sizeParam: 'pageSize',
    maxPageSize: 1000,
  },
  outputSchema: { items: fileSchema },
});

const getFile = defineOperation({
  id: 'get_file',
  name: 'Get file',
  description:
    'Reads one Google Drive file’s metadata by id: name, MIME type, parent folders, created and modified times, size, link and whether it is trashed.',
  idempotent: true,
  props: { fileId },
  request: {
    method: 'GET',
    path: '/drive/v3/files/{fileId}',
    query: () => ({ fields: FILE_FIELDS, supportsAllDrives: true }),
  },
  outputSchema: fileSchema,
});

const downloadFile = defineOperation({
  id: 'download_file',
  name: 'Download file',
  description:
    'Reads a Google Drive file’s content as text (Google Docs and Slides as plain text, Sheets as CSV), or as base64 bytes when asked; returns the id, name, MIME type and content.',
  idempotent: true,
  props: {
    fileId,
    base64: prop.boolean({
      label: 'Content as base64',
      default: false,
      help: 'For binary files (PDF, images): the bytes as base64 instead of text',
    }),
  },
  outputSchema: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      mimeType: { type: 'string' },
      contentMimeType: { type: 'string' },
      content: { type: 'string' },
      encoding: { type: 'string' },
    },
  },
  run: async ({ params, request, step }) => {
    const path = `/drive/v3/files/${encodeURIComponent(params.fileId)}`;
    const meta = FileMeta.parse(
      (await request({ method: 'GET', path, query: { fields: 'id,name,mimeType', supportsAllDrives: true } }))
        .body,
    );
    const responseType = params.base64 ? 'binary' : 'text';
    let contentMimeType = meta.mimeType;
    let content: unknown;
    if (meta.mimeType.startsWith('application/vnd.google-apps.')) {
      const exportAs = TEXT_EXPORTS[meta.mimeType];
      if (!exportAs) {
        throw new UserError(`"${meta.name}" is a ${meta.mimeType}, which Drive cannot give as text`, {
          code: 'INVALID_PARAMS',
          nodeId: step.node.id,
        });
      }
      contentMimeType = exportAs;
      content = (
        await request({ method: 'GET', path: `${path}/export`, query: { mimeType: exportAs }, responseType })
      ).body;
    } else {
      content = (
        await request({ method: 'GET', path, query: { alt: 'media', supportsAllDrives: true }, responseType })
      ).body;
    }
    return {
      ...meta,
      contentMimeType,
      content: typeof content === 'string' ? content : '',
      encoding: params.base64 ? 'base64' : 'utf8',
    };
  },
});

/** A boundary that does not occur in the content (a collision is all but impossible; checked anyway). */
function boundaryFor(content: string): string {
  for (;;) {
    const boundary = `flowlane_${randomBytes(12).toString('hex')}`;
    if (!content.includes(boundary)) return boundary;
  }
}

/**
 * Drive's multipart upload: multipart/related, the metadata as JSON first and the media second. Bytes
 * given as base64 travel as such (Content-Transfer-Encoding: base64), so the body stays text.
 */
export function multipartUpload(
  metadata: Record<string, unknown>,
  media: { mimeType: string; content: string; base64: boolean },
): { content: string; contentType: string } {
  const boundary = boundaryFor(media.content);
  const content = [
    `--${boundary}`,
    'Content-Type: application/json; charset=UTF-8',
    '',
    JSON.stringify(metadata),
    `--${boundary}`,
    `Content-Type: ${media.mimeType}`,
    ...(media.base64 ? ['Content-Transfer-Encoding: base64'] : []),
    '',
    media.content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { content, contentType: `multipart/related; boundary=${boundary}` };
}

const uploadFile = defineOperation({
  id: 'upload_file',
  name: 'Upload file',
  description:
    'Creates a file in Google Drive (optionally in a folder) from text or base64 bytes, with the given name and MIME type; returns the new file’s id, name, MIME type and link.',
  idempotent: false,
  props: {
    name: prop.string({ label: 'File name', required: true, placeholder: 'report.csv' }),
    content: prop.text({ label: 'Content', required: true, help: 'The file as text, or base64 bytes' }),
    base64: prop.boolean({ label: 'Content is base64', default: false }),
    mimeType: prop.string({
      label: 'MIME type',
      default: 'text/plain',
      help: 'e.g. text/csv, application/pdf',
    }),
    folderId,
  },
  outputSchema: fileSchema,
  run: async ({ params, request }) => {
    const body = multipartUpload(
      {
        name: params.name,
        mimeType: params.mimeType,
        ...(params.folderId ? { parents: [params.folderId] } : {}),
      },
      { mimeType: params.mimeType, content: params.content, base64: params.base64 },
    );
    const uploaded = await request({
      method: 'POST',
      path: '/upload/drive/v3/files',
      query: { uploadType: 'multipart', fields: FILE_FIELDS, supportsAllDrives: true },
      body: { type: 'raw', ...body },
    });
    return uploaded.body;
  },
});

const createFolder = defineOperation({
  id: 'create_folder',
  name: 'Create folder',
  description:
    'Creates a folder in Google Drive, inside a parent folder or at the top of My Drive; returns the new folder’s id, name and link.',
  idempotent: false,
  props: {
    name: prop.string({ label: 'Folder name', required: true }),
    parentId: prop.string({ label: 'Parent folder ID', help: 'Empty: at the top of My Drive' }),
  },
  request: {
    method: 'POST',
    path: '/drive/v3/files',
    query: () => ({ fields: FILE_FIELDS, supportsAllDrives: true }),
    body: (p) => ({ name: p.name, mimeType: FOLDER, ...(p.parentId ? { parents: [p.parentId] } : {}) }),
  },
  outputSchema: fileSchema,
});

const deleteFile = defineOperation({
  id: 'delete_file',
  name: 'Delete file',
  description:
    'Moves a Google Drive file or folder to the trash (it can be restored for 30 days); returns its id, name and trashed: true.',
  idempotent: true,
  props: { fileId },
  request: {
    method: 'PATCH',
    path: '/drive/v3/files/{fileId}',
    query: () => ({ fields: 'id,name,trashed', supportsAllDrives: true }),
    body: () => ({ trashed: true }),
  },
  outputSchema: {
    type: 'object',
    properties: { id: { type: 'string' }, name: { type: 'string' }, trashed: { type: 'boolean' } },
  },
});

const newFile = definePollingTrigger({
  id: 'new_file',
  name: 'New file in folder',
  description: 'Starts the workflow with the files created in a Google Drive folder since the last check.',
  props: {
    folderId: prop.string({
      label: 'Folder ID',
      required: true,
      help: 'The id in the folder’s URL: drive.google.com/drive/folders/<id>; "root" is My Drive',
    }),
  },
  // First the newest files (where the list stands); then, oldest first, those created since the cursor,
  // so a burst larger than a page is handed on over the next checks rather than skipped.
  request: (p, since) => ({
    path: '/drive/v3/files',
    query: {
      q: `${quoted(p.folderId)} in parents and trashed = false${since ? ` and createdTime >= ${quoted(since)}` : ''}`,
      orderBy: since ? 'createdTime' : 'createdTime desc',
      pageSize: 100,
      fields: `nextPageToken,files(${FILE_FIELDS})`,
      supportsAllDrives: true,
      includeItemsFromAllDrives: true,
    },
  }),
  items: (body) => z.object({ files: z.array(z.unknown()).optional() }).parse(body).files ?? [],
  itemId: fieldText('id'),
  // Drive's times are RFC 3339 in UTC with milliseconds: they sort as text.
  itemTime: fieldText('createdTime'),
  outputSchema: { items: fileSchema },
});

export const googleDrive = defineApp({
  id: 'google-drive',
  name: 'Google Drive',
  icon: 'si:googledrive',
  description: 'List, read, download, upload, organise and trash files; react to new files in a folder.',
  baseUrl: 'https://www.googleapis.com',
  auth: { templates: ['google'], kinds: ['oauth2'] },
  errorMessage: googleErrorMessage,
  operations: [listFiles, getFile, downloadFile, uploadFile, createFolder, deleteFile],
  pollingTriggers: [newFile],
  optionLoaders: [
    {
      // Google Sheets' spreadsheet field lists through Drive.
      id: 'spreadsheets',
      request: () => ({
        path: '/drive/v3/files',
        query: {
          q: "mimeType = 'application/vnd.google-apps.spreadsheet' and trashed = false",
          fields: 'files(id,name)',
          orderBy: 'modifiedTime desc',
          pageSize: 500,
        },
      }),
      items: (body) => z.object({ files: z.array(z.unknown()) }).safeParse(body).data?.files ?? [],
      option: (item) => {
        const file = z.object({ id: z.string(), name: z.string() }).safeParse(item).data;
        return file && { value: file.id, label: file.name };
      },
    },
  ],
});

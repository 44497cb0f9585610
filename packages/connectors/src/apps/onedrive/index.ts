import { prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { fieldText } from '../../kit/items.js';
import { listSchema, paginationProps } from '../../kit/lists.js';
import {
  encodedDrivePath,
  GRAPH_BASE_URL,
  graphAuth,
  graphErrorMessage,
  sortableTime,
  walkGraphPages,
} from '../microsoft-graph/graph.js';

/**
 * OneDrive (and SharePoint document libraries as the user's drive) on Microsoft Graph
 * (https://learn.microsoft.com/en-us/graph/api/resources/onedrive): the signed-in user's drive
 * (`/me/drive`), items addressed by id (`/items/{id}`) or by path (`/root:/{path}:`), folders' children
 * as Graph collections, content downloaded from `/content` (Graph redirects to a pre-authenticated URL,
 * which gets no Authorization header) and uploaded with one PUT (small files: up to 250 MB).
 */

const str = { type: 'string' };

const Item = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().optional(),
  createdDateTime: z.string().optional(),
  lastModifiedDateTime: z.string().optional(),
  webUrl: z.string().optional(),
  file: z.object({ mimeType: z.string().optional() }).nullish(),
  folder: z.object({ childCount: z.number().optional() }).nullish(),
  parentReference: z.object({ id: z.string().optional(), path: z.string().optional() }).nullish(),
});

/** A driveItem as a flat object (a folder has isFolder and childCount; a file its MIME type). */
export function simpleItem(body: unknown) {
  const item = Item.parse(body);
  return {
    id: item.id,
    name: item.name,
    isFolder: item.folder !== undefined && item.folder !== null,
    mimeType: item.file?.mimeType ?? '',
    size: item.size ?? 0,
    childCount: item.folder?.childCount ?? 0,
    createdDateTime: item.createdDateTime ?? '',
    lastModifiedDateTime: item.lastModifiedDateTime ?? '',
    webUrl: item.webUrl ?? '',
    parentId: item.parentReference?.id ?? '',
    parentPath: item.parentReference?.path ?? '',
  };
}

const itemSchema = {
  type: 'object',
  properties: {
    id: str,
    name: str,
    isFolder: { type: 'boolean' },
    mimeType: str,
    size: { type: 'number' },
    childCount: { type: 'number' },
    createdDateTime: str,
    lastModifiedDateTime: str,
    webUrl: str,
    parentId: str,
    parentPath: str,
  },
};

const folderId = prop.string({
  label: 'Folder ID',
  help: 'The folder’s item id; empty (or "root") with no path: the top of the drive',
});
const folderPath = prop.string({
  label: 'Folder path',
  placeholder: 'Documents/Reports',
  help: 'A path from the top of the drive, used instead of the id when given',
});
const itemId = prop.string({ label: 'Item ID', help: 'The file’s or folder’s item id' });
const itemPath = prop.string({
  label: 'Path',
  placeholder: 'Documents/notes.txt',
  help: 'A path from the top of the drive, used instead of the id when given',
});

/** The drive item a folder id or path names (`/me/drive/root`, `/items/{id}` or `/root:/{path}:`). */
function folderRef(p: { folderId?: string | undefined; folderPath?: string | undefined }): string {
  const path = encodedDrivePath(p.folderPath ?? '');
  if (path !== '') return `/me/drive/root:/${path}:`;
  const id = p.folderId?.trim() ?? '';
  return id === '' || id.toLowerCase() === 'root'
    ? '/me/drive/root'
    : `/me/drive/items/${encodeURIComponent(id)}`;
}

/** A file or folder by id or path; `suffix` follows the item (`/content`), after the path's colon. */
function itemRef(
  p: { itemId?: string | undefined; itemPath?: string | undefined },
  nodeId: string,
  suffix = '',
) {
  const path = encodedDrivePath(p.itemPath ?? '');
  if (path !== '') return `/me/drive/root:/${path}${suffix ? `:${suffix}` : ''}`;
  const id = p.itemId?.trim() ?? '';
  if (id === '') throw new UserError('Give the item’s ID or its path', { code: 'INVALID_PARAMS', nodeId });
  return `/me/drive/items/${encodeURIComponent(id)}${suffix}`;
}

const listChildren = defineOperation({
  id: 'list_children',
  name: 'List folder',
  description:
    'Lists the files and folders in a OneDrive folder (the top of the drive, or a folder by id or path); returns each item’s id, name, whether it is a folder, MIME type, size, times and link.',
  idempotent: true,
  props: {
    folderId,
    folderPath,
    orderBy: prop.string({
      label: 'Order by',
      help: 'e.g. name, or lastModifiedDateTime desc; Graph’s order when empty',
    }),
    ...paginationProps,
  },
  outputSchema: listSchema(itemSchema),
  run: async ({ params, request }) => {
    const list = await walkGraphPages(
      request,
      { path: `${folderRef(params)}/children`, query: { $orderby: params.orderBy } },
      { returnAll: params.returnAll, limit: params.limit, maxPageSize: 200 },
    );
    return { ...list, items: list.items.map(simpleItem) };
  },
});

const getItem = defineOperation({
  id: 'get_item',
  name: 'Get item',
  description:
    'Reads one OneDrive file’s or folder’s metadata by item id or path: name, whether it is a folder, MIME type, size, created and modified times, link and parent folder.',
  idempotent: true,
  props: { itemId, itemPath },
  outputSchema: itemSchema,
  run: async ({ params, request, step }) =>
    simpleItem((await request({ method: 'GET', path: itemRef(params, step.node.id) })).body),
});

const downloadFile = defineOperation({
  id: 'download_file',
  name: 'Download file',
  description:
    'Reads a OneDrive file’s content by item id or path, as text (or as base64 bytes when asked); returns the id, name, MIME type and content.',
  idempotent: true,
  props: {
    itemId,
    itemPath,
    base64: prop.boolean({
      label: 'Content as base64',
      default: false,
      help: 'For binary files (PDF, images, Office files): the bytes as base64 instead of text',
    }),
  },
  outputSchema: {
    type: 'object',
    properties: { id: str, name: str, mimeType: str, size: { type: 'number' }, content: str, encoding: str },
  },
  run: async ({ params, request, step }) => {
    const item = simpleItem((await request({ method: 'GET', path: itemRef(params, step.node.id) })).body);
    if (item.isFolder) {
      throw new UserError(`"${item.name}" is a folder, which has no content to download`, {
        code: 'INVALID_PARAMS',
        nodeId: step.node.id,
      });
    }
    // By id: the path could name another item by now.
    const content = (
      await request({
        method: 'GET',
        path: `/me/drive/items/${encodeURIComponent(item.id)}/content`,
        responseType: params.base64 ? 'binary' : 'text',
      })
    ).body;
    return {
      id: item.id,
      name: item.name,
      mimeType: item.mimeType,
      size: item.size,
      content: typeof content === 'string' ? content : '',
      encoding: params.base64 ? 'base64' : 'utf8',
    };
  },
});

const uploadFile = defineOperation({
  id: 'upload_file',
  name: 'Upload file',
  description:
    'Creates or replaces a small text file in OneDrive (at the top of the drive, or in a folder by id or path) with the given name and content; returns the file’s id, name, size and link.',
  idempotent: false,
  props: {
    name: prop.string({ label: 'File name', required: true, placeholder: 'report.csv' }),
    content: prop.text({ label: 'Content', required: true, help: 'The file’s text' }),
    folderId,
    folderPath,
    contentType: prop.string({
      label: 'Content type',
      default: 'text/plain',
      help: 'e.g. text/csv, application/json',
    }),
    conflictBehavior: prop.select({
      label: 'If the name exists',
      options: ['replace', 'rename', 'fail'],
      default: 'replace',
      help: 'replace the file, upload under a new name, or fail',
    }),
  },
  outputSchema: itemSchema,
  run: async ({ params, request, step }) => {
    const name = params.name.trim();
    if (name === '' || /[/\\]/.test(name)) {
      throw new UserError('The file name must not be empty nor hold a slash (give the folder apart)', {
        code: 'INVALID_PARAMS',
        nodeId: step.node.id,
      });
    }
    const folder = encodedDrivePath(params.folderPath ?? '');
    const id = params.folderId?.trim() ?? '';
    const path =
      folder !== ''
        ? `/me/drive/root:/${folder}/${encodeURIComponent(name)}:/content`
        : id === '' || id.toLowerCase() === 'root'
          ? `/me/drive/root:/${encodeURIComponent(name)}:/content`
          : `/me/drive/items/${encodeURIComponent(id)}:/${encodeURIComponent(name)}:/content`;
    const uploaded = await request({
      method: 'PUT',
      path,
      query: { '@microsoft.graph.conflictBehavior': params.conflictBehavior },
      body: { type: 'raw', content: params.content, contentType: params.contentType || 'text/plain' },
    });
    return simpleItem(uploaded.body);
  },
});

const createFolder = defineOperation({
  id: 'create_folder',
  name: 'Create folder',
  description:
    'Creates a folder in OneDrive, at the top of the drive or inside a folder by id or path; returns the new folder’s id, name and link.',
  idempotent: false,
  props: {
    name: prop.string({ label: 'Folder name', required: true }),
    folderId: prop.string({ label: 'Parent folder ID', help: 'Empty with no path: the top of the drive' }),
    folderPath: prop.string({
      label: 'Parent folder path',
      placeholder: 'Documents',
      help: 'Used instead of the id when given',
    }),
    conflictBehavior: prop.select({
      label: 'If the name exists',
      options: ['fail', 'rename'],
      default: 'fail',
      help: 'fail, or create it under a new name',
    }),
  },
  outputSchema: itemSchema,
  run: async ({ params, request }) => {
    const created = await request({
      method: 'POST',
      path: `${folderRef(params)}/children`,
      body: {
        type: 'json',
        data: { name: params.name, folder: {}, '@microsoft.graph.conflictBehavior': params.conflictBehavior },
      },
    });
    return simpleItem(created.body);
  },
});

const deleteItem = defineOperation({
  id: 'delete_item',
  name: 'Delete item',
  description:
    'Deletes a OneDrive file or folder (with its contents) by item id, to the recycle bin; returns the id and deleted: true.',
  idempotent: true,
  props: { itemId: prop.string({ label: 'Item ID', required: true }) },
  request: { method: 'DELETE', path: '/me/drive/items/{itemId}' },
  output: (_, p) => ({ id: p.itemId, deleted: true }),
  outputSchema: { type: 'object', properties: { id: str, deleted: { type: 'boolean' } } },
});

/** How many pages of a folder one check reads (200 items each): a bigger folder's newest may be missed. */
const TRIGGER_PAGES = 10;

const newFile = definePollingTrigger({
  id: 'new_file',
  name: 'New file in folder',
  description: 'Starts the workflow with the files created in a OneDrive folder since the last check.',
  props: { folderId, folderPath },
  // Graph cannot filter a folder's children by time: the check reads the folder and the kit keeps
  // those created since the cursor.
  list: async ({ params, request }) => {
    const listed = await walkGraphPages(
      request,
      { path: `${folderRef(params)}/children` },
      { returnAll: false, limit: TRIGGER_PAGES * 200, maxPageSize: 200 },
    );
    return listed.items.map(simpleItem).filter((item) => !item.isFolder);
  },
  itemId: fieldText('id'),
  itemTime: (item) => sortableTime((item as { createdDateTime?: unknown }).createdDateTime),
  outputSchema: { items: itemSchema },
});

export const onedrive = defineApp({
  id: 'onedrive',
  name: 'OneDrive',
  // Simple Icons dropped Microsoft's logos at Microsoft's request: a Material icon the web draws.
  icon: 'storage',
  description:
    'List, read, download, upload, organise and delete OneDrive files; react to new files in a folder.',
  baseUrl: GRAPH_BASE_URL,
  auth: graphAuth,
  errorMessage: graphErrorMessage,
  operations: [listChildren, getItem, downloadFile, uploadFile, createFolder, deleteItem],
  pollingTriggers: [newFile],
});

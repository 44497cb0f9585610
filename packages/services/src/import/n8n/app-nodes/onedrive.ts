import type { MappedStep, MappingContext } from '../mapping-types.js';
import { record } from '../table-helpers.js';
import { appRow, leftOutNote, listNote, operations } from './app-helpers.js';

// ---- OneDrive (file upload of text, download, get, delete; folder create, getChildren, delete)

/** A folder id as our steps take it: "root" (n8n's top folder) is the top of the drive there too. */
const folder = (ctx: MappingContext, value: unknown) =>
  value === undefined || value === '' ? {} : { folderId: ctx.value(value) };

function upload(ctx: MappingContext): MappedStep | { unmapped: string } {
  const p = ctx.params;
  if (p.binaryData === true)
    return { unmapped: 'a OneDrive upload of binary data (Flowlane uploads text: give the content)' };
  return {
    serviceId: 'onedrive.upload_file',
    params: {
      name: ctx.value(p.fileName ?? ''),
      content: ctx.value(p.fileContent ?? ''),
      ...folder(ctx, p.parentId),
    },
  };
}

function createFolder(ctx: MappingContext): MappedStep {
  const given = ctx.value(ctx.params.name ?? '');
  const options = record(ctx.params.options);
  // n8n took a name or a path ("/Pictures/2021") and made each folder of the path.
  const path = typeof given === 'string' ? given.replace(/^\/+|\/+$/g, '').split('/') : [];
  const name = path.length > 0 ? path[path.length - 1] : given;
  // Our parent path starts at the top of the drive, n8n's path at its parent folder.
  leftOutNote(ctx, options, path.length > 1 ? [] : ['parentFolderId']);
  if (path.length > 1)
    ctx.needsHand(
      'parameter',
      'n8n created every folder of the path; this step creates the last one, in a parent that must exist.',
    );
  return {
    serviceId: 'onedrive.create_folder',
    params: {
      name,
      ...(path.length > 1
        ? { folderPath: path.slice(0, -1).join('/') }
        : folder(ctx, options.parentFolderId)),
    },
  };
}

const itemId = (ctx: MappingContext, value: unknown) => ({ itemId: ctx.value(value ?? '') });

const onedriveOperations = operations('OneDrive', ['file.upload', 'folder.getChildren'], {
  'file.upload': upload,
  'file.download': (ctx) => {
    ctx.needsHand(
      'parameter',
      'n8n gave the file as binary data; this step outputs its content as text (turn on "Content as base64" for PDFs, images and Office files).',
    );
    return { serviceId: 'onedrive.download_file', params: itemId(ctx, ctx.params.fileId) };
  },
  'file.get': (ctx) => ({ serviceId: 'onedrive.get_item', params: itemId(ctx, ctx.params.fileId) }),
  'file.delete': (ctx) => ({ serviceId: 'onedrive.delete_item', params: itemId(ctx, ctx.params.fileId) }),
  'folder.delete': (ctx) => ({
    serviceId: 'onedrive.delete_item',
    params: itemId(ctx, ctx.params.folderId),
  }),
  'folder.create': createFolder,
  'folder.getChildren': (ctx) => {
    listNote(ctx, 'item');
    // n8n read every child of the folder.
    return {
      serviceId: 'onedrive.list_children',
      params: { ...folder(ctx, ctx.params.folderId), returnAll: true },
    };
  },
});

export const onedrive = appRow(
  'n8n-nodes-base.microsoftOneDrive',
  'onedrive.upload_file',
  onedriveOperations,
);

import type { MappedStep, MappingContext } from '../mapping-types.js';
import { isExpression, list, record, text } from '../table-helpers.js';
import {
  appRow,
  leftOutNote,
  listNote,
  locator,
  locatorId,
  operations,
  paging,
  sinceVersion,
} from './app-helpers.js';

// ---- Google Drive (3.x: file createFromText, download, deleteFile; folder create, deleteFolder; search)

/** A file or folder id in a Drive link (`/file/d/<id>`, `/folders/<id>`, `?id=<id>`). */
export const driveIdFromUrl = (url: string) =>
  /\/(?:d|folders)\/([0-9a-zA-Z_-]{2,})/.exec(url)?.[1] ?? /[?&]id=([0-9a-zA-Z_-]{2,})/.exec(url)?.[1];

/** n8n's locator defaults: the root folder of My Drive, and My Drive itself. */
const ROOT = 'root';
const MY_DRIVE = 'My Drive';
const FOLDER = 'application/vnd.google-apps.folder';

const driveId = (ctx: MappingContext, value: unknown, what: string) =>
  locatorId(ctx, value, driveIdFromUrl, what);

/** The folder a new file or folder goes into, as n8n chose it (a folder, else a shared drive, else root). */
function parentFolder(ctx: MappingContext, folder: unknown, drive: unknown): unknown {
  const folderValue = locator(folder).value;
  if (folderValue !== undefined && folderValue !== '' && folderValue !== ROOT)
    return driveId(ctx, folder, 'folder id');
  const driveValue = locator(drive).value;
  if (driveValue !== undefined && driveValue !== '' && driveValue !== MY_DRIVE)
    return driveId(ctx, drive, 'shared drive id');
  return undefined;
}

/** Search: n8n's name search or query text, with its filter as more Drive query words. */
function driveSearch(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const filter = record(p.filter);
  const given = p.queryString ?? '';
  const words: unknown[] = [];
  if ((text(p.searchMethod) ?? 'name') === 'name') {
    // As n8n does: a name search is Drive's `name contains '…'` (an expression stays one).
    if (given !== '')
      words.push(
        isExpression(given)
          ? `=name contains '${String(given).slice(1)}'`
          : `name contains '${String(given)}'`,
      );
  } else if (given !== '') words.push(given);
  const what = text(filter.whatToSearch) ?? 'all';
  if (what === 'folders') words.push(`mimeType = '${FOLDER}'`);
  if (what === 'files') words.push(`mimeType != '${FOLDER}'`);
  const types = list(filter.fileTypes).filter((t): t is string => typeof t === 'string' && t !== '*');
  if (what !== 'folders' && types.length > 0)
    words.push(`(${types.map((t) => `mimeType = '${t}'`).join(' or ')})`);
  const q = words
    .map((word) => ctx.value(word))
    .filter((word) => word !== '')
    .map(String)
    .join(' and ');
  const folder = locator(filter.folderId).value;
  const drive = locator(filter.driveId).value;
  if (drive !== undefined && drive !== '' && drive !== MY_DRIVE)
    ctx.needsHand('parameter', 'n8n searched one shared drive; this step searches every drive you can see.');
  leftOutNote(ctx, record(p.options), []);
  listNote(ctx, 'file');
  return {
    serviceId: 'google-drive.list_files',
    params: {
      ...(q ? { q } : {}),
      ...(folder !== undefined && folder !== '' && folder !== ROOT
        ? { folderId: driveId(ctx, filter.folderId, 'folder id') }
        : {}),
      ...(filter.includeTrashed === true ? { includeTrashed: true } : {}),
      ...paging(ctx, 50),
    },
  };
}

function driveCreateFromText(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const options = record(p.options);
  // Early 3.x versions named the folder parentFolderId; later ones take a drive and a folder.
  const folder = parentFolder(ctx, p.folderId ?? p.parentFolderId, p.driveId);
  leftOutNote(ctx, options, []);
  return {
    serviceId: 'google-drive.upload_file',
    params: {
      // n8n names a file without a name "Untitled".
      name: p.name === undefined || p.name === '' ? 'Untitled' : ctx.value(p.name),
      content: ctx.value(p.content ?? ''),
      mimeType: 'text/plain',
      ...(folder !== undefined ? { folderId: folder } : {}),
    },
  };
}

function driveDelete(ctx: MappingContext, id: unknown): MappedStep {
  const options = record(ctx.params.options);
  if (options.deletePermanently === true)
    ctx.needsHand(
      'parameter',
      'n8n deleted it for good; this step moves it to the trash (restorable for 30 days).',
    );
  leftOutNote(ctx, options, ['deletePermanently']);
  return { serviceId: 'google-drive.delete_file', params: { fileId: id } };
}

const driveOperations = operations(
  'Google Drive',
  ['file.upload', 'folder.create', 'fileFolder.search', 'drive.create'],
  {
    'fileFolder.search': driveSearch,
    'file.createFromText': driveCreateFromText,
    'file.download': (ctx) => {
      ctx.needsHand(
        'parameter',
        'n8n gave the file as binary data; this step outputs its content as text (turn on "Content as base64" for PDFs and images).',
      );
      leftOutNote(ctx, record(ctx.params.options), ['binaryPropertyName']);
      return {
        serviceId: 'google-drive.download_file',
        params: { fileId: driveId(ctx, ctx.params.fileId, 'file id') },
      };
    },
    'file.deleteFile': (ctx) => driveDelete(ctx, driveId(ctx, ctx.params.fileId, 'file id')),
    'folder.deleteFolder': (ctx) => driveDelete(ctx, driveId(ctx, ctx.params.folderNoRootId, 'folder id')),
    'folder.create': (ctx) => {
      const p = ctx.params;
      const parent = parentFolder(ctx, p.folderId, p.driveId);
      leftOutNote(ctx, record(p.options), ['simplifyOutput']);
      return {
        serviceId: 'google-drive.create_folder',
        params: {
          name: p.name === undefined || p.name === '' ? 'Untitled' : ctx.value(p.name),
          ...(parent !== undefined ? { parentId: parent } : {}),
        },
      };
    },
  },
);

export const googleDrive = appRow(
  'n8n-nodes-base.googleDrive',
  'google-drive.upload_file',
  sinceVersion('Google Drive', 3, driveOperations),
);

import type { FakeAnswer, FakeRequest } from '../../testing/fake-server.js';
import { GoogleFake, pageOf, pageOffset, UNAUTHENTICATED } from '../google/fake-support.js';

/**
 * Google Drive API v3 as our operations use it (files list, get, get alt=media, export, create,
 * multipart upload, update): OAuth2 Bearer tokens (401 UNAUTHENTICATED), Drive's `q` (terms joined by
 * `and`: `'id' in parents`, `trashed =`, `name`/`mimeType`/`fullText` with `=`, `!=` or `contains`,
 * `createdTime`/`modifiedTime` compared as RFC 3339), `orderBy` on those, `pageSize` (1..1000, default
 * 100) and opaque `pageToken`s, only the fields named in `fields` (kind, id, name and mimeType by
 * default), Docs Editors files exported but never downloaded, errors as
 * `{ error: { code, message, status, errors: [{ domain, reason, message }] } }`.
 */
export interface FakeDriveFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  createdTime: string;
  modifiedTime: string;
  trashed: boolean;
  description?: string;
  /** The bytes of a binary file; the text of a Docs Editors file (what export gives). */
  content: Buffer;
}

const EXPORTS: Record<string, string[]> = {
  'application/vnd.google-apps.document': ['text/plain', 'text/html', 'application/pdf'],
  'application/vnd.google-apps.spreadsheet': ['text/csv', 'application/pdf'],
  'application/vnd.google-apps.presentation': ['text/plain', 'application/pdf'],
};

/** `files(id,name),nextPageToken` → { files: { id: true, name: true }, nextPageToken: true }. */
type Selection = { [key: string]: true | Selection };
function parseFields(fields: string): Selection {
  const selection: Selection = {};
  let depth = 0;
  let start = 0;
  const add = (part: string) => {
    const text = part.trim();
    if (!text) return;
    const open = text.indexOf('(');
    if (open < 0) selection[text] = true;
    else selection[text.slice(0, open).trim()] = parseFields(text.slice(open + 1, -1));
  };
  for (let i = 0; i < fields.length; i += 1) {
    const c = fields[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 0) {
      add(fields.slice(start, i));
      start = i + 1;
    }
  }
  add(fields.slice(start));
  return selection;
}

function pick(value: Record<string, unknown>, selection: Selection): Record<string, unknown> {
  if (selection['*']) return value;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(selection)) {
    const field = value[key];
    if (field === undefined) continue;
    out[key] =
      sub === true
        ? field
        : Array.isArray(field)
          ? field.map((item) => pick(item as Record<string, unknown>, sub))
          : pick(field as Record<string, unknown>, sub);
  }
  return out;
}

/** Splits on a top-level keyword (outside quotes and parentheses). */
function splitTop(text: string, keyword: 'and' | 'or'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i += 1;
      else if (c === "'") quoted = false;
    } else if (c === "'") quoted = true;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (depth === 0 && text.slice(i, i + keyword.length + 2).toLowerCase() === ` ${keyword} `) {
      parts.push(text.slice(start, i));
      start = i + keyword.length + 2;
      i = start - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

const unquote = (literal: string) => literal.replace(/\\(.)/g, '$1');

export class GoogleDriveFake extends GoogleFake {
  protected override readonly unauthenticated = UNAUTHENTICATED.withReason;
  readonly files = new Map<string, FakeDriveFile>();
  private clock = Date.UTC(2026, 11, 1);
  private ids = 0;

  /** A file (or folder) created a second after the one before. */
  add(
    file: Partial<Omit<FakeDriveFile, 'content'>> & { name: string; content?: Buffer | string },
  ): FakeDriveFile {
    const { content, ...metadata } = file;
    this.clock += 1000;
    this.ids += 1;
    const time = new Date(this.clock).toISOString();
    const created: FakeDriveFile = {
      id: file.id ?? `f${String(this.ids).padStart(4, '0')}`,
      mimeType: 'text/plain',
      parents: ['root'],
      createdTime: time,
      modifiedTime: time,
      trashed: false,
      ...metadata,
      content: typeof content === 'string' ? Buffer.from(content) : (content ?? Buffer.alloc(0)),
    };
    this.files.set(created.id, created);
    return created;
  }

  private notFound(id: string): FakeAnswer {
    return this.error(404, `File not found: ${id}.`, 'NOT_FOUND', 'notFound');
  }

  /** The file resource as Drive serves it (size only for files with bytes of their own). */
  resource(file: FakeDriveFile): Record<string, unknown> {
    const own = !file.mimeType.startsWith('application/vnd.google-apps.');
    return {
      kind: 'drive#file',
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      parents: file.parents,
      createdTime: file.createdTime,
      modifiedTime: file.modifiedTime,
      trashed: file.trashed,
      webViewLink: `https://drive.google.com/file/d/${file.id}/view`,
      ...(file.description ? { description: file.description } : {}),
      ...(own ? { size: String(file.content.length) } : {}),
    };
  }

  private shaped(file: FakeDriveFile, fields: string | null): Record<string, unknown> {
    return pick(this.resource(file), parseFields(fields ?? 'kind,id,name,mimeType'));
  }

  /** A filter for Drive's `q`, or the term it cannot read. */
  private filterOf(q: string): ((file: FakeDriveFile) => boolean) | { invalid: string } {
    const text = q.trim();
    if (text === '') return () => true;
    const ors = splitTop(text, 'or');
    if (ors.length > 1) {
      const filters = ors.map((part) => this.filterOf(part));
      const bad = filters.find((f) => typeof f !== 'function');
      if (bad) return bad;
      return (file) => filters.some((f) => typeof f === 'function' && f(file));
    }
    const ands = splitTop(text, 'and');
    if (ands.length > 1) {
      const filters = ands.map((part) => this.filterOf(part));
      const bad = filters.find((f) => typeof f !== 'function');
      if (bad) return bad;
      return (file) => filters.every((f) => typeof f === 'function' && f(file));
    }
    if (text.startsWith('(') && text.endsWith(')')) return this.filterOf(text.slice(1, -1));
    const inParents = /^'((?:[^'\\]|\\.)*)'\s+in\s+parents$/i.exec(text);
    if (inParents) {
      const parent = unquote(inParents[1] ?? '');
      return (file) => file.parents.includes(parent);
    }
    const trashed = /^trashed\s*=\s*(true|false)$/i.exec(text);
    if (trashed) return (file) => file.trashed === (trashed[1]?.toLowerCase() === 'true');
    const term = /^(\w+)\s*(=|!=|<=|>=|<|>|contains)\s*'((?:[^'\\]|\\.)*)'$/.exec(text);
    if (!term) return { invalid: text };
    const [, field = '', op = '', literal = ''] = term;
    const value = unquote(literal);
    const read: Record<string, (file: FakeDriveFile) => string> = {
      name: (f) => f.name,
      mimeType: (f) => f.mimeType,
      fullText: (f) => `${f.name} ${f.content.toString('utf8')}`,
      createdTime: (f) => f.createdTime,
      modifiedTime: (f) => f.modifiedTime,
    };
    const get = read[field];
    if (!get) return { invalid: text };
    const isTime = field.endsWith('Time');
    const at = (s: string) => (isTime ? Date.parse(s) : 0);
    switch (op) {
      case 'contains':
        return (f) => get(f).toLowerCase().includes(value.toLowerCase());
      case '=':
        return (f) => (isTime ? at(get(f)) === at(value) : get(f) === value);
      case '!=':
        return (f) => get(f) !== value;
      default:
        if (!isTime) return { invalid: text };
        return (f) => {
          const a = at(get(f));
          const b = at(value);
          return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
        };
    }
  }

  private sorted(files: FakeDriveFile[], orderBy: string | null): FakeDriveFile[] | undefined {
    const keys = (orderBy ?? 'name').split(',').map((k) => k.trim().split(/\s+/));
    for (const [key] of keys)
      if (!['name', 'createdTime', 'modifiedTime'].includes(key ?? '')) return undefined;
    return [...files].sort((a, b) => {
      for (const [key = 'name', dir] of keys) {
        const av = String(a[key as 'name']);
        const bv = String(b[key as 'name']);
        const order = av < bv ? -1 : av > bv ? 1 : 0;
        if (order !== 0) return dir === 'desc' ? -order : order;
      }
      return 0;
    });
  }

  private list(r: FakeRequest): FakeAnswer {
    const filter = this.filterOf(r.query.get('q') ?? '');
    if (typeof filter !== 'function') return this.error(400, 'Invalid Value', 'INVALID_ARGUMENT', 'invalid');
    const size = Number(r.query.get('pageSize') ?? 100);
    if (!Number.isInteger(size) || size < 1 || size > 1000) {
      return this.error(
        400,
        `Invalid value '${r.query.get('pageSize')}'. Values must be within the range: [1, 1000]`,
        'INVALID_ARGUMENT',
        'invalid',
      );
    }
    const found = this.sorted([...this.files.values()].filter(filter), r.query.get('orderBy'));
    if (!found) return this.error(400, 'Invalid Value', 'INVALID_ARGUMENT', 'invalid');
    const from = pageOffset(r.query.get('pageToken'));
    if (!Number.isInteger(from) || from < 0)
      return this.error(400, 'Invalid Value', 'INVALID_ARGUMENT', 'invalid');
    const { items, next } = pageOf(found, from, size);
    const fields = r.query.get('fields');
    const body: Record<string, unknown> = {
      kind: 'drive#fileList',
      incompleteSearch: false,
      files: items.map((f) => this.resource(f)),
      ...next,
    };
    const selection = parseFields(
      fields ?? 'kind,incompleteSearch,nextPageToken,files(kind,id,name,mimeType)',
    );
    return { body: pick(body, selection) };
  }

  /** `multipart/related`: the JSON metadata part, then the media part (base64 when it says so). */
  private upload(r: FakeRequest): FakeAnswer {
    if (r.query.get('uploadType') !== 'multipart') {
      return this.error(400, 'Bad Request', 'INVALID_ARGUMENT', 'badRequest');
    }
    const type = String(r.headers['content-type'] ?? '');
    const boundary = /^multipart\/related;\s*boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) {
      return this.error(400, `Media type '${type}' is not supported.`, 'INVALID_ARGUMENT', 'badContent');
    }
    const parts = r.raw
      .toString('utf8')
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => {
        const text = part.replace(/^\r\n/, '').replace(/\r\n$/, '');
        const at = text.indexOf('\r\n\r\n');
        const headers = Object.fromEntries(
          text
            .slice(0, at)
            .split('\r\n')
            .map((line) => {
              const colon = line.indexOf(':');
              return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
            }),
        );
        return { headers, body: text.slice(at + 4) };
      });
    const [meta, media] = parts;
    if (!meta || !media || !String(meta.headers['content-type']).startsWith('application/json')) {
      return this.error(400, 'Bad Request', 'INVALID_ARGUMENT', 'badRequest');
    }
    const metadata = JSON.parse(meta.body) as { name?: string; mimeType?: string; parents?: string[] };
    const content =
      media.headers['content-transfer-encoding']?.toLowerCase() === 'base64'
        ? Buffer.from(media.body, 'base64')
        : Buffer.from(media.body, 'utf8');
    const missing = (metadata.parents ?? []).find((id) => id !== 'root' && !this.files.has(id));
    if (missing) return this.notFound(missing);
    const file = this.add({
      name: metadata.name ?? 'Untitled',
      mimeType: metadata.mimeType ?? media.headers['content-type'] ?? 'application/octet-stream',
      parents: metadata.parents ?? ['root'],
      content,
    });
    return { body: this.shaped(file, r.query.get('fields')) };
  }

  protected routes(): void {
    const s = this.server;
    s.route('GET', '/drive/v3/files', (r) => this.authed(r, () => this.list(r)));
    s.route('GET', '/drive/v3/files/:id', (r) =>
      this.authed(r, () => {
        const file = this.files.get(r.params.id ?? '');
        if (!file) return this.notFound(r.params.id ?? '');
        if (r.query.get('alt') !== 'media') return { body: this.shaped(file, r.query.get('fields')) };
        if (file.mimeType.startsWith('application/vnd.google-apps.')) {
          return this.error(
            403,
            'Only files with binary content can be downloaded. Use Export with Docs Editors files.',
            'PERMISSION_DENIED',
            'fileNotDownloadable',
          );
        }
        // The fake server sends text bodies: binary files in tests are valid UTF-8.
        return { headers: { 'content-type': file.mimeType }, body: file.content.toString('utf8') };
      }),
    );
    s.route('GET', '/drive/v3/files/:id/export', (r) =>
      this.authed(r, () => {
        const file = this.files.get(r.params.id ?? '');
        if (!file) return this.notFound(r.params.id ?? '');
        const formats = EXPORTS[file.mimeType];
        if (!formats) {
          return this.error(
            403,
            'Export only supports Docs Editors files.',
            'PERMISSION_DENIED',
            'fileNotExportable',
          );
        }
        const as = r.query.get('mimeType') ?? '';
        if (!formats.includes(as)) {
          return this.error(
            400,
            'The requested conversion is not supported.',
            'INVALID_ARGUMENT',
            'badRequest',
          );
        }
        return { headers: { 'content-type': `${as}; charset=utf-8` }, body: file.content.toString('utf8') };
      }),
    );
    s.route('POST', '/drive/v3/files', (r) =>
      this.authed(r, () => {
        const metadata = r.body as { name?: string; mimeType?: string; parents?: string[] };
        const missing = (metadata.parents ?? []).find((id) => id !== 'root' && !this.files.has(id));
        if (missing) return this.notFound(missing);
        const file = this.add({
          name: metadata.name ?? 'Untitled',
          mimeType: metadata.mimeType ?? 'application/octet-stream',
          parents: metadata.parents ?? ['root'],
        });
        return { body: this.shaped(file, r.query.get('fields')) };
      }),
    );
    s.route('POST', '/upload/drive/v3/files', (r) => this.authed(r, () => this.upload(r)));
    s.route('PATCH', '/drive/v3/files/:id', (r) =>
      this.authed(r, () => {
        const file = this.files.get(r.params.id ?? '');
        if (!file) return this.notFound(r.params.id ?? '');
        const change = r.body as { name?: string; trashed?: boolean; description?: string };
        if (change.name !== undefined) file.name = change.name;
        if (change.trashed !== undefined) file.trashed = change.trashed;
        if (change.description !== undefined) file.description = change.description;
        this.clock += 1000;
        file.modifiedTime = new Date(this.clock).toISOString();
        return { body: this.shaped(file, r.query.get('fields')) };
      }),
    );
  }
}

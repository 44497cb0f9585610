import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeRequest } from '../../testing/fake-server.js';
import { GraphFake } from '../microsoft-graph/fake-server.js';

type Routed = FakeRequest & { params: Record<string, string> };

/**
 * OneDrive on Microsoft Graph as our operations use it: the user's drive (`/me/drive`), items by id
 * (`/items/{id}`, `root` an alias of the top folder) or by path (`/root:/{path}` and
 * `/root:/{path}:/children|content`, names matched without case), children as collections (`$top`
 * 1..1000, default 200; `$orderby` name or lastModifiedDateTime), `/content` answered with a 302 to a
 * pre-authenticated download URL, uploads by PUT `…:/{name}:/content` (conflictBehavior replace,
 * rename or fail), folders created by POST `…/children` (`folder: {}`, default conflictBehavior fail:
 * 409 `nameAlreadyExists`), DELETE (204, descendants too; 404 `itemNotFound` after).
 */
export interface FakeDriveItem {
  id: string;
  name: string;
  parentId: string | null;
  isFolder: boolean;
  content: Buffer;
  createdDateTime: string;
  lastModifiedDateTime: string;
}

const MIME: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  json: 'application/json',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const mimeOf = (name: string) =>
  MIME[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** How deep a path the fake routes (its router matches one segment per parameter). */
const MAX_DEPTH = 5;

export class OneDriveFake extends GraphFake {
  readonly items = new Map<string, FakeDriveItem>();
  /** Pre-authenticated download tokens, by item id. */
  private readonly downloads = new Map<string, string>();
  private ids = 0;

  constructor() {
    super();
    this.clear();
  }

  /** Only the top folder left. */
  clear(): void {
    this.items.clear();
    this.items.set('ROOT', {
      id: 'ROOT',
      name: 'root',
      parentId: null,
      isFolder: true,
      content: Buffer.alloc(0),
      createdDateTime: '2026-01-01T00:00:00Z',
      lastModifiedDateTime: '2026-01-01T00:00:00Z',
    });
  }

  /** A file (or folder, with `isFolder`) in a parent (the top by default), a second after the last. */
  add(item: { name: string; parentId?: string; isFolder?: boolean; content?: string }): FakeDriveItem {
    this.ids += 1;
    const time = this.now();
    const created: FakeDriveItem = {
      id: `01ITEM${String(this.ids).padStart(4, '0')}`,
      name: item.name,
      parentId: item.parentId ?? 'ROOT',
      isFolder: item.isFolder ?? false,
      content: Buffer.from(item.content ?? ''),
      createdDateTime: time,
      lastModifiedDateTime: time,
    };
    this.items.set(created.id, created);
    return created;
  }

  childrenOf(id: string): FakeDriveItem[] {
    return [...this.items.values()].filter((item) => item.parentId === id);
  }

  private pathOf(item: FakeDriveItem): string {
    const names: string[] = [];
    for (let at = item.parentId; at && at !== 'ROOT'; at = this.items.get(at)?.parentId ?? null) {
      names.unshift(this.items.get(at)?.name ?? '');
    }
    return `/drive/root:${names.length > 0 ? `/${names.join('/')}` : ''}`;
  }

  resource(item: FakeDriveItem): Record<string, unknown> {
    const parent = item.parentId ? this.items.get(item.parentId) : undefined;
    return {
      id: item.id,
      name: item.name,
      createdDateTime: item.createdDateTime,
      lastModifiedDateTime: item.lastModifiedDateTime,
      eTag: `"{${item.id}},1"`,
      size: item.isFolder
        ? this.childrenOf(item.id).reduce((sum, child) => sum + child.content.length, 0)
        : item.content.length,
      webUrl: `https://contoso-my.sharepoint.com/personal/ada/Documents/${encodeURIComponent(item.name)}`,
      createdBy: { user: { displayName: 'Ada Lovelace' } },
      ...(parent
        ? {
            parentReference: {
              driveId: 'b!drive',
              driveType: 'business',
              id: parent.id,
              path: this.pathOf(item),
            },
          }
        : {}),
      ...(item.isFolder
        ? { folder: { childCount: this.childrenOf(item.id).length } }
        : { file: { mimeType: mimeOf(item.name) } }),
      ...(item.isFolder ? {} : { '@microsoft.graph.downloadUrl': this.downloadUrl(item) }),
    };
  }

  private downloadUrl(item: FakeDriveItem): string {
    let token = this.downloads.get(item.id);
    if (!token) {
      token = randomBytes(8).toString('hex');
      this.downloads.set(item.id, token);
    }
    return `${this.server.url}/download/${item.id}?tempauth=${token}`;
  }

  private byId(id: string): FakeDriveItem | undefined {
    return this.items.get(id.toLowerCase() === 'root' ? 'ROOT' : id);
  }

  private byPath(segments: string[]): FakeDriveItem | undefined {
    let at = this.items.get('ROOT');
    for (const name of segments) {
      at = at && this.childrenOf(at.id).find((c) => c.name.toLowerCase() === name.toLowerCase());
    }
    return at;
  }

  private children(r: FakeRequest, folder: FakeDriveItem | undefined): FakeAnswer {
    if (!folder) return this.notFound();
    const order = (r.query.get('$orderby') ?? 'name').trim().split(/\s+/);
    const key =
      order[0] === 'lastModifiedDateTime' ? 'lastModifiedDateTime' : order[0] === 'name' ? 'name' : undefined;
    if (!key) return this.error(400, 'invalidRequest', `Invalid $orderby: ${r.query.get('$orderby')}`);
    const desc = order[1]?.toLowerCase() === 'desc';
    const items = this.childrenOf(folder.id).sort(
      (a, b) => (desc ? -1 : 1) * a[key].localeCompare(b[key], 'en', { sensitivity: 'base' }),
    );
    return this.page(
      r,
      items.map((item) => this.resource(item)),
      { defaultTop: 200, maxTop: 1000 },
    );
  }

  private content(item: FakeDriveItem | undefined): FakeAnswer {
    if (!item) return this.notFound();
    if (item.isFolder) return this.error(400, 'invalidRequest', 'Cannot download a folder.');
    return { status: 302, headers: { location: this.downloadUrl(item) } };
  }

  private upload(r: FakeRequest, parent: FakeDriveItem | undefined, name: string): FakeAnswer {
    if (!parent?.isFolder) return this.notFound();
    const behavior = r.query.get('@microsoft.graph.conflictBehavior') ?? 'replace';
    let existing = this.childrenOf(parent.id).find((c) => c.name.toLowerCase() === name.toLowerCase());
    let finalName = name;
    if (existing && behavior === 'fail') {
      return this.error(409, 'nameAlreadyExists', 'The specified item name already exists.');
    }
    if (existing && behavior === 'rename') {
      const dot = name.lastIndexOf('.');
      const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
      for (let n = 1; this.childrenOf(parent.id).some((c) => c.name === finalName); n += 1)
        finalName = `${stem} ${n}${ext}`;
      existing = undefined;
    }
    if (existing) {
      if (existing.isFolder)
        return this.error(409, 'nameAlreadyExists', 'The specified item name already exists.');
      existing.content = Buffer.from(r.raw);
      existing.lastModifiedDateTime = this.now();
      return { status: 200, body: this.resource(existing) };
    }
    const file = this.add({ name: finalName, parentId: parent.id });
    file.content = Buffer.from(r.raw);
    return { status: 201, body: this.resource(file) };
  }

  private createFolder(r: FakeRequest, parent: FakeDriveItem | undefined): FakeAnswer {
    if (!parent?.isFolder) return this.notFound();
    const body = r.body as { name?: string; folder?: unknown; '@microsoft.graph.conflictBehavior'?: string };
    if (!body.name || body.folder === undefined) {
      return this.error(400, 'invalidRequest', 'Invalid request: a folder needs a name and a folder facet.');
    }
    let name = body.name;
    if (this.childrenOf(parent.id).some((c) => c.name.toLowerCase() === name.toLowerCase())) {
      if (body['@microsoft.graph.conflictBehavior'] !== 'rename') {
        return this.error(409, 'nameAlreadyExists', 'The specified item name already exists.');
      }
      const base = name;
      for (let n = 1; this.childrenOf(parent.id).some((c) => c.name === name); n += 1) name = `${base} ${n}`;
    }
    return { status: 201, body: this.resource(this.add({ name, parentId: parent.id, isFolder: true })) };
  }

  private remove(item: FakeDriveItem | undefined): FakeAnswer {
    if (!item || item.id === 'ROOT') return this.notFound();
    for (const child of this.childrenOf(item.id)) this.remove(child);
    this.items.delete(item.id);
    return { status: 204 };
  }

  /** Routes `/me/drive/root:/a/b…{suffix}` for paths of 1..MAX_DEPTH segments. */
  private pathRoute(
    method: string,
    suffix: string,
    handler: (r: Routed, segments: string[]) => FakeAnswer,
  ): void {
    for (let depth = 1; depth <= MAX_DEPTH; depth += 1) {
      const names = Array.from({ length: depth }, (_, i) => `p${i}`);
      this.route(method, `/me/drive/root:/${names.map((n) => `:${n}`).join('/')}${suffix}`, (r) =>
        handler(
          r,
          names.map((n) => r.params[n] ?? ''),
        ),
      );
    }
  }

  protected override routes(): void {
    // A pre-authenticated URL: its token, not a Bearer header.
    this.server.route('GET', '/download/:id', (r) => {
      const item = this.items.get(r.params.id ?? '');
      if (!item || this.downloads.get(item.id) !== r.query.get('tempauth')) return { status: 401, body: '' };
      return { headers: { 'content-type': mimeOf(item.name) }, body: item.content.toString('utf8') };
    });
    // The colon forms first: the plain path form would take `a:/children` for a path.
    this.pathRoute('GET', ':/children', (r, path) => this.children(r, this.byPath(path)));
    this.pathRoute('GET', ':/content', (_, path) => this.content(this.byPath(path)));
    this.pathRoute('POST', ':/children', (r, path) => this.createFolder(r, this.byPath(path)));
    this.pathRoute('PUT', ':/content', (r, path) =>
      this.upload(r, this.byPath(path.slice(0, -1)), path.at(-1) ?? ''),
    );
    this.pathRoute('GET', '', (_, path) => {
      const item = this.byPath(path);
      return item ? { body: this.resource(item) } : this.notFound();
    });
    this.route('GET', '/me/drive/root', () => ({ body: this.resource(this.byId('root') as FakeDriveItem) }));
    this.route('GET', '/me/drive/root/children', (r) => this.children(r, this.byId('root')));
    this.route('POST', '/me/drive/root/children', (r) => this.createFolder(r, this.byId('root')));
    this.route('PUT', '/me/drive/items/:id:/:name:/content', (r) =>
      this.upload(r, this.byId(r.params.id ?? ''), r.params.name ?? ''),
    );
    this.route('GET', '/me/drive/items/:id/children', (r) => this.children(r, this.byId(r.params.id ?? '')));
    this.route('POST', '/me/drive/items/:id/children', (r) =>
      this.createFolder(r, this.byId(r.params.id ?? '')),
    );
    this.route('GET', '/me/drive/items/:id/content', (r) => this.content(this.byId(r.params.id ?? '')));
    this.route('GET', '/me/drive/items/:id', (r) => {
      const item = this.byId(r.params.id ?? '');
      return item ? { body: this.resource(item) } : this.notFound();
    });
    this.route('DELETE', '/me/drive/items/:id', (r) => this.remove(this.byId(r.params.id ?? '')));
  }
}

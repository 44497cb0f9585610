import { AppFake, bearerOf, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/**
 * The Notion API as our operations use it (pages create/retrieve, databases query, blocks append):
 * Bearer tokens (401 `unauthorized`), the `Notion-Version` header (400 `missing_version` without it),
 * cursor pages in the query's body (`start_cursor`, `page_size`, `next_cursor`, `has_more`), a
 * created_time filter and sort, errors as `{ object: "error", status, code, message }`.
 */
export interface FakePage {
  object: 'page';
  id: string;
  created_time: string;
  url: string;
  parent: { database_id: string };
  properties: Record<string, unknown>;
  children: unknown[];
}

export class NotionFake extends AppFake {
  protected override readonly basePath = '/v1';
  readonly tokens = new Set(['secret_test']);
  readonly databases = new Map<string, FakePage[]>([['db1', []]]);
  private clock = Date.UTC(2026, 11, 1);

  /** A page added to a database a minute after the one before (Notion's created_time is to the minute). */
  add(databaseId: string, title: string, properties: Record<string, unknown> = {}): FakePage {
    this.clock += 60_000;
    const pages = this.databases.get(databaseId) ?? [];
    const id = `page-${pages.length + 1}-${databaseId}`;
    const page: FakePage = {
      object: 'page',
      id,
      created_time: new Date(this.clock).toISOString(),
      url: `https://www.notion.so/${id}`,
      parent: { database_id: databaseId },
      properties: { ...properties, Name: { title: [{ text: { content: title } }] } },
      children: [],
    };
    pages.push(page);
    this.databases.set(databaseId, pages);
    return page;
  }

  private error(status: number, code: string, message: string): FakeAnswer {
    return { status, body: { object: 'error', status, code, message } };
  }

  private authed(r: FakeRequest, answer: () => FakeAnswer): FakeAnswer {
    const token = bearerOf(r);
    if (!token || !this.tokens.has(token)) return this.error(401, 'unauthorized', 'API token is invalid.');
    if (!r.headers['notion-version'])
      return this.error(400, 'missing_version', 'Notion-Version header failed validation.');
    return answer();
  }

  private page(id: string): FakePage | undefined {
    for (const pages of this.databases.values()) {
      const found = pages.find((p) => p.id === id);
      if (found) return found;
    }
    return undefined;
  }

  protected routes(): void {
    const s = this.server;
    // Search, as the designer's database picker sends it: the databases shared with the integration.
    s.route('POST', '/v1/search', (r) =>
      this.authed(r, () => {
        const filter = (r.body as { filter?: { property?: string; value?: string } } | undefined)?.filter;
        const databases = [...this.databases.keys()].map((id) => ({
          object: 'database',
          id,
          title: [{ type: 'text', plain_text: `Database ${id}` }],
        }));
        const results = filter?.value === 'database' ? databases : [];
        return { status: 200, body: { object: 'list', results, next_cursor: null, has_more: false } };
      }),
    );
    s.route('POST', '/v1/pages', (r) =>
      this.authed(r, () => {
        const body = r.body as {
          parent?: { database_id?: string };
          properties?: Record<string, unknown>;
          children?: unknown[];
        };
        const databaseId = body.parent?.database_id ?? '';
        if (!this.databases.has(databaseId)) {
          return this.error(404, 'object_not_found', `Could not find database with ID: ${databaseId}.`);
        }
        const name = body.properties?.Name as { title?: { text?: { content?: string } }[] } | undefined;
        const title = name?.title?.[0]?.text?.content;
        if (title === undefined) return this.error(400, 'validation_error', 'Name is expected to be title.');
        const page = this.add(databaseId, title, body.properties ?? {});
        page.children = body.children ?? [];
        return { body: page };
      }),
    );
    s.route('POST', '/v1/databases/:id/query', (r) =>
      this.authed(r, () => {
        const pages = this.databases.get(r.params.id ?? '');
        if (!pages)
          return this.error(404, 'object_not_found', `Could not find database with ID: ${r.params.id}.`);
        const body = (r.body || {}) as {
          filter?: { timestamp?: string; created_time?: { on_or_after?: string } };
          sorts?: { timestamp?: string; direction?: string }[];
          page_size?: number;
          start_cursor?: string;
        };
        const after = body.filter?.created_time?.on_or_after;
        let found = pages.filter((p) => !after || p.created_time >= after);
        if (body.sorts?.[0]?.direction === 'descending') found = [...found].reverse();
        const size = Math.min(body.page_size ?? 100, 100);
        const from = body.start_cursor ? Number(body.start_cursor) : 0;
        const results = found.slice(from, from + size);
        const more = from + size < found.length;
        return {
          body: { object: 'list', results, next_cursor: more ? String(from + size) : null, has_more: more },
        };
      }),
    );
    s.route('GET', '/v1/pages/:id', (r) =>
      this.authed(r, () => {
        const page = this.page(r.params.id ?? '');
        return page
          ? { body: page }
          : this.error(404, 'object_not_found', `Could not find page with ID: ${r.params.id}.`);
      }),
    );
    s.route('PATCH', '/v1/blocks/:id/children', (r) =>
      this.authed(r, () => {
        const page = this.page(r.params.id ?? '');
        if (!page)
          return this.error(404, 'object_not_found', `Could not find block with ID: ${r.params.id}.`);
        const children = (r.body as { children?: unknown[] }).children ?? [];
        page.children.push(...children);
        return { body: { object: 'list', results: children } };
      }),
    );
  }
}

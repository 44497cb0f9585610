import { AppFake, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/**
 * A Supabase project's REST API as our operations use it (PostgREST behind Supabase's gateway):
 * the `apikey` header (401 "No API key found in request" / "Invalid API key"), the role taken from
 * `Authorization: Bearer` (recorded per request; anon without it), `/rest/v1/{table}` with horizontal
 * filters (`eq`, `neq`, `gt`, `gte`, `lt`, `lte`, `is`, `in`; 400 PGRST100 for others), `select`,
 * `order`, `limit`, `offset` and a `max-rows` cap, inserts of one row or a list (409 23505 on a
 * duplicate key), upserts with `Prefer: resolution=merge-duplicates` and `on_conflict`, PATCH and
 * DELETE by filter, `Prefer: return=representation`, `/rest/v1/rpc/{fn}`, errors
 * `{ code, details, hint, message }` (404 PGRST205 for an unknown table), and 429 with Retry-After
 * (`server.rateLimitNext`).
 */
type Row = Record<string, unknown>;

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

export class SupabaseFake extends AppFake {
  readonly keys = new Map([
    ['service-role-key', 'service_role'],
    ['anon-key', 'anon'],
  ]);
  readonly tables = new Map<string, Row[]>();
  /** Postgres functions callable over RPC. */
  readonly functions = new Map<string, (args: Row) => unknown>([
    ['add_numbers', (args) => Number(args.a) + Number(args.b)],
  ]);
  /** PostgREST's db-max-rows: no answer holds more rows, whatever the limit asked. */
  maxRows = 1000;
  /** The role of each request, from its Bearer token. */
  readonly roles: string[] = [];
  private clock = Date.UTC(2026, 11, 1, 10);
  private nextId = 1;

  reset(): void {
    this.server.reset();
    this.tables.clear();
    this.tables.set('todos', []);
    this.maxRows = 1000;
    this.roles.length = 0;
    this.clock = Date.UTC(2026, 11, 1, 10);
    this.nextId = 1;
  }

  /** A row as Postgres stores it: a serial id and a timestamptz `created_at` (microseconds, +00:00). */
  add(tableName: string, values: Row): Row {
    const rows = this.tables.get(tableName);
    if (!rows) throw new Error(`no table ${tableName}`);
    this.clock += 1000;
    const row = {
      id: this.nextId,
      created_at: new Date(this.clock).toISOString().replace('Z', '456+00:00'),
      ...values,
    };
    this.nextId = Math.max(this.nextId, Number(row.id)) + 1;
    rows.push(row);
    return row;
  }

  private error(status: number, code: string, message: string, details: string | null = null): FakeAnswer {
    return { status, body: { code, details, hint: null, message } };
  }

  private authed(r: FakeRequest, answer: () => FakeAnswer): FakeAnswer {
    const key = r.headers.apikey;
    if (typeof key !== 'string' || key === '')
      return {
        status: 401,
        body: {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
      };
    if (!this.keys.has(key))
      return {
        status: 401,
        body: {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        },
      };
    const bearer = r.headers.authorization?.startsWith('Bearer ') ? r.headers.authorization.slice(7) : '';
    this.roles.push(this.keys.get(bearer) ?? 'anon');
    return answer();
  }

  private table(name: string, answer: (rows: Row[]) => FakeAnswer): FakeAnswer {
    const rows = this.tables.get(name);
    if (!rows)
      return {
        status: 404,
        body: {
          code: 'PGRST205',
          details: null,
          hint: null,
          message: `Could not find the table 'public.${name}' in the schema cache`,
        },
      };
    return answer(rows);
  }

  /** The rows matching every filter of the query, or a PostgREST error for a filter it cannot parse. */
  private matching(rows: Row[], query: URLSearchParams): Row[] | FakeAnswer {
    const tests: ((row: Row) => boolean)[] = [];
    for (const [column, filter] of query) {
      if (RESERVED.has(column)) continue;
      const dot = filter.indexOf('.');
      const op = filter.slice(0, dot);
      const value = filter.slice(dot + 1);
      const test = filterTest(op, value);
      if (dot < 0 || !test)
        return this.error(400, 'PGRST100', `"failed to parse filter (${filter})" (line 1, column 1)`);
      tests.push((row) => test(row[column]));
    }
    return rows.filter((row) => tests.every((t) => t(row)));
  }

  private prefers(r: FakeRequest, what: string): boolean {
    return String(r.headers.prefer ?? '')
      .split(',')
      .map((s) => s.trim())
      .includes(what);
  }

  private written(r: FakeRequest, status: number, rows: Row[]): FakeAnswer {
    return this.prefers(r, 'return=representation') ? { status, body: rows } : { status, body: '' };
  }

  protected routes(): void {
    const s = this.server;
    s.route('POST', '/rest/v1/rpc/:fn', (r) =>
      this.authed(r, () => {
        const fn = this.functions.get(r.params.fn ?? '');
        if (!fn)
          return this.error(
            404,
            'PGRST202',
            `Could not find the function public.${r.params.fn} without parameters in the schema cache`,
          );
        return { body: fn((r.body || {}) as Row) };
      }),
    );
    s.route('GET', '/rest/v1/:table', (r) =>
      this.authed(r, () =>
        this.table(r.params.table ?? '', (rows) => {
          const found = this.matching(rows, r.query);
          if (!Array.isArray(found)) return found;
          let sorted = found;
          const order = r.query.get('order');
          if (order) {
            const [column = '', direction] = order.split(',')[0]?.split('.') ?? [];
            const sign = direction === 'desc' ? -1 : 1;
            sorted = [...found].sort((a, b) => sign * compare(a[column], b[column]));
          }
          const offset = Number(r.query.get('offset') ?? '0');
          const limit = Math.min(Number(r.query.get('limit') ?? this.maxRows), this.maxRows);
          const page = sorted.slice(offset, offset + limit);
          const select = r.query.get('select') ?? '*';
          const columns = select === '*' ? undefined : select.split(',').map((c) => c.trim());
          const shown = columns
            ? page.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])))
            : page;
          const end = page.length === 0 ? '*' : `${offset}-${offset + page.length - 1}`;
          return { headers: { 'content-range': `${end}/*` }, body: shown };
        }),
      ),
    );
    s.route('POST', '/rest/v1/:table', (r) =>
      this.authed(r, () =>
        this.table(r.params.table ?? '', (rows) => {
          const given = Array.isArray(r.body) ? (r.body as Row[]) : [r.body as Row];
          const merge = this.prefers(r, 'resolution=merge-duplicates');
          const keys = (r.query.get('on_conflict') ?? 'id').split(',').map((c) => c.trim());
          const stored: Row[] = [];
          for (const values of given) {
            const existing = keys.every((k) => values[k] !== undefined)
              ? rows.find((row) => keys.every((k) => compare(row[k], values[k]) === 0))
              : undefined;
            if (existing && !merge)
              return this.error(
                409,
                '23505',
                `duplicate key value violates unique constraint "${r.params.table}_pkey"`,
                `Key (${keys.join(', ')})=(${keys.map((k) => String(values[k])).join(', ')}) already exists.`,
              );
            if (existing) {
              Object.assign(existing, values);
              stored.push(existing);
            } else stored.push(this.add(r.params.table ?? '', values));
          }
          return this.written(r, 201, stored);
        }),
      ),
    );
    s.route('PATCH', '/rest/v1/:table', (r) =>
      this.authed(r, () =>
        this.table(r.params.table ?? '', (rows) => {
          const found = this.matching(rows, r.query);
          if (!Array.isArray(found)) return found;
          for (const row of found) Object.assign(row, r.body as Row);
          return this.written(r, 200, found);
        }),
      ),
    );
    s.route('DELETE', '/rest/v1/:table', (r) =>
      this.authed(r, () =>
        this.table(r.params.table ?? '', (rows) => {
          const found = this.matching(rows, r.query);
          if (!Array.isArray(found)) return found;
          this.tables.set(
            r.params.table ?? '',
            rows.filter((row) => !found.includes(row)),
          );
          return this.written(r, 200, found);
        }),
      ),
    );
  }

  /** The project URL (the authorization's base URL). */
  get projectUrl(): string {
    return this.server.url;
  }
}

/** Numbers as numbers, times as times, else text; null first. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  const x = Number(a);
  const y = Number(b);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  const s = Date.parse(String(a));
  const t = Date.parse(String(b));
  if (/^\d{4}-\d\d-\d\d/.test(String(a)) && !Number.isNaN(s) && !Number.isNaN(t)) return s - t;
  return String(a).localeCompare(String(b));
}

function filterTest(op: string, value: string): ((cell: unknown) => boolean) | undefined {
  switch (op) {
    case 'eq':
      return (cell) => compare(cell, value) === 0;
    case 'neq':
      return (cell) => compare(cell, value) !== 0;
    case 'gt':
      return (cell) => compare(cell, value) > 0;
    case 'gte':
      return (cell) => compare(cell, value) >= 0;
    case 'lt':
      return (cell) => compare(cell, value) < 0;
    case 'lte':
      return (cell) => compare(cell, value) <= 0;
    case 'is':
      return (cell) => (value === 'null' ? cell === null || cell === undefined : String(cell) === value);
    case 'in': {
      const list = value.replace(/^\(|\)$/g, '').split(',');
      return (cell) => list.some((item) => compare(cell, item.trim()) === 0);
    }
    default:
      return undefined;
  }
}

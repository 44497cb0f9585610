import { AppFake, bearerOf, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/**
 * The Airtable Web API as our operations use it (https://airtable.com/developers/web/api): Bearer
 * personal access tokens (401 AUTHENTICATION_REQUIRED), records under `/v0/{baseId}/{table}` (the
 * table by name or id), `pageSize` up to 100 with an `offset` cursor, `view`, `sort[0][field]`,
 * `fields[]`, create up to 10 records (`records: [{ fields }]`, 422 beyond), PATCH, DELETE,
 * `/v0/meta/bases` paged by `offset`, errors `{ error: { type, message } }` or `{ error: "NOT_FOUND" }`,
 * and 429 RATE_LIMIT_REACHED without Retry-After.
 *
 * filterByFormula understands the part of Airtable's formula language the tests send:
 * `AND(a, b)`, `{Field} = 'text'`, `IS_AFTER(CREATED_TIME(), '<ISO time>')` and
 * `IS_AFTER(CREATED_TIME(), DATEADD(NOW(), -n, 'days'))`; any other formula is refused as Airtable
 * refuses an invalid one (422 INVALID_FILTER_BY_FORMULA).
 */
export interface FakeAirtableRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

interface FakeTable {
  id: string;
  name: string;
  records: FakeAirtableRecord[];
}

type Formula = (record: FakeAirtableRecord) => boolean;

export class AirtableFake extends AppFake {
  protected override readonly basePath = '/v0';
  readonly tokens = new Set(['pat_test']);
  /** Base id → its tables. */
  readonly bases = new Map<string, { name: string; tables: FakeTable[] }>();
  /** Bases per page of /meta/bases (Airtable's is 1000; tests shrink it to see the pages). */
  basesPageSize = 1000;
  private lastCreated = 0;
  private ids = 0;
  private rateLimited = 0;

  constructor() {
    super();
    this.reset();
  }

  reset(): void {
    this.server.reset();
    this.bases.clear();
    this.bases.set('appBase1', { name: 'CRM', tables: [{ id: 'tblLeads', name: 'Leads', records: [] }] });
    this.basesPageSize = 1000;
    this.rateLimited = 0;
  }

  /** The next `count` requests get Airtable's 429 (no Retry-After: the client waits 30 s). */
  rateLimitNext(count: number): void {
    this.rateLimited = count;
  }

  table(baseId: string, name: string): FakeTable | undefined {
    return this.bases.get(baseId)?.tables.find((t) => t.name === name || t.id === name);
  }

  /** A record created now (each a millisecond after the one before, so times are distinct). */
  add(baseId: string, tableName: string, fields: Record<string, unknown>): FakeAirtableRecord {
    const table = this.table(baseId, tableName);
    if (!table) throw new Error(`no table ${tableName} in ${baseId}`);
    this.lastCreated = Math.max(Date.now(), this.lastCreated + 1);
    this.ids += 1;
    const record = {
      id: `rec${String(this.ids).padStart(14, '0')}`,
      createdTime: new Date(this.lastCreated).toISOString(),
      fields: { ...fields },
    };
    table.records.push(record);
    return record;
  }

  private error(status: number, type: string, message: string): FakeAnswer {
    return { status, body: { error: { type, message } } };
  }

  private authed(
    r: FakeRequest & { params: Record<string, string> },
    answer: (table: FakeTable | undefined) => FakeAnswer,
  ): FakeAnswer {
    const token = bearerOf(r);
    if (!token || !this.tokens.has(token))
      return this.error(401, 'AUTHENTICATION_REQUIRED', 'Authentication required');
    if (this.rateLimited > 0) {
      this.rateLimited -= 1;
      return this.error(
        429,
        'RATE_LIMIT_REACHED',
        'You have made too many requests in a short period of time. Please retry your request later',
      );
    }
    if (r.params.base === undefined) return answer(undefined);
    if (!this.bases.has(r.params.base))
      return this.error(
        403,
        'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
        'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.',
      );
    const table = this.table(r.params.base, r.params.table ?? '');
    if (!table)
      return this.error(
        404,
        'TABLE_NOT_FOUND',
        `Could not find table ${r.params.table} in application ${r.params.base}`,
      );
    return answer(table);
  }

  /** The formula subset described above, or undefined for anything else. */
  private formula(text: string): Formula | undefined {
    const source = text.trim();
    const and = /^AND\((.*)\)$/s.exec(source);
    if (and) {
      const parts = splitArguments(and[1] ?? '').map((part) => this.formula(part));
      if (parts.some((p) => p === undefined)) return undefined;
      return (record) => parts.every((p) => p?.(record));
    }
    const equals = /^\{([^}]+)\}\s*=\s*'([^']*)'$/.exec(source);
    if (equals) return (record) => String(record.fields[equals[1] ?? ''] ?? '') === equals[2];
    const after = /^IS_AFTER\(CREATED_TIME\(\),\s*'([^']+)'\)$/.exec(source);
    if (after) {
      const time = Date.parse(after[1] ?? '');
      if (Number.isNaN(time)) return undefined;
      return (record) => Date.parse(record.createdTime) > time;
    }
    const recent = /^IS_AFTER\(CREATED_TIME\(\),\s*DATEADD\(NOW\(\),\s*(-?\d+),\s*'days'\)\)$/.exec(source);
    if (recent) {
      const time = Date.now() + Number(recent[1]) * 24 * 60 * 60 * 1000;
      return (record) => Date.parse(record.createdTime) > time;
    }
    return undefined;
  }

  private page<T>(items: T[], r: FakeRequest, size: number) {
    const from = Number(r.query.get('offset') ?? '0');
    const slice = items.slice(from, from + size);
    return { slice, offset: from + size < items.length ? String(from + size) : undefined };
  }

  protected routes(): void {
    const s = this.server;
    s.route('GET', '/v0/meta/bases', (r) =>
      this.authed(r, () => {
        const bases = [...this.bases.entries()].map(([id, base]) => ({
          id,
          name: base.name,
          permissionLevel: 'create',
        }));
        const { slice, offset } = this.page(bases, r, this.basesPageSize);
        return { body: { bases: slice, ...(offset ? { offset } : {}) } };
      }),
    );
    s.route('GET', '/v0/:base/:table', (r) =>
      this.authed(r, (table) => {
        const size = Number(r.query.get('pageSize') ?? '100');
        if (!Number.isInteger(size) || size < 1 || size > 100)
          return this.error(422, 'INVALID_REQUEST_UNKNOWN', 'Invalid request: parameter validation failed');
        const text = r.query.get('filterByFormula');
        const filter = text ? this.formula(text) : () => true;
        if (!filter)
          return this.error(
            422,
            'INVALID_FILTER_BY_FORMULA',
            `The formula for filtering records is invalid: Unknown field names or functions in ${text}`,
          );
        const view = r.query.get('view');
        if (view && view !== 'Grid view')
          return this.error(422, 'VIEW_NAME_NOT_FOUND', `Could not find view ${view}`);
        let records = (table?.records ?? []).filter(filter);
        const sortField = r.query.get('sort[0][field]');
        if (sortField) {
          const sign = r.query.get('sort[0][direction]') === 'desc' ? -1 : 1;
          records = [...records].sort(
            (a, b) =>
              sign * String(a.fields[sortField] ?? '').localeCompare(String(b.fields[sortField] ?? '')),
          );
        }
        const only = r.query.getAll('fields[]');
        const { slice, offset } = this.page(records, r, size);
        const shown = slice.map((record) =>
          only.length === 0
            ? record
            : {
                ...record,
                fields: Object.fromEntries(Object.entries(record.fields).filter(([k]) => only.includes(k))),
              },
        );
        return { body: { records: shown, ...(offset ? { offset } : {}) } };
      }),
    );
    s.route('GET', '/v0/:base/:table/:id', (r) =>
      this.authed(r, (table) => {
        const record = table?.records.find((rec) => rec.id === r.params.id);
        return record ? { body: record } : { status: 404, body: { error: 'NOT_FOUND' } };
      }),
    );
    s.route('POST', '/v0/:base/:table', (r) =>
      this.authed(r, (table) => {
        const body = (r.body ?? {}) as { records?: { fields?: Record<string, unknown> }[] };
        const records = body.records;
        if (!Array.isArray(records) || records.length === 0)
          return this.error(
            422,
            'INVALID_REQUEST_MISSING_FIELDS',
            'Could not find field "records" in the request body',
          );
        if (records.length > 10)
          return this.error(422, 'INVALID_RECORDS', 'You can create up to 10 records per request');
        const created = records.map((rec) =>
          this.add(r.params.base ?? '', table?.name ?? '', rec.fields ?? {}),
        );
        return { body: { records: created } };
      }),
    );
    s.route('PATCH', '/v0/:base/:table/:id', (r) =>
      this.authed(r, (table) => {
        const record = table?.records.find((rec) => rec.id === r.params.id);
        if (!record) return { status: 404, body: { error: 'NOT_FOUND' } };
        const fields = (r.body as { fields?: Record<string, unknown> }).fields;
        if (!fields)
          return this.error(
            422,
            'INVALID_REQUEST_MISSING_FIELDS',
            'Could not find field "fields" in the request body',
          );
        Object.assign(record.fields, fields);
        return { body: record };
      }),
    );
    s.route('DELETE', '/v0/:base/:table/:id', (r) =>
      this.authed(r, (table) => {
        const at = table?.records.findIndex((rec) => rec.id === r.params.id) ?? -1;
        if (!table || at < 0) return { status: 404, body: { error: 'NOT_FOUND' } };
        table.records.splice(at, 1);
        return { body: { id: r.params.id, deleted: true } };
      }),
    );
  }
}

/** "a, f(b, c), 'd, e'" → ["a", "f(b, c)", "'d, e'"]: the commas outside brackets and quotes. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(' || c === '{') depth += 1;
    else if (c === ')' || c === '}') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

import { prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import {
  type AppRequest,
  defineApp,
  defineOperation,
  definePollingTrigger,
  type OperationContext,
} from '../../kit/app.js';
import { listSchema, paginationProps } from '../../kit/lists.js';

/**
 * Supabase's REST API (PostgREST, https://supabase.com/docs/guides/api and https://postgrest.org) at the
 * project URL of the authorization (https://<ref>.supabase.co, or a self-hosted instance): the API key
 * goes in the `apikey` header (the gateway refuses a request without it) and as `Authorization: Bearer`
 * (PostgREST takes the Postgres role from it). Tables at `/rest/v1/{table}` with filters in the query
 * (`status=eq.open`), `select`, `order`, `limit`/`offset`; writes answer their rows with
 * `Prefer: return=representation`; functions at `/rest/v1/rpc/{fn}`. Errors are PostgREST's
 * `{ code, details, hint, message }` or the gateway's `{ message, hint }`.
 */

const table = prop.string({ label: 'Table', required: true, help: 'A table or view of the public schema' });
const filters = (required: boolean) =>
  prop.text({
    label: 'Filters',
    required,
    placeholder: 'status=eq.open',
    help: 'PostgREST filters, one a line (or joined with &): column=operator.value, e.g. status=eq.open, age=gte.18, id=in.(1,2,3)',
  });
const Row = z.record(z.string(), z.unknown());
const Rows = z.array(z.unknown());
const rowsValue = prop.json({
  label: 'Rows',
  required: true,
  help: 'One row as a JSON object keyed by column ({"title": "Call Ada"}), or a list of rows',
  schema: z.union([Row, z.array(Row).min(1)]),
});

const rowsSchema = {
  type: 'object',
  properties: { rows: { type: 'array', items: { type: 'object' } }, count: { type: 'number' } },
};

/** "status=eq.open\nage=gte.18" → { status: ["eq.open"], age: ["gte.18"] } (a column may repeat). */
export function filterQuery(text: string | undefined): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const part of (text ?? '').split(/\r?\n|&/)) {
    const filter = part.trim();
    if (filter === '') continue;
    const at = filter.indexOf('=');
    if (at <= 0 || at === filter.length - 1) {
      throw new UserError(`"${filter}" is not a PostgREST filter such as status=eq.open`, {
        code: 'INVALID_PARAMS',
      });
    }
    const column = filter.slice(0, at).trim();
    query[column] = [...(query[column] ?? []), filter.slice(at + 1).trim()];
  }
  return query;
}

/** Filters that must match something: an update or delete without any would change every row. */
function requiredFilters(text: string | undefined, what: string): Record<string, string[]> {
  const query = filterQuery(text);
  if (Object.keys(query).length === 0) {
    throw new UserError(`${what} needs at least one filter (every row would be changed otherwise)`, {
      code: 'INVALID_PARAMS',
    });
  }
  return query;
}

const Authorized = z.object({ authorization: z.string() });

/**
 * Sends a request with the key as `Authorization: Bearer` too. The kit puts one auth on a request
 * (here the `apikey` header, which every call needs, the Custom API call and the trigger included);
 * the Bearer copy is added from the step's authorization.
 */
async function send(ctx: OperationContext<unknown>, request: AppRequest) {
  const { authorization } = Authorized.parse(ctx.step.params);
  const key = keyOf((await ctx.step.ports.credentials.get(authorization)).fields);
  return ctx.request({
    ...request,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...request.headers },
  });
}

function keyOf(fields: Record<string, unknown>): string {
  const key = fields.token ?? fields.apiKey;
  return typeof key === 'string' ? key : '';
}

const tablePath = (name: string) => `/rest/v1/${encodeURIComponent(name)}`;
const RETURN_ROWS = 'return=representation';

/** Rows per request when reading all: Supabase's default `max-rows`. */
const PAGE_SIZE = 1000;
const MAX_PAGES = 1000;

const selectRows = defineOperation({
  id: 'select_rows',
  name: 'Select rows',
  description:
    'Reads rows of a Supabase table or view, filtered with PostgREST filters (status=eq.open), with chosen columns and order; returns the rows.',
  idempotent: true,
  props: {
    table,
    filters: filters(false),
    select: prop.string({
      label: 'Columns',
      default: '*',
      help: 'PostgREST select: id,title or *, with related tables as author(name)',
    }),
    order: prop.string({
      label: 'Order',
      placeholder: 'created_at.desc',
      help: 'column.asc or column.desc, comma-separated',
    }),
    returnAll: paginationProps.returnAll,
    limit: prop.number({ label: 'Limit', default: 50, min: 1, int: true, help: 'The most rows to return' }),
  },
  run: async (ctx) => {
    const p = ctx.params;
    const query = {
      select: p.select,
      ...(p.order ? { order: p.order } : {}),
      ...filterQuery(p.filters),
    };
    const want = p.returnAll ? Number.POSITIVE_INFINITY : p.limit;
    const items: unknown[] = [];
    // Rows from where the list stands.
    const read = async (limit: number) => {
      const page = await send(ctx, {
        method: 'GET',
        path: tablePath(p.table),
        query: { ...query, limit, offset: items.length },
      });
      return Rows.parse(page.body);
    };
    for (let n = 0; n < MAX_PAGES; n += 1) {
      const remaining = want - items.length;
      // A page that can end the list asks for one row more: PostgREST says nothing of what follows.
      if (remaining < PAGE_SIZE) {
        const rows = await read(remaining + 1);
        items.push(...rows.slice(0, remaining));
        return { items, count: items.length, more: rows.length > remaining };
      }
      const rows = await read(PAGE_SIZE);
      // Only an empty page ends the list: a server with a smaller max-rows answers short pages.
      if (rows.length === 0) return { items, count: items.length, more: false };
      items.push(...rows);
    }
    return { items, count: items.length, more: true };
  },
  outputSchema: listSchema({ type: 'object' }),
});

/** Writes rows of the step's table; PostgREST sends them back as stored (Prefer: return=representation). */
async function writeRows(
  ctx: OperationContext<{ table: string }>,
  request: Omit<AppRequest, 'path'> & { prefer?: string },
) {
  const { prefer = RETURN_ROWS, ...rest } = request;
  const page = await send(ctx, { ...rest, path: tablePath(ctx.params.table), headers: { prefer } });
  const rows = Rows.safeParse(page.body).data ?? [];
  return { rows, count: rows.length };
}

const insertRows = defineOperation({
  id: 'insert_rows',
  name: 'Insert rows',
  description:
    'Inserts one row (a JSON object keyed by column) or a list of rows into a Supabase table; returns the inserted rows with their generated ids and defaults.',
  idempotent: false,
  props: { table, rows: rowsValue },
  run: (ctx) => writeRows(ctx, { method: 'POST', body: { type: 'json', data: ctx.params.rows } }),
  outputSchema: rowsSchema,
});

const updateRows = defineOperation({
  id: 'update_rows',
  name: 'Update rows',
  description:
    'Sets the given column values on the rows of a Supabase table that match the filters (at least one filter is required); returns the updated rows.',
  idempotent: true,
  props: {
    table,
    filters: filters(true),
    values: prop.json({
      label: 'Values',
      required: true,
      help: 'The columns to set: {"status": "closed"}',
      schema: Row,
    }),
  },
  run: async (ctx) => {
    const query = requiredFilters(ctx.params.filters, 'Update rows');
    return writeRows(ctx, { method: 'PATCH', query, body: { type: 'json', data: ctx.params.values } });
  },
  outputSchema: rowsSchema,
});

const upsertRows = defineOperation({
  id: 'upsert_rows',
  name: 'Upsert rows',
  description:
    'Inserts rows into a Supabase table, updating instead the rows whose primary key (or the given unique columns) already exists; returns the rows as stored.',
  idempotent: true,
  props: {
    table,
    rows: rowsValue,
    onConflict: prop.string({
      label: 'Unique columns',
      help: 'Comma-separated columns of a unique constraint to match on; the primary key when empty',
    }),
  },
  run: (ctx) =>
    writeRows(ctx, {
      method: 'POST',
      query: ctx.params.onConflict ? { on_conflict: ctx.params.onConflict } : {},
      prefer: `resolution=merge-duplicates,${RETURN_ROWS}`,
      body: { type: 'json', data: ctx.params.rows },
    }),
  outputSchema: rowsSchema,
});

const deleteRows = defineOperation({
  id: 'delete_rows',
  name: 'Delete rows',
  description:
    'Deletes the rows of a Supabase table that match the filters (at least one filter is required); returns the deleted rows.',
  idempotent: true,
  props: { table, filters: filters(true) },
  run: async (ctx) => {
    const query = requiredFilters(ctx.params.filters, 'Delete rows');
    return writeRows(ctx, { method: 'DELETE', query });
  },
  outputSchema: rowsSchema,
});

const callFunction = defineOperation({
  id: 'call_function',
  name: 'Call function',
  description:
    'Calls a Postgres function of the Supabase project (RPC) with named arguments as a JSON object; returns what the function returns.',
  idempotent: false,
  props: {
    fn: prop.string({ label: 'Function', required: true, help: 'The function’s name in the public schema' }),
    args: prop.json({
      label: 'Arguments',
      help: 'Named arguments: {"user_id": 42}',
      schema: Row.optional(),
    }),
  },
  run: async (ctx) => {
    const page = await send(ctx, {
      method: 'POST',
      path: `/rest/v1/rpc/${encodeURIComponent(ctx.params.fn)}`,
      body: { type: 'json', data: ctx.params.args ?? {} },
    });
    return { result: page.body };
  },
  outputSchema: { type: 'object', properties: { result: {} } },
});

/**
 * A Postgres time as ISO in UTC (sorts as text): `timestamptz` comes as `…+00:00` with microseconds,
 * `timestamp` without a zone (read as UTC, not the server's local time).
 */
export function isoUtc(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const zoned = /(?:z|[+-]\d\d(?::?\d\d)?)$/i.test(value) || !/\d[T ]\d/.test(value) ? value : `${value}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/**
 * A row's id and time for the trigger's cursor. The kit asks them of the item alone, but the columns
 * are the trigger's params: `list` tags each row under a symbol, which no output or stored state keeps.
 */
const CURSOR = Symbol('supabase.newRow');
interface Tagged {
  [CURSOR]?: { id: string; time: string };
}
const tagOf = (item: unknown) => (item as Tagged)[CURSOR];

const newRow = definePollingTrigger({
  id: 'new_row',
  name: 'New row',
  description:
    'Starts the workflow with the rows added to a Supabase table since the last check, found by a created-at column you name.',
  props: {
    table,
    createdColumn: prop.string({
      label: 'Created-at column',
      default: 'created_at',
      help: 'A timestamp column set when a row is added (default now())',
    }),
    idColumn: prop.string({ label: 'ID column', default: 'id', help: 'The primary key column' }),
    filters: filters(false),
  },
  list: async ({ params: p, request }, since) => {
    const own = filterQuery(p.filters);
    const query: Record<string, unknown> =
      since === undefined
        ? // Where the table stands: its newest rows.
          { select: '*', ...own, order: `${p.createdColumn}.desc`, limit: 100 }
        : // Oldest first from the cursor, so a burst larger than a page goes on over several checks.
          {
            select: '*',
            ...own,
            [p.createdColumn]: [...(own[p.createdColumn] ?? []), `gte.${since}`],
            order: `${p.createdColumn}.asc`,
            limit: PAGE_SIZE,
          };
    const page = await request({ method: 'GET', path: tablePath(p.table), query });
    return z
      .array(Row)
      .parse(page.body)
      .map((row) => {
        const tagged: Record<string, unknown> & Tagged = { ...row };
        tagged[CURSOR] = { id: String(row[p.idColumn] ?? ''), time: isoUtc(row[p.createdColumn]) };
        return tagged;
      });
  },
  itemId: (item) => tagOf(item)?.id ?? '',
  itemTime: (item) => tagOf(item)?.time ?? '',
  outputSchema: { items: { type: 'object' } },
});

const SupabaseError = z.object({
  message: z.string(),
  details: z.string().nullish(),
  hint: z.string().nullish(),
});

export const supabase = defineApp({
  id: 'supabase',
  name: 'Supabase',
  icon: 'si:supabase',
  description: 'Select, insert, update, upsert and delete table rows, call functions; react to new rows.',
  baseUrl: 'https://your-project-ref.supabase.co',
  baseUrlField: 'baseUrl',
  auth: {
    templates: ['supabase'],
    kinds: ['bearer'],
    apply: (credential) => {
      const key = keyOf(credential.fields);
      return key
        ? { auth: { type: 'apiKey', in: 'header', name: 'apikey', value: key }, secrets: [key] }
        : {};
    },
  },
  errorMessage: (body) => {
    const error = SupabaseError.safeParse(body).data;
    return error ? [error.message, error.details, error.hint].filter(Boolean).join(' — ') : undefined;
  },
  operations: [selectRows, insertRows, updateRows, upsertRows, deleteRows, callFunction],
  pollingTriggers: [newRow],
});

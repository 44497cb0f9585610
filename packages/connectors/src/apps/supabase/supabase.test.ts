import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { SupabaseFake } from './fake-server.js';
import { filterQuery, isoUtc, supabase } from './index.js';

const fake = new SupabaseFake();
useFake(fake, () => fake.reset());

// The project URL comes from the authorization (a hosted project or a self-hosted instance alike).
const KEY = (token = 'service-role-key') => ({
  id: 'sb',
  kind: 'bearer',
  fields: { baseUrl: fake.projectUrl, token },
});
const { graphOf, poll, runGraph } = appBench(supabase, {
  credential: () => KEY(),
  params: { table: 'todos' },
});
const run = (serviceId: string, params: Record<string, unknown> = {}, token?: string) =>
  runGraph(graphOf(serviceId, params), token ? { credentials: [KEY(token)] } : {});
const rows = () => fake.tables.get('todos') ?? [];
const output = (result: Awaited<ReturnType<typeof run>>) => stepOf(result, 's').output;

describe('Supabase', () => {
  it('inserts rows at the project URL, with the key as apikey and as Bearer, and returns them', async () => {
    const one = await run('supabase.insert_rows', { rows: { title: 'Call Ada', status: 'open' } });
    expect(one.status, JSON.stringify(one.error)).toBe('succeeded');
    expect(output(one)).toMatchObject({ count: 1, rows: [{ id: 1, title: 'Call Ada', status: 'open' }] });
    const sent = fake.server.requests[0];
    expect(sent?.path).toBe('/rest/v1/todos');
    expect(sent?.headers.apikey).toBe('service-role-key');
    expect(sent?.headers.authorization).toBe('Bearer service-role-key');
    expect(sent?.headers.prefer).toBe('return=representation');
    expect(fake.roles).toEqual(['service_role']);
    const two = await run('supabase.insert_rows', { rows: [{ title: 'B' }, { title: 'C' }] });
    expect(output(two)).toMatchObject({ count: 2 });
    expect(rows().map((r) => r.title)).toEqual(['Call Ada', 'B', 'C']);
  });

  it('selects rows with PostgREST filters, columns and order', async () => {
    fake.add('todos', { title: 'b', status: 'open', priority: 2 });
    fake.add('todos', { title: 'a', status: 'done', priority: 5 });
    fake.add('todos', { title: 'c', status: 'open', priority: 9 });
    const result = await run('supabase.select_rows', {
      filters: 'status=eq.open\npriority=gte.2',
      select: 'title,priority',
      order: 'priority.desc',
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output(result)).toEqual({
      items: [
        { title: 'c', priority: 9 },
        { title: 'b', priority: 2 },
      ],
      count: 2,
      more: false,
    });
    const query = fake.server.requests[0]?.query;
    expect(query?.get('status')).toBe('eq.open');
    expect(query?.get('order')).toBe('priority.desc');
  });

  it('reads every page by limit and offset, even from a server with a smaller max-rows, and stops at a limit', async () => {
    for (let i = 1; i <= 250; i += 1) fake.add('todos', { title: `t${i}` });
    fake.maxRows = 100;
    const all = await run('supabase.select_rows', { returnAll: true, order: 'id.asc' });
    expect(output(all)).toMatchObject({ count: 250, more: false });
    expect(fake.server.requests.map((r) => r.query.get('offset'))).toEqual(['0', '100', '200', '250']);
    fake.server.reset();
    const five = await run('supabase.select_rows', { limit: 5, order: 'id.asc' });
    expect(output(five)).toMatchObject({ count: 5, more: true });
    expect((output(five) as { items: unknown[] }).items[0]).toMatchObject({ title: 't1' });
    expect(fake.server.requests).toHaveLength(1);
    expect(fake.server.requests[0]?.query.get('limit')).toBe('6');
    fake.tables.set('todos', rows().slice(0, 5));
    const exact = await run('supabase.select_rows', { limit: 5 });
    expect(output(exact)).toMatchObject({ count: 5, more: false });
  });

  it('updates and deletes only the rows its filters match, and refuses to run without a filter', async () => {
    fake.add('todos', { title: 'a', status: 'open' });
    fake.add('todos', { title: 'b', status: 'open' });
    fake.add('todos', { title: 'c', status: 'done' });
    const updated = await run('supabase.update_rows', {
      filters: 'title=in.(a,c)',
      values: { status: 'archived' },
    });
    expect(output(updated)).toMatchObject({ count: 2, rows: [{ title: 'a' }, { title: 'c' }] });
    expect(fake.server.requests[0]?.method).toBe('PATCH');
    expect(rows().map((r) => r.status)).toEqual(['archived', 'open', 'archived']);
    const deleted = await run('supabase.delete_rows', { filters: 'status=eq.archived' });
    expect(output(deleted)).toMatchObject({ count: 2 });
    expect(rows().map((r) => r.title)).toEqual(['b']);
    const everything = await run('supabase.delete_rows', { filters: '&' });
    expect(everything.error?.message).toBe(
      'Delete rows needs at least one filter (every row would be changed otherwise)',
    );
    expect(rows()).toHaveLength(1);
  });

  it('upserts: merges rows whose key exists, inserts the others', async () => {
    const existing = fake.add('todos', { title: 'old', status: 'open' });
    const result = await run('supabase.upsert_rows', {
      rows: [
        { id: existing.id, title: 'renamed', status: 'open' },
        { id: 99, title: 'new', status: 'open' },
      ],
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(fake.server.requests[0]?.headers.prefer).toBe('resolution=merge-duplicates,return=representation');
    expect(rows().map((r) => [r.id, r.title])).toEqual([
      [existing.id, 'renamed'],
      [99, 'new'],
    ]);
    // Matched on a unique column instead of the primary key.
    const byTitle = await run('supabase.upsert_rows', {
      rows: { title: 'new', status: 'done' },
      onConflict: 'title',
    });
    expect(output(byTitle)).toMatchObject({ count: 1, rows: [{ id: 99, status: 'done' }] });
    expect(fake.server.requests.at(-1)?.query.get('on_conflict')).toBe('title');
    expect(rows()).toHaveLength(2);
    // The same insert without upsert is PostgREST's conflict, with its details.
    const duplicate = await run('supabase.insert_rows', { rows: { id: 99, title: 'again' } });
    expect(duplicate.error?.message).toBe(
      'Supabase POST /rest/v1/todos answered 409: duplicate key value violates unique constraint "todos_pkey" — Key (id)=(99) already exists.',
    );
  });

  it('calls a database function over RPC', async () => {
    const result = await run('supabase.call_function', { fn: 'add_numbers', args: { a: 2, b: 5 } });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output(result)).toEqual({ result: 7 });
    expect(fake.server.requests[0]?.path).toBe('/rest/v1/rpc/add_numbers');
  });

  it('says PostgREST’s and the gateway’s errors: an unknown table, a bad filter, a wrong key', async () => {
    const missing = await run('supabase.select_rows', { table: 'nope' });
    expect(missing.error?.message).toBe(
      "Supabase GET /rest/v1/nope answered 404: Could not find the table 'public.nope' in the schema cache",
    );
    const bad = await run('supabase.select_rows', { filters: 'status=like.x' });
    expect(bad.error?.message).toContain('answered 400: "failed to parse filter (like.x)"');
    const wrong = await run('supabase.select_rows', {}, 'stolen-key');
    expect(wrong.error?.message).toContain('answered 401: Invalid API key');
    expect(wrong.error?.message).not.toContain('stolen-key');
  });

  it('waits out a 429 for its Retry-After', async () => {
    fake.server.rateLimitNext(1, '2');
    const result = await run('supabase.select_rows');
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.waits).toEqual([2000]);
  });

  it('new row trigger hands on each new row once, by the created-at column', async () => {
    const check = poll('supabase.new_row', { createdColumn: 'created_at', filters: 'status=eq.open' });
    const tick = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return (output as { items: { title: string }[] }).items.map((r) => r.title);
    };
    const before = fake.add('todos', { title: 'before', status: 'open' });
    expect(await tick('r1')).toEqual([]);
    expect(fake.server.requests.at(-1)?.query.get('order')).toBe('created_at.desc');
    fake.add('todos', { title: 'a', status: 'open' });
    fake.add('todos', { title: 'closed', status: 'done' });
    fake.add('todos', { title: 'b', status: 'open' });
    expect(await tick('r2')).toEqual(['a', 'b']);
    // From the newest time handed on, in UTC, oldest first.
    expect(fake.server.requests.at(-1)?.query.getAll('created_at')).toEqual([
      `gte.${isoUtc(before.created_at)}`,
    ]);
    expect(fake.server.requests.at(-1)?.query.get('order')).toBe('created_at.asc');
    expect(await tick('r3')).toEqual([]);
  });

  it('reads filters and Postgres times as it documents', () => {
    expect(filterQuery('age=gt.18&age=lt.65\nname=eq.Ada')).toEqual({
      age: ['gt.18', 'lt.65'],
      name: ['eq.Ada'],
    });
    expect(() => filterQuery('status')).toThrow('not a PostgREST filter');
    expect(isoUtc('2026-12-01T10:00:00.123456+00:00')).toBe('2026-12-01T10:00:00.123Z');
    expect(isoUtc('2026-12-01T12:00:00+02:00')).toBe('2026-12-01T10:00:00.000Z');
    expect(isoUtc('2026-12-01T10:00:00.5')).toBe('2026-12-01T10:00:00.500Z');
    expect(isoUtc(null)).toBe('');
  });
});

import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { AirtableFake } from './fake-server.js';
import { airtable, createdSinceFormula } from './index.js';

const fake = new AirtableFake();
useFake(fake, () => fake.reset());
const { graphOf, poll, runGraph } = appBench(airtable, {
  credential: { id: 'at', kind: 'bearer', fields: { token: 'pat_test' } },
  apiUrl: () => fake.apiUrl,
  params: { baseId: 'appBase1', table: 'Leads' },
});
const run = (serviceId: string, params: Record<string, unknown> = {}) => runGraph(graphOf(serviceId, params));
const records = () => fake.table('appBase1', 'Leads')?.records ?? [];

describe('Airtable', () => {
  it('creates one record from its field values, or up to 10 from a list, with the token as Bearer', async () => {
    const one = await run('airtable.create_records', {
      fields: { Name: 'Ada', Status: 'Open' },
      typecast: true,
    });
    expect(one.status, JSON.stringify(one.error)).toBe('succeeded');
    expect(stepOf(one, 's').output).toMatchObject({ records: [{ fields: { Name: 'Ada', Status: 'Open' } }] });
    expect(fake.server.requests[0]?.headers.authorization).toBe('Bearer pat_test');
    expect(fake.server.requests[0]?.body).toEqual({
      records: [{ fields: { Name: 'Ada', Status: 'Open' } }],
      typecast: true,
    });
    const two = await run('airtable.create_records', { fields: [{ Name: 'Grace' }, { Name: 'Linus' }] });
    expect(two.status, JSON.stringify(two.error)).toBe('succeeded');
    expect(records().map((r) => r.fields.Name)).toEqual(['Ada', 'Grace', 'Linus']);
    const eleven = await run('airtable.create_records', {
      fields: Array.from({ length: 11 }, (_, i) => ({ Name: `N${i}` })),
    });
    expect(eleven.status).toBe('failed');
    expect(records()).toHaveLength(3);
  });

  it('lists records with a formula, a sort and chosen fields', async () => {
    fake.add('appBase1', 'Leads', { Name: 'Bea', Status: 'Open', Note: 'x' });
    fake.add('appBase1', 'Leads', { Name: 'Cy', Status: 'Won' });
    fake.add('appBase1', 'Leads', { Name: 'Al', Status: 'Open', Note: 'y' });
    const result = await run('airtable.list_records', {
      filterByFormula: "{Status} = 'Open'",
      sortField: 'Name',
      sortDirection: 'asc',
      fields: 'Name, Status',
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({
      count: 2,
      more: false,
      items: [{ fields: { Name: 'Al', Status: 'Open' } }, { fields: { Name: 'Bea', Status: 'Open' } }],
    });
    const items = (stepOf(result, 's').output as { items: { fields: Record<string, unknown> }[] }).items;
    expect(items[0]?.fields.Note).toBeUndefined();
    const query = fake.server.requests[0]?.query;
    expect(query?.get('sort[0][field]')).toBe('Name');
    expect(query?.getAll('fields[]')).toEqual(['Name', 'Status']);
  });

  it('walks offset pages for all records, and stops at the limit', async () => {
    for (let i = 1; i <= 130; i += 1) fake.add('appBase1', 'Leads', { Name: `Lead ${i}` });
    const all = await run('airtable.list_records', { returnAll: true });
    expect(stepOf(all, 's').output).toMatchObject({ count: 130, more: false });
    expect(fake.server.requests.map((r) => r.query.get('offset'))).toEqual([null, '100']);
    expect(fake.server.requests[0]?.query.get('pageSize')).toBe('100');
    fake.server.reset();
    const five = await run('airtable.list_records', { limit: 5 });
    expect(stepOf(five, 's').output).toMatchObject({ count: 5, more: true });
    expect(fake.server.requests).toHaveLength(1);
    expect(fake.server.requests[0]?.query.get('pageSize')).toBe('5');
  });

  it('gets, updates and deletes a record, and says Airtable’s error for one that is gone', async () => {
    const record = fake.add('appBase1', 'Leads', { Name: 'Ada', Status: 'Open' });
    const read = await run('airtable.get_record', { recordId: record.id });
    expect(stepOf(read, 's').output).toMatchObject({ id: record.id, fields: { Name: 'Ada' } });
    const updated = await run('airtable.update_record', { recordId: record.id, fields: { Status: 'Won' } });
    expect(stepOf(updated, 's').output).toMatchObject({ fields: { Name: 'Ada', Status: 'Won' } });
    expect(fake.server.requests.at(-1)?.method).toBe('PATCH');
    const deleted = await run('airtable.delete_record', { recordId: record.id });
    expect(stepOf(deleted, 's').output).toEqual({ id: record.id, deleted: true });
    expect(records()).toHaveLength(0);
    const gone = await run('airtable.get_record', { recordId: record.id });
    expect(gone.status).toBe('failed');
    expect(gone.error?.message).toBe(`Airtable GET /v0/appBase1/Leads/${record.id} answered 404: NOT_FOUND`);
  });

  it('names the error type and message of a refused formula and of an unknown table', async () => {
    const bad = await run('airtable.list_records', { filterByFormula: 'NOPE(' });
    expect(bad.error?.message).toContain(
      'answered 422: INVALID_FILTER_BY_FORMULA: The formula for filtering',
    );
    const missing = await run('airtable.list_records', { table: 'Nope' });
    expect(missing.error?.message).toBe(
      'Airtable GET /v0/appBase1/Nope answered 404: TABLE_NOT_FOUND: Could not find table Nope in application appBase1',
    );
  });

  it('waits out a 429 for Airtable’s 30 seconds, then succeeds', async () => {
    fake.add('appBase1', 'Leads', { Name: 'Ada' });
    fake.rateLimitNext(1);
    const result = await run('airtable.list_records');
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.waits).toEqual([30_000]);
    expect(fake.server.requests).toHaveLength(2);
  });

  it('lists the bases over meta API pages', async () => {
    fake.bases.set('appBase2', { name: 'Hiring', tables: [] });
    fake.bases.set('appBase3', { name: 'Events', tables: [] });
    fake.basesPageSize = 2;
    const all = await run('airtable.list_bases', { returnAll: true });
    expect(stepOf(all, 's').output).toMatchObject({
      count: 3,
      items: [{ id: 'appBase1', name: 'CRM' }, { id: 'appBase2' }, { id: 'appBase3' }],
    });
    expect(fake.server.requests.map((r) => r.query.get('offset'))).toEqual([null, '2']);
    const one = await run('airtable.list_bases', { limit: 1 });
    expect(stepOf(one, 's').output).toMatchObject({ count: 1, more: true });
  });

  it('new record trigger hands on each new record once, asking by CREATED_TIME()', async () => {
    const check = poll('airtable.new_record', {});
    const tick = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return (output as { items: { id: string }[] }).items.map((r) => r.id);
    };
    fake.add('appBase1', 'Leads', { Name: 'Before' });
    expect(await tick('r1')).toEqual([]);
    const a = fake.add('appBase1', 'Leads', { Name: 'A' });
    const b = fake.add('appBase1', 'Leads', { Name: 'B' });
    expect(await tick('r2')).toEqual([a.id, b.id]);
    expect(fake.server.requests.at(-1)?.query.get('filterByFormula')).toMatch(
      /^IS_AFTER\(CREATED_TIME\(\), '\d{4}-\d\d-\d\dT[\d:.]+Z'\)$/,
    );
    expect(await tick('r3')).toEqual([]);
  });

  it('combines the trigger’s own formula with the created-time condition', () => {
    expect(createdSinceFormula('2026-12-01T10:01:00.000Z', "{Status} = 'Open'")).toBe(
      "AND({Status} = 'Open', IS_AFTER(CREATED_TIME(), '2026-12-01T10:00:00.000Z'))",
    );
    expect(createdSinceFormula(undefined, undefined)).toBe(
      "IS_AFTER(CREATED_TIME(), DATEADD(NOW(), -1, 'days'))",
    );
  });
});

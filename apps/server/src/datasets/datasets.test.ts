import {
  ApiError,
  ColumnTypePreview,
  Dataset,
  DatasetImport,
  DatasetListResponse,
  DatasetRow,
  DatasetRowPage,
} from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamsRepository } from '../db/index.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

describe.each(testDatabaseKinds())('datasets API on %s', (kind) => {
  let server: TestServer;
  let owner: Client;

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { background: false });
    owner = await signedInClient(server, 'datasets-owner');
  });
  afterAll(() => server.close());

  const create = async (client: Client, body: unknown) => {
    const response = await client.call('POST', '/api/dataset', body);
    expect(response.statusCode, response.body).toBe(201);
    return Dataset.parse(response.json());
  };
  const addRow = async (client: Client, id: string, values: Record<string, unknown>) => {
    const response = await client.call('POST', `/api/dataset/${id}/rows`, { values });
    expect(response.statusCode, response.body).toBe(201);
    return DatasetRow.parse(response.json());
  };
  const page = async (id: string, query: Record<string, unknown>) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    const response = await owner.call('GET', `/api/dataset/${id}/rows?${params}`);
    expect(response.statusCode, response.body).toBe(200);
    return DatasetRowPage.parse(response.json());
  };

  it('creates, lists with search and project filter, renames and deletes datasets', async () => {
    const project = (await owner.call('POST', '/api/project', { name: 'Sales' })).json() as { id: string };
    const people = await create(owner, {
      name: 'People',
      description: 'Customers',
      projectId: project.id,
      columns: [
        { name: 'email', type: 'text' },
        { name: 'age', type: 'number' },
      ],
      keyColumn: 'email',
    });
    expect(people.columns).toEqual([
      { id: 'c0', name: 'email', type: 'text' },
      { id: 'c1', name: 'age', type: 'number' },
    ]);
    expect(people.keyColumnId).toBe('c0');
    await create(owner, { name: 'Orders' });
    const listed = await owner.call('GET', `/api/dataset?projectId=${project.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const byProject = DatasetListResponse.parse(listed.json());
    expect(byProject.items.map((d) => d.name)).toEqual(['People']);
    const searched = DatasetListResponse.parse((await owner.call('GET', '/api/dataset?search=ord')).json());
    expect(searched.items.map((d) => d.name)).toEqual(['Orders']);
    const renamed = await owner.call('PUT', `/api/dataset/${people.id}`, { name: 'Customers' });
    expect(Dataset.parse(renamed.json()).name).toBe('Customers');
    expect((await owner.call('POST', '/api/dataset', { name: ' ' })).statusCode).toBe(400);
    expect((await owner.call('DELETE', `/api/dataset/${people.id}`)).statusCode).toBe(204);
    expect((await owner.call('GET', `/api/dataset/${people.id}`)).statusCode).toBe(404);
  });

  it('adds, renames, reorders and deletes columns, and refuses the 21st with a clear message', async () => {
    const dataset = await create(owner, { name: 'Wide' });
    for (let i = 1; i <= 20; i++) {
      const response = await owner.call('POST', `/api/dataset/${dataset.id}/columns`, {
        name: `col ${i}`,
        type: 'text',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await owner.call('POST', `/api/dataset/${dataset.id}/columns`, {
      name: 'col 21',
      type: 'text',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'A dataset has at most 20 columns.' });
    expect(
      (
        await owner.call('POST', '/api/dataset', {
          name: 'Too wide',
          columns: Array.from({ length: 21 }, (_, i) => ({ name: `c${i}`, type: 'text' })),
        })
      ).statusCode,
    ).toBe(400);

    const duplicate = await owner.call('POST', `/api/dataset/${dataset.id}/columns`, {
      name: 'COL 1',
      type: 'text',
    });
    expect(duplicate.statusCode).toBe(409);

    await addRow(owner, dataset.id, { c2: 'kept', c3: 'dropped' });
    const afterDelete = Dataset.parse(
      (await owner.call('DELETE', `/api/dataset/${dataset.id}/columns/c3`)).json(),
    );
    expect(afterDelete.columns).toHaveLength(19);
    // The freed slot is reused empty: the deleted column's values are gone, not inherited.
    const readded = Dataset.parse(
      (
        await owner.call('POST', `/api/dataset/${dataset.id}/columns`, { name: 'fresh', type: 'number' })
      ).json(),
    );
    expect(readded.columns.at(-1)).toEqual({ id: 'c3', name: 'fresh', type: 'number' });
    const rows = await page(dataset.id, {});
    expect(rows.items[0]?.values).toEqual({ c2: 'kept' });

    const renamed = Dataset.parse(
      (await owner.call('PUT', `/api/dataset/${dataset.id}/columns/c2`, { name: 'Renamed' })).json(),
    );
    expect(renamed.columns.find((c) => c.id === 'c2')?.name).toBe('Renamed');
    const order = [...renamed.columns.map((c) => c.id)].reverse();
    const reordered = Dataset.parse(
      (await owner.call('PUT', `/api/dataset/${dataset.id}/columns`, { columnIds: order })).json(),
    );
    expect(reordered.columns.map((c) => c.id)).toEqual(order);
    expect(
      (await owner.call('PUT', `/api/dataset/${dataset.id}/columns`, { columnIds: order.slice(1) }))
        .statusCode,
    ).toBe(400);
  });

  it('changes a column type with a preview; unconvertible values need a confirmation and are listed', async () => {
    const dataset = await create(owner, { name: 'Typed', columns: [{ name: 'amount', type: 'text' }] });
    const a = await addRow(owner, dataset.id, { c0: '12.5' });
    const b = await addRow(owner, dataset.id, { c0: 'twelve' });
    await addRow(owner, dataset.id, { c0: ' 7 ' });
    const preview = ColumnTypePreview.parse(
      (await owner.call('POST', `/api/dataset/${dataset.id}/columns/c0/preview`, { type: 'number' })).json(),
    );
    expect(preview).toMatchObject({ from: 'text', to: 'number', checked: 3, failureCount: 1 });
    expect(preview.failures).toEqual([{ rowId: b.id, value: 'twelve', reason: 'not a number' }]);

    const refused = await owner.call('PUT', `/api/dataset/${dataset.id}/columns/c0`, { type: 'number' });
    expect(refused.statusCode).toBe(409);
    expect(ApiError.parse(refused.json()).message).toContain('1 row has a value that cannot become number');
    // Nothing changed: still text, every value intact.
    const untouched = await page(dataset.id, {});
    expect(untouched.items.map((r) => r.values.c0)).toEqual(['12.5', 'twelve', ' 7 ']);

    const changed = Dataset.parse(
      (
        await owner.call('PUT', `/api/dataset/${dataset.id}/columns/c0`, { type: 'number', confirm: true })
      ).json(),
    );
    expect(changed.columns[0]?.type).toBe('number');
    const after = await page(dataset.id, {});
    expect(after.items.map((r) => r.values.c0 ?? null)).toEqual([12.5, null, 7]);
    expect(after.items[0]?.id).toBe(a.id);
    // Back to text converts everything.
    const back = ColumnTypePreview.parse(
      (await owner.call('POST', `/api/dataset/${dataset.id}/columns/c0/preview`, { type: 'text' })).json(),
    );
    expect(back.failureCount).toBe(0);
  });

  it('does rows CRUD with typed values and bulk delete', async () => {
    const dataset = await create(owner, {
      name: 'Crud',
      columns: [
        { name: 'name', type: 'text' },
        { name: 'qty', type: 'number' },
        { name: 'active', type: 'boolean' },
        { name: 'at', type: 'datetime' },
        { name: 'meta', type: 'json' },
      ],
      keyColumn: 'name',
    });
    const row = await addRow(owner, dataset.id, {
      c0: 'apple',
      c1: '3',
      c2: 'yes',
      c3: '2024-05-01 09:30+02:00',
      c4: { tags: ['red'], note: null },
    });
    expect(row.values).toEqual({
      c0: 'apple',
      c1: 3,
      c2: true,
      c3: '2024-05-01T07:30:00.000Z',
      c4: { tags: ['red'], note: null },
    });
    const bad = await owner.call('POST', `/api/dataset/${dataset.id}/rows`, {
      values: { c1: 'many', c9: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(ApiError.parse(bad.json()).fields).toMatchObject({
      c1: 'qty: not a number',
      c9: 'The dataset has no column c9.',
    });
    const dup = await owner.call('POST', `/api/dataset/${dataset.id}/rows`, { values: { c0: 'apple' } });
    expect(dup.statusCode).toBe(409);

    const edited = DatasetRow.parse(
      (
        await owner.call('PUT', `/api/dataset/${dataset.id}/rows/${row.id}`, { values: { c1: 4, c2: null } })
      ).json(),
    );
    expect(edited.values).toMatchObject({ c0: 'apple', c1: 4 });
    expect(edited.values).not.toHaveProperty('c2');
    expect(
      DatasetRow.parse((await owner.call('GET', `/api/dataset/${dataset.id}/rows/${row.id}`)).json()).values
        .c1,
    ).toBe(4);

    const more = await Promise.all(['b', 'c', 'd'].map((name) => addRow(owner, dataset.id, { c0: name })));
    const removed = await owner.call('POST', `/api/dataset/${dataset.id}/rows/delete`, {
      ids: more.slice(0, 2).map((r) => r.id),
    });
    expect(removed.json()).toEqual({ removed: 2 });
    expect((await owner.call('DELETE', `/api/dataset/${dataset.id}/rows/${row.id}`)).statusCode).toBe(204);
    expect((await owner.call('DELETE', `/api/dataset/${dataset.id}/rows/${row.id}`)).statusCode).toBe(404);
    expect((await page(dataset.id, {})).items.map((r) => r.values.c0)).toEqual(['d']);
  });

  describe('filters, sorting and paging', () => {
    let id: string;
    beforeAll(async () => {
      const dataset = await create(owner, {
        name: 'Cities',
        columns: [
          { name: 'city', type: 'text' },
          { name: 'population', type: 'number' },
          { name: 'founded', type: 'datetime' },
        ],
      });
      id = dataset.id;
      const cities: [string, number | null, string][] = [
        ['Ankara', 5_700_000, '1923-10-13'],
        ['Istanbul', 15_600_000, '0330-05-11'],
        ['Izmir', 4_400_000, '1000-01-01'],
        ['Amsterdam', 900_000, '1275-10-27'],
        ['Cairo', 10_000_000, '0969-07-06'],
        ['Berlin', null, '1237-01-01'],
      ];
      for (const [city, population, founded] of cities)
        await addRow(owner, id, { c0: city, c1: population, c2: founded });
    });
    const names = (p: { items: { values: Record<string, unknown> }[] }) => p.items.map((r) => r.values.c0);
    const one = (column: string, operator: string, value: unknown) => ({
      filter: { columns: [{ column, conditions: [{ operator, value }] }] },
    });

    it.each([
      ['contains', 'c0', 'contains', 'IR', ['Izmir', 'Cairo']],
      ['starts with', 'c0', 'startsWith', 'a', ['Ankara', 'Amsterdam']],
      ['ends with', 'c0', 'endsWith', 'LIN', ['Berlin']],
      ['matches', 'c0', 'matches', '^I[a-z]+r$', ['Izmir']],
      ['greater than (number)', 'c1', 'gt', 5_000_000, ['Ankara', 'Istanbul', 'Cairo']],
      ['less than (number)', 'c1', 'lt', '4400001', ['Izmir', 'Amsterdam']],
      ['greater than (date-time)', 'c2', 'gt', '1900-01-01', ['Ankara']],
      ['less than (date-time)', 'c2', 'lt', '1000-01-01T00:00:00Z', ['Istanbul', 'Cairo']],
    ])('%s', async (_label, column, operator, value, expected) => {
      expect(names(await page(id, one(column, operator, value)))).toEqual(expected);
    });

    it('combines conditions with and/or per column and across columns', async () => {
      const orSameColumn = {
        columns: [
          {
            column: 'c0',
            join: 'or',
            conditions: [
              { operator: 'startsWith', value: 'I' },
              { operator: 'endsWith', value: 'o' },
            ],
          },
        ],
      };
      expect(names(await page(id, { filter: orSameColumn }))).toEqual(['Istanbul', 'Izmir', 'Cairo']);
      const andColumns = {
        join: 'and',
        columns: [
          { column: 'c0', conditions: [{ operator: 'contains', value: 'a' }] },
          {
            column: 'c1',
            join: 'and',
            conditions: [
              { operator: 'gt', value: 1_000_000 },
              { operator: 'lt', value: 11_000_000 },
            ],
          },
        ],
      };
      expect(names(await page(id, { filter: andColumns }))).toEqual(['Ankara', 'Cairo']);
      const orColumns = { ...andColumns, join: 'or' };
      expect(names(await page(id, { filter: orColumns, sort: 'c0' }))).toEqual([
        'Amsterdam',
        'Ankara',
        'Cairo',
        'Istanbul',
        'Izmir',
      ]);
    });

    it('refuses bad filters with a 400, never a 500', async () => {
      for (const filter of [
        one('c1', 'gt', 'lots').filter,
        one('c0', 'matches', '(a').filter,
        one('c0', 'matches', '(a)\\1').filter,
        one('c0', 'matches', 'a'.repeat(201)).filter,
        // Lookarounds need backtracking; nested repeats make an automaton too big to run per character.
        one('c0', 'matches', '(?=I)zmir').filter,
        one('c0', 'matches', '(.{1,100}){1,100}x').filter,
        one('c0', 'matches', '(.{1,30}){1,30}x').filter,
        one('c9', 'contains', 'x').filter,
      ]) {
        const response = await owner.call(
          'GET',
          `/api/dataset/${id}/rows?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        );
        expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      }
      expect((await owner.call('GET', `/api/dataset/${id}/rows?filter=nope`)).statusCode).toBe(400);
    });

    it('runs a "matches" pattern that makes backtracking engines explode in linear time', async () => {
      const long = await create(owner, { name: 'Long cells', columns: [{ name: 'text', type: 'text' }] });
      await addRow(owner, long.id, { c0: `${'a'.repeat(5000)}!` });
      await addRow(owner, long.id, { c0: 'a'.repeat(60) });
      // (a+)+$ and (a?){30}a{30} take exponential time in a backtracking engine on these cells.
      for (const [pattern, expected] of [
        ['^(a+)+$', 1],
        ['^(a?){30}a{30}$', 1],
        ['(a|aa)*!', 1],
      ] as const) {
        const found = await page(long.id, one('c0', 'matches', pattern));
        expect(found.items.length, pattern).toBe(expected);
      }
      const refused = await owner.call(
        'GET',
        `/api/dataset/${long.id}/rows?filter=${encodeURIComponent(JSON.stringify(one('c0', 'matches', '(a)\\1').filter))}`,
      );
      expect(refused.json()).toMatchObject({
        message:
          'The "matches" pattern is not a regular expression this filter runs (RE2 syntax: no backreferences such as \\1, no lookahead or lookbehind).',
      });
    });

    it('sorts both ways with empty cells last, and pages with the total', async () => {
      const asc = await page(id, { sort: 'c1', direction: 'asc' });
      expect(names(asc)).toEqual(['Amsterdam', 'Izmir', 'Ankara', 'Cairo', 'Istanbul', 'Berlin']);
      const desc = await page(id, { sort: 'c1', direction: 'desc' });
      expect(names(desc)).toEqual(['Istanbul', 'Cairo', 'Ankara', 'Izmir', 'Amsterdam', 'Berlin']);
      const byName = await page(id, { sort: 'c0', direction: 'desc', page: '1', pageSize: '4' });
      expect(byName.total).toBe(6);
      expect(names(byName)).toEqual(['Ankara', 'Amsterdam']);
      const acrossEmpty = await page(id, { sort: 'c1', page: '1', pageSize: '4' });
      expect(names(acrossEmpty)).toEqual(['Istanbul', 'Berlin']);
      const beyond = await page(id, { sort: 'c1', page: '3', pageSize: '4' });
      expect(beyond.items).toEqual([]);
    });
  });

  it('imports a CSV: a bad file is reported by line and column and writes nothing; a good one writes all', async () => {
    const dataset = await create(owner, {
      name: 'Imported',
      columns: [{ name: 'sku', type: 'text' }],
      keyColumn: 'sku',
    });
    await addRow(owner, dataset.id, { c0: 'A-1' });
    const upload = async (csv: string) => {
      const response = await owner.send(
        `/api/dataset/${dataset.id}/import?fileName=items.csv`,
        csv,
        'text/csv',
      );
      expect(response.statusCode, response.body).toBe(201);
      return DatasetImport.parse(response.json());
    };
    const waitFor = async (importId: string) => {
      for (let i = 0; i < 200; i++) {
        const found = DatasetImport.parse(
          (await owner.call('GET', `/api/dataset/${dataset.id}/import/${importId}`)).json(),
        );
        if (found.status === 'succeeded' || found.status === 'failed') return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('import did not finish');
    };

    const bad = await upload(
      'SKU;price;in stock;added\nA-1;9.5;yes;2024-01-02\nB-2;cheap;no;2024-01-03\nC-3;3;maybe;2024-13-01\nB-2;4;no;\n',
    );
    expect(bad).toMatchObject({
      status: 'uploaded',
      hasHeader: true,
      headers: ['SKU', 'price', 'in stock', 'added'],
      guessedTypes: ['text', 'text', 'text', 'text'],
    });
    expect(bad.mapping[0]).toEqual({ source: 0, columnId: 'c0' });
    const mapping = [
      { source: 0, columnId: 'c0' },
      { source: 1, newColumn: { name: 'price', type: 'number' } },
      { source: 2, newColumn: { name: 'in stock', type: 'boolean' } },
      { source: 3, newColumn: { name: 'added', type: 'datetime' } },
    ];
    const started = await owner.call('POST', `/api/dataset/${bad.id}/import/${bad.id}/start`, {
      hasHeader: true,
      mapping,
    });
    expect(started.statusCode).toBe(404);
    expect(
      (
        await owner.call('POST', `/api/dataset/${dataset.id}/import/${bad.id}/start`, {
          hasHeader: true,
          mapping,
        })
      ).statusCode,
    ).toBe(202);
    const failed = await waitFor(bad.id);
    expect(failed.status).toBe('failed');
    expect(failed.errors).toEqual([
      { line: 3, column: 'price', message: '"cheap" is not a number' },
      { line: 4, column: 'in stock', message: '"maybe" is not true or false' },
      { line: 4, column: 'added', message: expect.stringContaining('"2024-13-01" is not a date-time') },
      { line: 5, column: 'SKU'.toLowerCase(), message: 'the key "B-2" is also on line 3' },
    ]);
    expect(failed.message).toContain('nothing was imported');
    // Nothing half-imported: no new columns, the one row as before.
    const unchanged = Dataset.parse((await owner.call('GET', `/api/dataset/${dataset.id}`)).json());
    expect(unchanged.columns).toHaveLength(1);
    expect(unchanged.rowCount).toBe(1);

    const good = await upload(
      'sku,price,in stock,added\nA-1,9.5,yes,2024-01-02\n"B,2",3,no,2024-01-03T10:00:00Z\n',
    );
    expect(good.guessedTypes).toEqual(['text', 'number', 'boolean', 'datetime']);
    await owner.call('POST', `/api/dataset/${dataset.id}/import/${good.id}/start`, {
      hasHeader: true,
      mapping: good.mapping,
    });
    const done = await waitFor(good.id);
    expect(done).toMatchObject({ status: 'succeeded', total: 2, inserted: 1, updated: 1, errorCount: 0 });
    const imported = Dataset.parse((await owner.call('GET', `/api/dataset/${dataset.id}`)).json());
    expect(imported.columns.map((c) => [c.name, c.type])).toEqual([
      ['sku', 'text'],
      ['price', 'number'],
      ['in stock', 'boolean'],
      ['added', 'datetime'],
    ]);
    const rows = await page(dataset.id, { sort: 'c0' });
    expect(rows.items.map((r) => r.values)).toEqual([
      { c0: 'A-1', c1: 9.5, c2: true, c3: '2024-01-02T00:00:00.000Z' },
      { c0: 'B,2', c1: 3, c2: false, c3: '2024-01-03T10:00:00.000Z' },
    ]);

    // Round trip: the export imports back into a new dataset unchanged.
    const csv = await owner.call('GET', `/api/dataset/${dataset.id}/export?format=csv&sort=c0`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="Imported.csv"');
    expect(csv.body).toBe(
      'sku,price,in stock,added\r\nA-1,9.5,true,2024-01-02T00:00:00.000Z\r\n"B,2",3,false,2024-01-03T10:00:00.000Z\r\n',
    );
    const json = await owner.call('GET', `/api/dataset/${dataset.id}/export?format=json`);
    expect(JSON.parse(json.body)).toEqual([
      { sku: 'A-1', price: 9.5, 'in stock': true, added: '2024-01-02T00:00:00.000Z' },
      { sku: 'B,2', price: 3, 'in stock': false, added: '2024-01-03T10:00:00.000Z' },
    ]);
  });

  it("counts a page's total only to the next thousand past the page, and says when there are more", async () => {
    const dataset = await create(owner, { name: 'Many', columns: [{ name: 'n', type: 'number' }] });
    const csv = `n\n${Array.from({ length: 2100 }, (_, i) => i + 1).join('\n')}\n`;
    const uploaded = DatasetImport.parse(
      (await owner.send(`/api/dataset/${dataset.id}/import?fileName=many.csv`, csv, 'text/csv')).json(),
    );
    await owner.call('POST', `/api/dataset/${dataset.id}/import/${uploaded.id}/start`, {
      hasHeader: true,
      mapping: uploaded.mapping,
    });
    let status = uploaded.status;
    for (let i = 0; i < 400 && status !== 'succeeded' && status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = DatasetImport.parse(
        (await owner.call('GET', `/api/dataset/${dataset.id}/import/${uploaded.id}`)).json(),
      ).status;
    }
    // 2,100 rows: the import refreshed the planner's statistics on the way (and still succeeded).
    expect(status).toBe('succeeded');

    const first = await page(dataset.id, { pageSize: '50', sort: 'c0' });
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.items[0]?.values.c0).toBe(1);
    // Page 21 (rows 1,001–1,050) counts to 2,000; the last page counts them all.
    expect(await page(dataset.id, { pageSize: '50', page: '20' })).toMatchObject({
      total: 2000,
      totalCapped: true,
    });
    const last = await page(dataset.id, { pageSize: '50', page: '41', sort: 'c0', direction: 'desc' });
    expect(last).toMatchObject({ total: 2100, totalCapped: false });
    expect(last.items.map((r) => r.values.c0)).toEqual(Array.from({ length: 50 }, (_, n) => 50 - n));
    // A filter under the cap is counted exactly.
    const filtered = await page(dataset.id, {
      filter: { columns: [{ column: 'c0', conditions: [{ operator: 'gt', value: 1990 }] }] },
    });
    expect(filtered).toMatchObject({ total: 110, totalCapped: false });
  });

  it('refuses every dataset route on a plan without datasets, naming the feature and the pricing page', async () => {
    const poor = await signedInClient(server, 'datasets-poor');
    const dataset = await create(poor, { name: 'Before the downgrade' });
    await teamsRepository(server.ctx.database.db).setPlan(poor.teamId, 'flow-starter');
    for (const [method, url] of [
      ['GET', '/api/dataset'],
      ['POST', '/api/dataset'],
      ['GET', `/api/dataset/${dataset.id}`],
      ['GET', `/api/dataset/${dataset.id}/rows`],
    ] as const) {
      const response = await poor.call(method, url, method === 'POST' ? { name: 'x' } : undefined);
      expect(response.statusCode, url).toBe(403);
      // Error bodies also carry the request id.
      expect(response.json()).toMatchObject({
        code: 'PLAN_LIMIT',
        message:
          'Your plan (Flow Starter) does not include Datasets. Upgrade your plan at /billing/pricing to use it.',
      });
    }
  });
});

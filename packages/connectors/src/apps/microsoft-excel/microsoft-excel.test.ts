import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { GRAPH_TEST_CREDENTIAL } from '../microsoft-graph/fake-server.js';
import { ExcelFake } from './fake-server.js';
import { microsoftExcel } from './index.js';

const fake = new ExcelFake();
useFake(fake, () => {
  fake.server.reset();
  fake.workbooks.clear();
  fake.addWorkbook(
    '01BOOK',
    {
      People: [
        ['Name', 'Email', 'Age'],
        ['Ada', 'ada@example.com', 36],
        ['Alan', 'alan@example.com', 41],
      ],
      'Q1 Sales': [],
    },
    [{ name: 'Leads', columns: ['Name', 'Email'], rows: [['Grace', 'grace@example.com']] }],
  );
});
const { graphOf, run, runGraph } = appBench(microsoftExcel, {
  credential: GRAPH_TEST_CREDENTIAL,
  apiUrl: () => fake.apiUrl,
});

describe('Microsoft Excel 365', () => {
  it('lists a workbook’s worksheets and tables', async () => {
    const sheets = await run('microsoft-excel.list_worksheets', { itemId: '01BOOK' });
    expect(sheets.result.status, JSON.stringify(sheets.result.error)).toBe('succeeded');
    expect(sheets.output).toMatchObject({
      items: [
        { name: 'People', position: 0, visibility: 'Visible' },
        { name: 'Q1 Sales', position: 1 },
      ],
      count: 2,
      more: false,
    });
    expect(fake.server.requests[0]?.path).toBe('/v1.0/me/drive/items/01BOOK/workbook/worksheets');
    expect(fake.server.requests[0]?.headers.authorization).toBe('Bearer graph.test');
    const tables = await run('microsoft-excel.list_tables', { itemId: '01BOOK' });
    expect(tables.output).toMatchObject({ items: [{ name: 'Leads', showHeaders: true }], count: 1 });
  });

  it('reads a range by A1 address, as an OData function call in the path', async () => {
    const { result, output } = await run('microsoft-excel.read_range', {
      itemId: '01BOOK',
      worksheet: 'People',
      address: 'A2:C3',
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output).toEqual({
      address: 'People!A2:C3',
      rowCount: 2,
      columnCount: 3,
      values: [
        ['Ada', 'ada@example.com', 36],
        ['Alan', 'alan@example.com', 41],
      ],
      text: [
        ['Ada', 'ada@example.com', '36'],
        ['Alan', 'alan@example.com', '41'],
      ],
    });
    expect(fake.server.requests[0]?.path).toBe(
      "/v1.0/me/drive/items/01BOOK/workbook/worksheets/People/range(address='A2:C3')",
    );
  });

  it('reads the used range, with the rows as objects keyed by the header row', async () => {
    const { output } = await run('microsoft-excel.read_range', {
      itemId: '01BOOK',
      worksheet: 'People',
      firstRowIsHeader: true,
    });
    expect(output).toMatchObject({
      address: 'People!A1:C3',
      rows: [
        { Name: 'Ada', Email: 'ada@example.com', Age: 36 },
        { Name: 'Alan', Email: 'alan@example.com', Age: 41 },
      ],
    });
    expect(fake.server.requests[0]?.path).toBe(
      '/v1.0/me/drive/items/01BOOK/workbook/worksheets/People/usedRange(valuesOnly=true)',
    );
  });

  it('refuses an address that is not A1 before sending anything', async () => {
    const { result } = await run('microsoft-excel.read_range', {
      itemId: '01BOOK',
      worksheet: 'People',
      address: "A1')/delete",
    });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toContain('is not an A1 address');
    expect(fake.server.requests).toHaveLength(0);
  });

  it('updates a range, a worksheet name with a space escaped', async () => {
    const { result, output } = await run('microsoft-excel.update_range', {
      itemId: '01BOOK',
      worksheet: 'Q1 Sales',
      address: 'A1:B2',
      values: [
        ['Region', 'Total'],
        ['North', 1200],
      ],
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output).toMatchObject({
      address: 'Q1 Sales!A1:B2',
      values: [
        ['Region', 'Total'],
        ['North', 1200],
      ],
    });
    const sent = fake.server.requests[0];
    expect(sent?.method).toBe('PATCH');
    expect(sent?.path).toBe(
      "/v1.0/me/drive/items/01BOOK/workbook/worksheets/Q1%20Sales/range(address='A1:B2')",
    );
    expect(fake.workbooks.get('01BOOK')?.sheets[1]?.cells).toEqual([
      ['Region', 'Total'],
      ['North', 1200],
    ]);
  });

  it('says Graph’s error for values that do not fit the range', async () => {
    const { result } = await run('microsoft-excel.update_range', {
      itemId: '01BOOK',
      worksheet: 'People',
      address: 'A1:B2',
      values: [['only one']],
    });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe(
      "Microsoft Excel 365 PATCH /v1.0/me/drive/items/01BOOK/workbook/worksheets/People/range(address='A1:B2') answered 400: InvalidArgument: The argument is invalid or missing or has an incorrect format.",
    );
  });

  it('appends rows to a table as lists of cells or as objects by column name', async () => {
    const lists = await run('microsoft-excel.append_rows', {
      itemId: '01BOOK',
      table: 'Leads',
      rows: [['Ada', 'ada@example.com']],
    });
    expect(lists.result.status, JSON.stringify(lists.result.error)).toBe('succeeded');
    expect(lists.output).toEqual({ index: 1, values: [['Ada', 'ada@example.com']], rowsAdded: 1 });
    expect(fake.server.requests.at(-1)?.body).toEqual({ values: [['Ada', 'ada@example.com']] });

    const objects = await run('microsoft-excel.append_rows', {
      itemId: '01BOOK',
      table: 'Leads',
      rows: [{ Email: 'alan@example.com', Name: 'Alan' }, { Name: 'Edsger' }],
    });
    expect(objects.output).toMatchObject({ index: 2, rowsAdded: 2 });
    expect(fake.workbooks.get('01BOOK')?.tables[0]?.rows).toEqual([
      ['Grace', 'grace@example.com'],
      ['Ada', 'ada@example.com'],
      ['Alan', 'alan@example.com'],
      ['Edsger', ''],
    ]);

    const unknown = await run('microsoft-excel.append_rows', {
      itemId: '01BOOK',
      table: 'Leads',
      rows: { Phone: '123' },
    });
    expect(unknown.result.error?.message).toContain(
      'The table has no column "Phone"; its columns: Name, Email',
    );
  });

  it('says Excel’s error for a table that is not there, and waits out a 429', async () => {
    const { result } = await run('microsoft-excel.append_rows', {
      itemId: '01BOOK',
      table: 'Nope',
      rows: [['x', 'y']],
    });
    expect(result.error?.message).toContain(
      "answered 404: ItemNotFound: The requested resource doesn't exist.",
    );
    fake.server.rateLimitNext(1, '5');
    const waited = await runGraph(graphOf('microsoft-excel.list_worksheets', { itemId: '01BOOK' }));
    expect(waited.status, JSON.stringify(waited.error)).toBe('succeeded');
    expect(waited.waits).toEqual([5000]);
  });
});

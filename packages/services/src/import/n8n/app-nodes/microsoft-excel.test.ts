import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, fromList, importApp } from './testing.js';

const workbook = fromList('01ABCDEF2GHIJK', 'Budget.xlsx');
const worksheet = fromList('{00000000-0001-0000-0000-000000000000}', 'Sheet1');
const table = fromList('{6D182180-5E2A-4E2C-8D34-2B2E7E3B8A11}', 'Expenses');

describe('n8n Microsoft Excel 365 nodes', () => {
  it('maps rows read from a range (by header), rows appended to a table, and the sheet list', () => {
    const read = importApp('microsoftExcel', 2.1, {
      resource: 'worksheet',
      operation: 'readRows',
      workbook,
      worksheet,
      useRange: true,
      range: 'A1:D50',
      options: {},
    });
    expectStep(read, 'microsoft-excel.read_range', {
      itemId: '01ABCDEF2GHIJK',
      worksheet: '{00000000-0001-0000-0000-000000000000}',
      address: 'A1:D50',
      firstRowIsHeader: true,
    });
    expect(read.details).toEqual([expect.stringContaining('"rows" list')]);

    const append = importApp('microsoftExcel', 2.1, {
      resource: 'table',
      workbook,
      worksheet,
      table,
      fieldsUi: {
        values: [
          { column: 'Item', fieldValue: '={{ $json.item }}' },
          { column: 'Amount', fieldValue: '={{ $json.amount }}' },
        ],
      },
      options: {},
    });
    expectStep(append, 'microsoft-excel.append_rows', {
      itemId: '01ABCDEF2GHIJK',
      table: '{6D182180-5E2A-4E2C-8D34-2B2E7E3B8A11}',
      rows: [{ Item: '{{ steps.start.item }}', Amount: '{{ steps.start.amount }}' }],
    });
    expect(append.details).toEqual([]);

    const auto = importApp('microsoftExcel', 2.1, {
      resource: 'table',
      workbook,
      worksheet,
      table,
      dataMode: 'autoMap',
      options: {},
    });
    expect(auto.made.params).toMatchObject({ rows: '{{ [steps.start] }}' });

    const sheets = importApp('microsoftExcel', 2.1, {
      resource: 'worksheet',
      workbook,
      returnAll: true,
      filters: {},
    });
    expectStep(sheets, 'microsoft-excel.list_worksheets', { itemId: '01ABCDEF2GHIJK' });
  });

  expectPlaceholders([
    [
      'microsoftExcel',
      2.1,
      { resource: 'worksheet', operation: 'update', workbook: 'a', worksheet: 'b' },
      'the Microsoft Excel worksheet "update" operation',
    ],
    ['microsoftExcel', 2.1, {}, 'the Microsoft Excel workbook "getAll" operation'],
    [
      'microsoftExcel',
      1,
      { operation: 'getRows' },
      'the Microsoft Excel node before version 2 (update the node in n8n and export again)',
    ],
  ]);
});

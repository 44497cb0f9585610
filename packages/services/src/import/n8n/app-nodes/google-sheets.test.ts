import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, fromList, importApp, listed } from './testing.js';

describe('n8n Google Sheets nodes', () => {
  it('maps Google Sheets append, update and a one-filter read from the locators n8n 4.x keeps', () => {
    const document = fromList(
      '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      'Leads',
      'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit?usp=drivesdk',
    );
    const sheet = fromList(
      'gid=0',
      'Sheet1',
      'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit#gid=0',
    );
    const schema = ['Name', 'Email', 'Status'].map((id) => ({
      id,
      displayName: id,
      required: false,
      defaultMatch: false,
      display: true,
      type: 'string',
      canBeUsedToMatch: true,
    }));
    const append = importApp('googleSheets', 4.5, {
      operation: 'append',
      documentId: document,
      sheetName: sheet,
      columns: {
        mappingMode: 'defineBelow',
        value: { Name: '={{ $json.name }}', Email: '={{ $json.email }}' },
        matchingColumns: [],
        schema,
      },
      options: {},
    });
    expectStep(append, 'google-sheets.append_row', {
      spreadsheetId: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      sheet: 'Sheet1',
      row: { Name: '{{ steps.start.name }}', Email: '{{ steps.start.email }}' },
    });

    const update = importApp('googleSheets', 4.5, {
      operation: 'update',
      documentId: {
        __rl: true,
        value:
          'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit#gid=0',
        mode: 'url',
      },
      sheetName: sheet,
      columns: {
        mappingMode: 'defineBelow',
        value: { Email: '={{ $json.email }}', Status: 'contacted' },
        matchingColumns: ['Email'],
        schema,
      },
      options: {},
    });
    expectStep(update, 'google-sheets.update_row', {
      spreadsheetId: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      sheet: 'Sheet1',
      column: 'Email',
      value: '{{ steps.start.email }}',
      row: { Status: 'contacted' },
    });

    // Matching on n8n's row_number is matching on our rows' _row.
    const byRow = importApp('googleSheets', 4.5, {
      operation: 'update',
      documentId: document,
      sheetName: sheet,
      columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['row_number'], schema },
      options: {},
    });
    expect(byRow.made.params).toMatchObject({
      column: '_row',
      value: '{{ steps.start.row_number }}',
      row: '{{ steps.start }}',
    });

    const lookup = importApp('googleSheets', 4.5, {
      documentId: document,
      sheetName: sheet,
      filtersUI: { values: [{ lookupColumn: 'Email', lookupValue: '={{ $json.email }}' }] },
      options: {},
    });
    expectStep(lookup, 'google-sheets.lookup_rows', {
      spreadsheetId: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      sheet: 'Sheet1',
      column: 'Email',
      value: '{{ steps.start.email }}',
    });
    expect(lookup.details).toEqual([listed]);
  });

  expectPlaceholders([
    [
      'googleSheets',
      4.5,
      { operation: 'clear', documentId: '1Bxi', sheetName: 'Sheet1' },
      'the Google Sheets sheet "clear" operation',
    ],
    [
      'googleSheets',
      2,
      { operation: 'append', sheetId: '1Bxi', range: 'A:F' },
      'the Google Sheets node before version 3 (update the node in n8n and export again)',
    ],
  ]);
});

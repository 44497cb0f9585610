import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { GOOGLE_TEST_CREDENTIAL } from '../google/fake-support.js';
import { GoogleSheetsFake } from './fake-server.js';
import { googleSheets } from './index.js';

const fake = new GoogleSheetsFake();
useFake(fake, () => {
  fake.server.reset();
  fake.create(
    'book',
    'Leads',
    ['Name', 'Email', 'Status'],
    [
      ['Ada', 'ada@example.com', 'new'],
      ['Alan', 'alan@example.com', 'won'],
    ],
  );
});

const { graphOf, poll, runGraph } = appBench(googleSheets, {
  credential: GOOGLE_TEST_CREDENTIAL,
  apiUrl: () => fake.apiUrl,
  params: { spreadsheetId: 'book', sheet: 'Leads' },
});
const run = (serviceId: string, params: Record<string, unknown> = {}, more = {}) =>
  runGraph(graphOf(serviceId, params), more);

describe('Google Sheets', () => {
  it('reads rows as objects keyed by the header row', async () => {
    const result = await run('google-sheets.read_rows');
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toEqual({
      items: [
        { _row: 2, Name: 'Ada', Email: 'ada@example.com', Status: 'new' },
        { _row: 3, Name: 'Alan', Email: 'alan@example.com', Status: 'won' },
      ],
      count: 2,
    });
    expect(fake.server.requests[0]?.headers.authorization).toBe('Bearer ya29.test');
  });

  it('looks rows up by a column', async () => {
    const result = await run('google-sheets.lookup_rows', { column: 'Status', value: 'won' });
    expect(stepOf(result, 's').output).toMatchObject({ count: 1, items: [{ Name: 'Alan' }] });
  });

  it('appends a row in the header’s column order', async () => {
    const result = await run('google-sheets.append_row', {
      row: { Email: 'grace@example.com', Name: 'Grace' },
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toEqual({ updatedRange: 'Leads!A4:Z4', updatedRows: 1 });
    expect(fake.rows('book', 'Leads').at(-1)).toEqual(['Grace', 'grace@example.com', '']);
    expect(fake.server.requests[1]?.query.get('valueInputOption')).toBe('USER_ENTERED');
  });

  it('refuses a column the sheet does not have', async () => {
    const result = await run('google-sheets.append_row', { row: { Phone: '1' } });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toContain('no column "Phone"');
    expect(fake.rows('book', 'Leads')).toHaveLength(3);
  });

  it('updates the matching row, keeping its other cells', async () => {
    const result = await run('google-sheets.update_row', {
      column: 'Email',
      value: 'ada@example.com',
      row: { Status: 'won' },
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(fake.rows('book', 'Leads')[1]).toEqual(['Ada', 'ada@example.com', 'won']);
    const none = await run('google-sheets.update_row', {
      column: 'Email',
      value: 'nobody@example.com',
      row: { Status: 'x' },
    });
    expect(none.error?.message).toContain('No row of "Leads" has Email = nobody@example.com');
  });

  it('says Google’s message for an unknown spreadsheet', async () => {
    const result = await run('google-sheets.read_rows', { spreadsheetId: 'nope' });
    expect(result.error?.message).toContain('answered 404: Requested entity was not found.');
  });

  it('new row trigger hands on appended rows once', async () => {
    const check = poll('google-sheets.new_row');
    const tick = async (runId: string) => {
      const { output } = await check(runId);
      return (output as { items: { Name: string }[] }).items.map((r) => r.Name);
    };
    expect(await tick('r1')).toEqual([]);
    fake.rows('book', 'Leads').push(['Grace', 'g@example.com', 'new'], ['Linus', 'l@example.com', 'new']);
    expect(await tick('r2')).toEqual(['Grace', 'Linus']);
    expect(await tick('r3')).toEqual([]);
  });
});

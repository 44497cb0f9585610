import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, fromList, importApp, listed } from './testing.js';

const base = fromList('appF4dZ8h1KEX2x0q', 'CRM', 'https://airtable.com/appF4dZ8h1KEX2x0q');
const table = fromList(
  'tblq8fGx4mN2QwX1c',
  'Leads',
  'https://airtable.com/appF4dZ8h1KEX2x0q/tblq8fGx4mN2QwX1c',
);
const where = { baseId: 'appF4dZ8h1KEX2x0q', table: 'tblq8fGx4mN2QwX1c' };
const flattened = expect.stringContaining('n8n flattened each record');

describe('n8n Airtable nodes', () => {
  it('maps 2.x create from the column mapper, search with a formula, update by id, get and delete', () => {
    const create = importApp('airtable', 2.1, {
      operation: 'create',
      base,
      table,
      columns: {
        mappingMode: 'defineBelow',
        value: { Name: '={{ $json.name }}', Email: '={{ $json.email }}', Status: 'New' },
        matchingColumns: [],
        schema: [],
      },
      options: { typecast: true },
    });
    expectStep(create, 'airtable.create_records', {
      ...where,
      fields: { Name: '{{ steps.start.name }}', Email: '{{ steps.start.email }}', Status: 'New' },
      typecast: true,
    });
    expect(create.details).toEqual([flattened]);

    const search = importApp('airtable', 2.1, {
      operation: 'search',
      base: {
        __rl: true,
        value: 'https://airtable.com/appF4dZ8h1KEX2x0q/tblq8fGx4mN2QwX1c/viwA1',
        mode: 'url',
      },
      table: {
        __rl: true,
        value: 'https://airtable.com/appF4dZ8h1KEX2x0q/tblq8fGx4mN2QwX1c/viwA1',
        mode: 'url',
      },
      filterByFormula: "={Status} = 'New'",
      returnAll: false,
      limit: 20,
      options: { fields: ['Name', 'Email'] },
      sort: { property: [{ field: 'Created', direction: 'desc' }] },
    });
    expectStep(search, 'airtable.list_records', {
      ...where,
      filterByFormula: "{Status} = 'New'",
      sortField: 'Created',
      sortDirection: 'desc',
      fields: 'Name, Email',
      limit: 20,
    });
    expect(search.details).toEqual([listed, flattened]);

    const update = importApp('airtable', 2.1, {
      operation: 'update',
      base,
      table,
      columns: {
        mappingMode: 'defineBelow',
        value: { id: '={{ $json.recordId }}', Status: 'Contacted' },
        matchingColumns: ['id'],
        schema: [],
      },
      options: {},
    });
    expectStep(update, 'airtable.update_record', {
      ...where,
      recordId: '{{ steps.start.recordId }}',
      fields: { Status: 'Contacted' },
    });

    const get = importApp('airtable', 2.1, {
      operation: 'get',
      base,
      table,
      id: '={{ $json.recordId }}',
      options: {},
    });
    expectStep(get, 'airtable.get_record', {
      ...where,
      recordId: '{{ steps.start.recordId }}',
    });

    const remove = importApp('airtable', 2.1, { operation: 'deleteRecord', base, table, id: 'recA1' });
    expectStep(remove, 'airtable.delete_record', { ...where, recordId: 'recA1' });
  });

  it('maps 1.x append of the whole item and a list (every record by default)', () => {
    const append = importApp('airtable', 1, {
      operation: 'append',
      application: { __rl: true, value: 'appF4dZ8h1KEX2x0q', mode: 'id' },
      table: { __rl: true, value: 'Leads', mode: 'id' },
      options: {},
    });
    expectStep(append, 'airtable.create_records', {
      baseId: 'appF4dZ8h1KEX2x0q',
      table: 'Leads',
      fields: '{{ steps.start }}',
    });
    expect(append.details).toEqual([
      expect.stringContaining('Every field of the input item is written'),
      flattened,
    ]);

    const list = importApp('airtable', 1, {
      operation: 'list',
      application: { __rl: true, value: 'appF4dZ8h1KEX2x0q', mode: 'id' },
      table: { __rl: true, value: 'Leads', mode: 'id' },
      additionalOptions: { view: 'Open leads' },
    });
    expectStep(list, 'airtable.list_records', {
      baseId: 'appF4dZ8h1KEX2x0q',
      table: 'Leads',
      view: 'Open leads',
      returnAll: true,
    });
  });

  expectPlaceholders([
    [
      'airtable',
      2.1,
      { operation: 'upsert', base: 'appA', table: 'tblB' },
      'the Airtable record "upsert" operation',
    ],
    [
      'airtable',
      2.1,
      {
        operation: 'update',
        base: 'appA',
        table: 'tblB',
        columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['Email'] },
      },
      'an Airtable update matched on a field other than the record id',
    ],
    ['airtable', 2.1, { base: 'appA', table: 'tblB' }, 'the Airtable record "read" operation'],
  ]);
});

import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { commaList, fieldText } from '../../kit/items.js';

/**
 * Airtable Web API (https://airtable.com/developers/web/api/introduction): a personal access token as
 * Bearer, `/v0/{baseId}/{tableIdOrName}` for records, `/v0/meta/bases` for the bases the token reaches,
 * `offset` cursor pages of up to 100 records, errors as `{ error: { type, message } }` (or
 * `{ error: "NOT_FOUND" }`), and a 429 after 5 requests a second per base, to be waited out 30 s.
 */

const baseId = prop.string({
  label: 'Base ID',
  required: true,
  placeholder: 'appXXXXXXXXXXXXXX',
  help: 'The app… id in the base’s URL',
});
const table = prop.string({
  label: 'Table',
  required: true,
  help: 'The table’s name or its tbl… id',
});
const recordId = prop.string({ label: 'Record ID', required: true, placeholder: 'recXXXXXXXXXXXXXX' });
const typecast = prop.boolean({
  label: 'Convert values',
  default: false,
  help: 'Let Airtable convert text to the field’s type (select options, dates, linked records)',
});

const FieldValues = z.record(z.string(), z.unknown());

const recordSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    createdTime: { type: 'string' },
    fields: { type: 'object' },
  },
};

const listRecords = defineOperation({
  id: 'list_records',
  name: 'List records',
  description:
    'Lists the records of an Airtable table, optionally only those of a view or matching a formula (filterByFormula), sorted by a field and with only some fields; each record has its id, createdTime and fields.',
  idempotent: true,
  props: {
    baseId,
    table,
    filterByFormula: prop.string({
      label: 'Filter formula',
      placeholder: "{Status} = 'Open'",
      help: 'An Airtable formula; only records for which it is true',
    }),
    view: prop.string({ label: 'View', help: 'A view’s name or id: its records, in its order' }),
    sortField: prop.string({ label: 'Sort by field' }),
    sortDirection: prop.select({ label: 'Sort direction', options: ['asc', 'desc'], default: 'asc' }),
    fields: prop.string({ label: 'Fields', help: 'Comma-separated field names; all fields when empty' }),
  },
  request: {
    method: 'GET',
    path: '/{baseId}/{table}',
    query: (p) => ({
      filterByFormula: p.filterByFormula,
      view: p.view,
      ...(p.sortField ? { 'sort[0][field]': p.sortField, 'sort[0][direction]': p.sortDirection } : {}),
      ...(commaList(p.fields).length > 0 ? { 'fields[]': commaList(p.fields) } : {}),
    }),
  },
  pagination: {
    mode: 'cursor',
    itemsPath: 'records',
    cursorPath: 'offset',
    cursorParam: 'offset',
    sizeParam: 'pageSize',
    maxPageSize: 100,
  },
  outputSchema: { items: recordSchema },
});

const getRecord = defineOperation({
  id: 'get_record',
  name: 'Get record',
  description: 'Reads one Airtable record by its id: its createdTime and the values of its fields.',
  idempotent: true,
  props: { baseId, table, recordId },
  request: { method: 'GET', path: '/{baseId}/{table}/{recordId}' },
  outputSchema: recordSchema,
});

const createRecords = defineOperation({
  id: 'create_records',
  name: 'Create records',
  description:
    'Adds records to an Airtable table: one record’s field values as a JSON object keyed by field name, or a list of up to 10 such objects; returns the created records with their ids.',
  idempotent: false,
  props: {
    baseId,
    table,
    fields: prop.json({
      label: 'Field values',
      required: true,
      help: 'One record: {"Name": "Ada", "Status": "Open"}; or a list of up to 10 of them',
      schema: z.union([FieldValues, z.array(FieldValues).min(1).max(10)]),
    }),
    typecast,
  },
  request: {
    method: 'POST',
    path: '/{baseId}/{table}',
    body: (p) => ({
      records: (Array.isArray(p.fields) ? p.fields : [p.fields]).map((fields) => ({ fields })),
      ...(p.typecast ? { typecast: true } : {}),
    }),
  },
  outputSchema: { type: 'object', properties: { records: { type: 'array', items: recordSchema } } },
});

const updateRecord = defineOperation({
  id: 'update_record',
  name: 'Update record',
  description:
    'Changes the given fields of one Airtable record (PATCH: fields left out keep their values); returns the record with all its fields.',
  idempotent: true,
  props: {
    baseId,
    table,
    recordId,
    fields: prop.json({
      label: 'Field values',
      required: true,
      help: 'The fields to change: {"Status": "Done"}',
      schema: FieldValues,
    }),
    typecast,
  },
  request: {
    method: 'PATCH',
    path: '/{baseId}/{table}/{recordId}',
    body: (p) => ({ fields: p.fields, ...(p.typecast ? { typecast: true } : {}) }),
  },
  outputSchema: recordSchema,
});

const deleteRecord = defineOperation({
  id: 'delete_record',
  name: 'Delete record',
  description: 'Deletes one Airtable record by its id; returns its id and deleted: true.',
  idempotent: true,
  props: { baseId, table, recordId },
  request: { method: 'DELETE', path: '/{baseId}/{table}/{recordId}' },
  outputSchema: { type: 'object', properties: { id: { type: 'string' }, deleted: { type: 'boolean' } } },
});

const listBases = defineOperation({
  id: 'list_bases',
  name: 'List bases',
  description:
    'Lists the Airtable bases the token can reach, with each base’s id (app…), name and permission level.',
  idempotent: true,
  props: {},
  request: { method: 'GET', path: '/meta/bases' },
  // The meta API pages by `offset` too, at its own page size (it takes no pageSize).
  pagination: { mode: 'cursor', itemsPath: 'bases', cursorPath: 'offset', cursorParam: 'offset' },
  outputSchema: {
    items: {
      type: 'object',
      properties: { id: { type: 'string' }, name: { type: 'string' }, permissionLevel: { type: 'string' } },
    },
  },
});

const Page = z.object({ records: z.array(z.unknown()), offset: z.string().optional() });

/** Pages walked per check: new records since the last check are few; this bounds a runaway table. */
const MAX_POLL_PAGES = 20;

/**
 * Records created after `since` (less a minute: CREATED_TIME() in a formula is to the second; ids drop
 * the repeats); before any record was handed on, those of the last day (a table lists in no time
 * order, so "the newest" cannot be asked for otherwise).
 */
export function createdSinceFormula(since: string | undefined, filter: string | undefined): string {
  const after = since
    ? `IS_AFTER(CREATED_TIME(), '${new Date(Date.parse(since) - 60_000).toISOString()}')`
    : "IS_AFTER(CREATED_TIME(), DATEADD(NOW(), -1, 'days'))";
  return filter?.trim() ? `AND(${filter.trim()}, ${after})` : after;
}

const newRecord = definePollingTrigger({
  id: 'new_record',
  name: 'New record',
  description:
    'Starts the workflow with the records created in an Airtable table (optionally a view, or records matching a formula) since the last check.',
  props: {
    baseId,
    table,
    view: prop.string({ label: 'View', help: 'Only records of this view' }),
    filterByFormula: prop.string({
      label: 'Only records matching (formula)',
      placeholder: "{Status} = 'Open'",
    }),
  },
  list: async ({ params, request }, since) => {
    const records: unknown[] = [];
    let offset: string | undefined;
    for (let n = 0; n < MAX_POLL_PAGES; n += 1) {
      const answer = await request({
        method: 'GET',
        path: `/${encodeURIComponent(params.baseId)}/${encodeURIComponent(params.table)}`,
        query: {
          filterByFormula: createdSinceFormula(since, params.filterByFormula),
          ...(params.view ? { view: params.view } : {}),
          pageSize: 100,
          ...(offset ? { offset } : {}),
        },
      });
      const page = Page.parse(answer.body);
      records.push(...page.records);
      if (!page.offset) break;
      offset = page.offset;
    }
    return records;
  },
  itemId: fieldText('id'),
  // Airtable's createdTime is ISO in UTC with milliseconds: it sorts as text.
  itemTime: fieldText('createdTime'),
  outputSchema: { items: recordSchema },
});

const AirtableError = z.object({
  error: z.union([z.string(), z.object({ type: z.string(), message: z.string().optional() })]),
});

export const airtable = defineApp({
  id: 'airtable',
  name: 'Airtable',
  icon: 'si:airtable',
  description: 'List, read, create, update and delete records, list bases; react to new records.',
  baseUrl: 'https://api.airtable.com/v0',
  auth: { templates: ['airtable'], kinds: ['bearer'] },
  errorMessage: (body) => {
    const error = AirtableError.safeParse(body).data?.error;
    if (typeof error === 'string') return error;
    return error ? (error.message ? `${error.type}: ${error.message}` : error.type) : undefined;
  },
  // Airtable sends no Retry-After; its documented penalty for passing the limit is 30 seconds.
  retryAfter: () => 30_000,
  operations: [listRecords, getRecord, createRecords, updateRecord, deleteRecord, listBases],
  pollingTriggers: [newRecord],
});

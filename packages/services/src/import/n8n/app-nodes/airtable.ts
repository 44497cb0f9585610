import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record, text } from '../table-helpers.js';
import { appRow, commaList, leftOutNote, listNote, locatorId, operations, paging } from './app-helpers.js';

// ---- Airtable (1.x: append, list, read, update, delete; 2.x: record create, search, get, update by id,
// deleteRecord, base getMany)

const baseFromUrl = (url: string) => /airtable\.com\/(app[0-9a-zA-Z]+)/.exec(url)?.[1];
const tableFromUrl = (url: string) => /airtable\.com\/[0-9a-zA-Z]{2,}\/(tbl[0-9a-zA-Z]+)/.exec(url)?.[1];

/** The base and table: `application` and `table` in 1.x, `base` and `table` in 2.x (locators or texts). */
function where(ctx: MappingContext, v2: boolean): Record<string, unknown> {
  return {
    baseId: locatorId(ctx, v2 ? ctx.params.base : ctx.params.application, baseFromUrl, 'base id'),
    table: locatorId(ctx, ctx.params.table, tableFromUrl, 'table id'),
  };
}

const recordId = (ctx: MappingContext) => ctx.value(ctx.params.id ?? '');

const typecast = (options: Record<string, unknown>) => (options.typecast === true ? { typecast: true } : {});

const outputNote = (ctx: MappingContext) =>
  ctx.needsHand(
    'parameter',
    "n8n flattened each record's fields next to its id; this step outputs Airtable's record (id, createdTime, fields): later steps read fields.<name>.",
  );

/** 2.x's column mapper: the values given column by column, or the whole input item. */
function mappedFields(ctx: MappingContext): unknown {
  const columns = record(ctx.params.columns);
  if (columns.mappingMode === 'autoMapInputData') {
    ctx.needsHand('parameter', 'Every field of the input item is written: the table needs a field for each.');
    return ctx.input;
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record(columns.value)))
    if (value !== null && value !== undefined) fields[name] = ctx.value(value);
  return fields;
}

/** 1.x's fields: the whole input item (Add All Fields), or the named fields of it. */
function itemFields(ctx: MappingContext, all: boolean): unknown {
  if (all) {
    ctx.needsHand('parameter', 'Every field of the input item is written: the table needs a field for each.');
    return ctx.input;
  }
  const fields: Record<string, unknown> = {};
  for (const name of list(ctx.params.fields))
    if (typeof name === 'string' && name !== '')
      fields[name] = ctx.value(`={{ $json[${JSON.stringify(name)}] }}`);
  return fields;
}

/** List and search: the formula, view, one sort and the output fields. */
function listRecords(ctx: MappingContext, options: Record<string, unknown>, v2: boolean): MappedStep {
  const formula = v2 ? ctx.params.filterByFormula : options.filterByFormula;
  const sorts = list(record(v2 ? ctx.params.sort : options.sort).property).map(record);
  if (sorts.length > 1) ctx.needsHand('parameter', 'Only the first sort rule is imported.');
  const [sort] = sorts;
  const fields = Array.isArray(options.fields) ? commaList(ctx, options.fields) : options.fields;
  const view = v2 ? record(options.view).value : options.view;
  leftOutNote(ctx, options, ['filterByFormula', 'sort', 'fields', 'view']);
  if (ctx.params.downloadAttachments === true || options.downloadFields)
    ctx.needsHand('parameter', 'Attachments are not downloaded: their links are in the records.');
  listNote(ctx, 'record');
  outputNote(ctx);
  return {
    serviceId: 'airtable.list_records',
    params: {
      ...where(ctx, v2),
      ...(formula ? { filterByFormula: ctx.value(formula) } : {}),
      ...(view ? { view: ctx.value(view) } : {}),
      ...(sort?.field
        ? { sortField: ctx.value(sort.field), sortDirection: text(sort.direction) ?? 'asc' }
        : {}),
      ...(fields ? { fields: ctx.value(fields) } : {}),
      // Both versions return every record unless told otherwise.
      ...(ctx.params.returnAll === false ? paging(ctx, 100) : { returnAll: true }),
    },
  };
}

const airtableV2 = operations('Airtable', ['record.read', 'base.getMany'], {
  'base.getMany': (ctx) => {
    listNote(ctx, 'base');
    return { serviceId: 'airtable.list_bases', params: {} };
  },
  'record.search': (ctx) => listRecords(ctx, record(ctx.params.options), true),
  'record.get': (ctx) => {
    outputNote(ctx);
    leftOutNote(ctx, record(ctx.params.options), []);
    return { serviceId: 'airtable.get_record', params: { ...where(ctx, true), recordId: recordId(ctx) } };
  },
  'record.deleteRecord': (ctx) => {
    leftOutNote(ctx, record(ctx.params.options), []);
    return {
      serviceId: 'airtable.delete_record',
      params: { ...where(ctx, true), recordId: recordId(ctx) },
    };
  },
  'record.create': (ctx) => {
    const options = record(ctx.params.options);
    const fields = mappedFields(ctx);
    leftOutNote(ctx, options, ['typecast']);
    outputNote(ctx);
    return {
      serviceId: 'airtable.create_records',
      params: { ...where(ctx, true), fields, ...typecast(options) },
    };
  },
  'record.update': (ctx) => {
    const options = record(ctx.params.options);
    const match = text(list(record(ctx.params.columns).matchingColumns)[0]);
    if (match !== 'id') return { unmapped: 'an Airtable update matched on a field other than the record id' };
    const fields = mappedFields(ctx);
    let id: unknown = ctx.value('={{ $json.id }}');
    let values = fields;
    if (typeof fields === 'object' && fields !== null) {
      const { id: given, ...rest } = record(fields);
      id = given ?? '';
      values = rest;
    }
    leftOutNote(ctx, options, ['typecast']);
    outputNote(ctx);
    return {
      serviceId: 'airtable.update_record',
      params: { ...where(ctx, true), recordId: id, fields: values, ...typecast(options) },
    };
  },
});

function airtableV1(ctx: MappingContext): MappedStep | { unmapped: string } {
  const p = ctx.params;
  const operation = text(p.operation) ?? 'read';
  const options = record(p.options);
  if (operation === 'list') return listRecords(ctx, record(p.additionalOptions), false);
  if (operation === 'read' || operation === 'delete') {
    if (operation === 'read') outputNote(ctx);
    return {
      serviceId: operation === 'read' ? 'airtable.get_record' : 'airtable.delete_record',
      params: { ...where(ctx, false), recordId: recordId(ctx) },
    };
  }
  if (operation === 'append' || operation === 'update') {
    const all = (operation === 'append' ? p.addAllFields : p.updateAllFields) !== false;
    const fields = itemFields(ctx, all);
    leftOutNote(ctx, options, ['typecast', 'bulkSize']);
    outputNote(ctx);
    return operation === 'append'
      ? {
          serviceId: 'airtable.create_records',
          params: { ...where(ctx, false), fields, ...typecast(options) },
        }
      : {
          serviceId: 'airtable.update_record',
          params: {
            ...where(ctx, false),
            recordId: recordId(ctx),
            fields,
            ...typecast(options),
          },
        };
  }
  return { unmapped: `the Airtable "${operation}" operation` };
}

export const airtable = appRow('n8n-nodes-base.airtable', 'airtable.create_records', (ctx) =>
  (ctx.node.typeVersion ?? 1) >= 2 ? airtableV2(ctx) : airtableV1(ctx),
);

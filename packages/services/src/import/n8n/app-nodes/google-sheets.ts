import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record, text } from '../table-helpers.js';
import { appRow, listNote, locator, locatorId, operations, sinceVersion } from './app-helpers.js';

// ---- Google Sheets (3.x–4.x: append, update, read)

const spreadsheetFromUrl = (url: string) => /\/d\/([0-9a-zA-Z_-]+)/.exec(url)?.[1];

/** The tab's name: n8n picks a tab by its id (gid) and keeps its name beside it, our step takes the name. */
function sheetTab(ctx: MappingContext): unknown {
  const loc = locator(ctx.params.sheetName);
  if (loc.mode === undefined || loc.mode === 'name') return ctx.value(loc.value ?? '');
  if (loc.name) return loc.name;
  ctx.needsHand('parameter', `n8n chose the sheet by its id (${String(loc.value)}): enter the tab's name.`);
  return '';
}

/** The values n8n wrote into a row: mapped column by column, or the whole input item (auto-map). */
function sheetValues(ctx: MappingContext): { auto: boolean; values: Record<string, unknown> } | undefined {
  const p = ctx.params;
  if ((ctx.node.typeVersion ?? 3) >= 4) {
    const columns = record(p.columns);
    if (columns.mappingMode === 'autoMapInputData') return { auto: true, values: {} };
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(record(columns.value)))
      if (value !== null && value !== undefined) values[name] = ctx.value(value);
    return { auto: false, values };
  }
  const mode = text(p.dataMode) ?? 'defineBelow';
  if (mode === 'nothing') return undefined;
  if (mode === 'autoMapInputData') return { auto: true, values: {} };
  const values: Record<string, unknown> = {};
  for (const field of list(record(p.fieldsUi).fieldValues)) {
    const { fieldId, fieldValue } = record(field);
    if (typeof fieldId === 'string' && fieldId !== '') values[fieldId] = ctx.value(fieldValue ?? '');
  }
  for (const field of list(record(p.fieldsUi).values)) {
    const f = record(field);
    const name = f.column === 'newColumn' ? text(f.columnName) : text(f.column);
    if (name) values[name] = ctx.value(f.fieldValue ?? '');
  }
  return { auto: false, values };
}

const sheetAutoMapNote = (ctx: MappingContext) =>
  ctx.needsHand(
    'parameter',
    'Every field of the input item goes into the row: the sheet needs a column for each (n8n could add or skip the others).',
  );
const sheetOutputNote = (ctx: MappingContext) =>
  ctx.needsHand(
    'parameter',
    "n8n passed the row on; this step outputs where it wrote (updatedRange): later steps reading the row's fields need the step before.",
  );

function sheetUpdate(ctx: MappingContext, where: Record<string, unknown>): MappedStep | { unmapped: string } {
  const p = ctx.params;
  const v4 = (ctx.node.typeVersion ?? 3) >= 4;
  const column = v4 ? text(list(record(p.columns).matchingColumns)[0]) : text(p.columnToMatchOn);
  const written = sheetValues(ctx);
  if (!column || !written) return { unmapped: 'a Google Sheets update without a column to match on' };
  sheetOutputNote(ctx);
  // n8n's row_number is our rows' _row.
  const match = column === 'row_number' ? '_row' : column;
  if (written.auto) {
    sheetAutoMapNote(ctx);
    return {
      serviceId: 'google-sheets.update_row',
      params: {
        ...where,
        column: match,
        value: ctx.value(`={{ $json[${JSON.stringify(column)}] }}`),
        row: ctx.input,
      },
    };
  }
  const { [column]: matched, row_number: _rowNumber, ...row } = written.values;
  return {
    serviceId: 'google-sheets.update_row',
    params: {
      ...where,
      column: match,
      value: v4 ? (matched ?? '') : ctx.value(p.valueToMatchOn ?? ''),
      row,
    },
  };
}

function sheetRead(ctx: MappingContext, where: Record<string, unknown>): MappedStep | { unmapped: string } {
  const filters = list(record(ctx.params.filtersUI).values).map(record);
  const options = record(ctx.params.options);
  if (options.dataLocationOnSheet)
    ctx.needsHand('parameter', 'The range to read is not imported: the whole tab is read.');
  listNote(ctx, 'row');
  if (filters.length === 0) return { serviceId: 'google-sheets.read_rows', params: where };
  if (filters.length > 1) return { unmapped: 'a Google Sheets read with several filters' };
  const version = ctx.node.typeVersion ?? 3;
  const firstOnly =
    version >= 4.5 ? options.returnFirstMatch === true : options.returnAllMatches !== 'returnAllMatches';
  if (firstOnly)
    ctx.needsHand('parameter', 'n8n returned only the first matching row; this step returns every match.');
  const [filter] = filters;
  return {
    serviceId: 'google-sheets.lookup_rows',
    params: {
      ...where,
      column: ctx.value(filter?.lookupColumn ?? ''),
      value: ctx.value(filter?.lookupValue ?? ''),
    },
  };
}

/** The spreadsheet and the sheet in it, as every sheet step takes them. */
const where = (ctx: MappingContext) => ({
  spreadsheetId: locatorId(ctx, ctx.params.documentId, spreadsheetFromUrl, 'spreadsheet id'),
  sheet: sheetTab(ctx),
});

export const googleSheets = appRow(
  'n8n-nodes-base.googleSheets',
  'google-sheets.append_row',
  sinceVersion(
    'Google Sheets',
    3,
    operations('Google Sheets', ['sheet.read', 'spreadsheet.create'], {
      'sheet.append': (ctx) => {
        const at = where(ctx);
        const written = sheetValues(ctx);
        if (!written) return { unmapped: 'a Google Sheets append that sends nothing' };
        if (written.auto) sheetAutoMapNote(ctx);
        sheetOutputNote(ctx);
        return {
          serviceId: 'google-sheets.append_row',
          params: { ...at, row: written.auto ? ctx.input : written.values },
        };
      },
      'sheet.update': (ctx) => sheetUpdate(ctx, where(ctx)),
      'sheet.read': (ctx) => sheetRead(ctx, where(ctx)),
    }),
  ),
);

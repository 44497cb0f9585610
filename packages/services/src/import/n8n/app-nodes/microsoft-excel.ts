import type { MappedStep, MappingContext } from '../mapping-types.js';
import { jsonParam, list, record, text } from '../table-helpers.js';
import { appRow, leftOutNote, listNote, locator, operations, sinceVersion } from './app-helpers.js';

// ---- Microsoft Excel 365 (2.x: worksheet readRows, getAll; table append)

/** Workbook, worksheet and table locators: our steps take the ids n8n keeps (a sheet's or table's too). */
const id = (ctx: MappingContext, value: unknown) => ctx.value(locator(value).value ?? '');

function readRows(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const options = record(p.options);
  const raw = options.rawData === true;
  if (p.useRange === true && ((p.keyRow ?? 0) !== 0 || (p.dataStartRow ?? 1) !== 1))
    ctx.needsHand(
      'parameter',
      "n8n's header row and first data row are not imported: the range's first row names the columns.",
    );
  ctx.needsHand(
    'parameter',
    raw
      ? "n8n put the cells in one field; this step outputs the range's values (rows of cells)."
      : 'n8n ran the next nodes once per row; here they are this step\'s "rows" list (go through them with a Loop step).',
  );
  leftOutNote(ctx, options, ['rawData', 'dataProperty', 'fields']);
  return {
    serviceId: 'microsoft-excel.read_range',
    params: {
      itemId: id(ctx, p.workbook),
      worksheet: id(ctx, p.worksheet),
      ...(p.useRange === true && p.range ? { address: ctx.value(p.range) } : {}),
      ...(raw ? {} : { firstRowIsHeader: true }),
    },
  };
}

/** Table append: the rows as objects by column name (n8n matched them to the table's columns too). */
function appendRows(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const mode = text(p.dataMode) ?? 'define';
  let rows: unknown;
  if (mode === 'raw') rows = jsonParam(ctx, p.data ?? '[]');
  else if (mode === 'autoMap') {
    ctx.needsHand(
      'parameter',
      "The input item is the row: its fields are matched to the table's columns by name.",
    );
    rows = `{{ [${ctx.input.slice(3, -3)}] }}`;
  } else {
    const row: Record<string, unknown> = {};
    for (const field of list(record(p.fieldsUi).values).map(record))
      if (typeof field.column === 'string' && field.column !== '')
        row[field.column] = ctx.value(field.fieldValue ?? '');
    rows = [row];
  }
  leftOutNote(ctx, record(p.options), ['rawData', 'dataProperty']);
  return {
    serviceId: 'microsoft-excel.append_rows',
    params: { itemId: id(ctx, p.workbook), table: id(ctx, p.table), rows },
  };
}

const excelOperations = operations(
  'Microsoft Excel',
  ['workbook.getAll', 'worksheet.getAll', 'table.append'],
  {
    'worksheet.readRows': readRows,
    'worksheet.getAll': (ctx) => {
      listNote(ctx, 'sheet');
      return {
        serviceId: 'microsoft-excel.list_worksheets',
        params: { itemId: id(ctx, ctx.params.workbook) },
      };
    },
    'table.append': appendRows,
  },
);

export const microsoftExcel = appRow(
  'n8n-nodes-base.microsoftExcel',
  'microsoft-excel.append_rows',
  sinceVersion('Microsoft Excel', 2, excelOperations),
);

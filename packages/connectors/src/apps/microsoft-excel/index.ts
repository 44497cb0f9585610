import { prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation } from '../../kit/app.js';
import {
  GRAPH_BASE_URL,
  graphAuth,
  graphErrorMessage,
  graphPages,
  odataString,
} from '../microsoft-graph/graph.js';

/**
 * Excel workbooks in OneDrive or SharePoint on Microsoft Graph
 * (https://learn.microsoft.com/en-us/graph/api/resources/excel): a workbook by its drive item id
 * (`/me/drive/items/{id}/workbook`), worksheets by name or id, ranges by A1 address
 * (`range(address='A1:B2')`, an OData function call in the path) or the used range, values as rows of
 * cells, rows appended at the end of a table. Without a workbook session every change is saved at once.
 */

const str = { type: 'string' };
const cellsSchema = { type: 'array', items: { type: 'array', items: {} } };

const itemId = prop.string({
  label: 'Workbook (item ID)',
  required: true,
  help: 'The .xlsx file’s drive item id (OneDrive’s List folder or Get item gives it)',
});
const worksheet = prop.string({
  label: 'Worksheet',
  required: true,
  default: 'Sheet1',
  help: 'The worksheet’s name (its tab) or id',
});

const workbookPath = (id: string) => `/me/drive/items/${encodeURIComponent(id)}/workbook`;
const worksheetPath = (id: string, sheet: string) =>
  `${workbookPath(id)}/worksheets/${encodeURIComponent(sheet)}`;

/** An A1 address within a worksheet (`A1`, `B2:D10`, `A:C`, `1:3`), checked before it goes into a path. */
const A1 = /^\$?[A-Za-z]{0,3}\$?\d*(?::\$?[A-Za-z]{0,3}\$?\d*)?$/;
function checkedAddress(address: string, nodeId: string): string {
  const text = address.trim();
  if (text === '' || !A1.test(text) || !/[A-Za-z0-9]/.test(text)) {
    throw new UserError(`"${address}" is not an A1 address such as A1:C10`, {
      code: 'INVALID_PARAMS',
      nodeId,
    });
  }
  return text;
}

const Range = z.object({
  address: z.string().optional(),
  rowCount: z.number().optional(),
  columnCount: z.number().optional(),
  values: z.array(z.array(z.unknown())).optional(),
  text: z.array(z.array(z.unknown())).optional(),
});

/** A workbookRange as our outputs give it; with a header row, the rows as objects keyed by it too. */
export function simpleRange(body: unknown, firstRowIsHeader = false) {
  const range = Range.parse(body);
  const values = range.values ?? [];
  const [header = [], ...rest] = values;
  return {
    address: range.address ?? '',
    rowCount: range.rowCount ?? values.length,
    columnCount: range.columnCount ?? values[0]?.length ?? 0,
    values,
    text: range.text ?? [],
    ...(firstRowIsHeader
      ? {
          rows: rest.map((cells) =>
            Object.fromEntries(
              header.map((name, c) => [String(name), cells[c] ?? '']).filter(([name]) => name !== ''),
            ),
          ),
        }
      : {}),
  };
}
const rangeSchema = {
  type: 'object',
  properties: {
    address: str,
    rowCount: { type: 'number' },
    columnCount: { type: 'number' },
    values: cellsSchema,
    text: cellsSchema,
    rows: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
};

const listWorksheets = defineOperation({
  id: 'list_worksheets',
  name: 'List worksheets',
  description:
    'Lists the worksheets (tabs) of an Excel workbook stored in OneDrive or SharePoint; returns each worksheet’s id, name, position and visibility.',
  idempotent: true,
  props: { itemId },
  request: { method: 'GET', path: '/me/drive/items/{itemId}/workbook/worksheets' },
  pagination: graphPages({ top: false }),
  output: (sheet) => {
    const s = z
      .object({
        id: z.string(),
        name: z.string(),
        position: z.number().optional(),
        visibility: z.string().optional(),
      })
      .parse(sheet);
    return { id: s.id, name: s.name, position: s.position ?? 0, visibility: s.visibility ?? '' };
  },
  outputSchema: {
    items: {
      type: 'object',
      properties: { id: str, name: str, position: { type: 'number' }, visibility: str },
    },
  },
});

const listTables = defineOperation({
  id: 'list_tables',
  name: 'List tables',
  description:
    'Lists the tables of an Excel workbook (the named tables rows can be appended to); returns each table’s id, name and whether it shows a header row.',
  idempotent: true,
  props: { itemId },
  request: { method: 'GET', path: '/me/drive/items/{itemId}/workbook/tables' },
  pagination: graphPages({ top: false }),
  output: (table) => {
    const t = z
      .object({ id: z.string(), name: z.string(), showHeaders: z.boolean().optional() })
      .parse(table);
    return { id: t.id, name: t.name, showHeaders: t.showHeaders ?? true };
  },
  outputSchema: {
    items: { type: 'object', properties: { id: str, name: str, showHeaders: { type: 'boolean' } } },
  },
});

const readRange = defineOperation({
  id: 'read_range',
  name: 'Read range',
  description:
    'Reads the cell values of an Excel worksheet range by A1 address (e.g. A1:D20), or of the whole used range when no address is given; returns the values and displayed text as rows of cells, and with a header row the rows as objects.',
  idempotent: true,
  props: {
    itemId,
    worksheet,
    address: prop.string({
      label: 'Range',
      placeholder: 'A1:D20',
      help: 'Empty: every used cell of the worksheet',
    }),
    firstRowIsHeader: prop.boolean({
      label: 'First row names the columns',
      default: false,
      help: 'Also give the rows below it as objects keyed by those names',
    }),
  },
  outputSchema: rangeSchema,
  run: async ({ params, request, step }) => {
    const sheet = worksheetPath(params.itemId, params.worksheet);
    const path = params.address?.trim()
      ? `${sheet}/range(address=${odataString(checkedAddress(params.address, step.node.id))})`
      : `${sheet}/usedRange(valuesOnly=true)`;
    const response = await request({ method: 'GET', path });
    return simpleRange(response.body, params.firstRowIsHeader);
  },
});

const Columns = z.object({ value: z.array(z.object({ name: z.string() })) });

const rowsProp = prop.json({
  label: 'Rows',
  required: true,
  help: 'Rows as lists of cells, e.g. [["Ada", 36]], or objects keyed by the table’s column names, e.g. [{"Name": "Ada", "Age": 36}]',
  schema: z.union([
    z.array(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
    z.record(z.string(), z.unknown()),
  ]),
});

const cell = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : value;

const appendRows = defineOperation({
  id: 'append_rows',
  name: 'Append rows to table',
  description:
    'Adds rows at the end of a table in an Excel workbook, given as lists of cells or as objects keyed by the table’s column names; returns the first new row’s index and the values added.',
  idempotent: false,
  props: {
    itemId,
    table: prop.string({
      label: 'Table',
      required: true,
      placeholder: 'Table1',
      help: 'The table’s name or id',
    }),
    rows: rowsProp,
  },
  outputSchema: {
    type: 'object',
    properties: { index: { type: 'number' }, values: cellsSchema, rowsAdded: { type: 'number' } },
  },
  run: async ({ params, request, step }) => {
    const tablePath = `${workbookPath(params.itemId)}/tables/${encodeURIComponent(params.table)}`;
    const rows = Array.isArray(params.rows) ? params.rows : [params.rows];
    if (rows.length === 0) {
      throw new UserError('Give at least one row', { code: 'INVALID_PARAMS', nodeId: step.node.id });
    }
    let names: string[] | undefined;
    const values: unknown[][] = [];
    for (const row of rows) {
      if (Array.isArray(row)) {
        values.push(row.map(cell));
        continue;
      }
      names ??= Columns.parse(
        (await request({ method: 'GET', path: `${tablePath}/columns`, query: { $select: 'name' } })).body,
      ).value.map((c) => c.name);
      const known = names;
      const unknown = Object.keys(row).filter((key) => !known.includes(key));
      if (unknown.length > 0) {
        throw new UserError(
          `The table has no column ${unknown.map((k) => `"${k}"`).join(', ')}; its columns: ${known.join(', ')}`,
          { code: 'INVALID_PARAMS', nodeId: step.node.id },
        );
      }
      values.push(known.map((name) => cell(row[name])));
    }
    const added = await request({
      method: 'POST',
      path: `${tablePath}/rows`,
      body: { type: 'json', data: { values } },
    });
    const body = z
      .object({ index: z.number().nullish(), values: z.array(z.array(z.unknown())).optional() })
      .parse(added.body);
    return { index: body.index ?? -1, values: body.values ?? values, rowsAdded: values.length };
  },
});

const updateRange = defineOperation({
  id: 'update_range',
  name: 'Update range',
  description:
    'Writes values into an Excel worksheet range by A1 address (e.g. A2:C3), as rows of cells that match the range’s size; returns the range’s address and its values after the change.',
  idempotent: true,
  props: {
    itemId,
    worksheet,
    address: prop.string({ label: 'Range', required: true, placeholder: 'A2:C3' }),
    values: prop.json({
      label: 'Values',
      required: true,
      help: 'Rows of cells, as many as the range has rows and columns, e.g. [["Ada", 36], ["Alan", 41]]; a cell starting with = is a formula',
      schema: z.array(z.array(z.unknown())),
    }),
  },
  outputSchema: rangeSchema,
  run: async ({ params, request, step }) => {
    const address = checkedAddress(params.address, step.node.id);
    const response = await request({
      method: 'PATCH',
      path: `${worksheetPath(params.itemId, params.worksheet)}/range(address=${odataString(address)})`,
      body: { type: 'json', data: { values: params.values.map((row) => row.map(cell)) } },
    });
    return simpleRange(response.body);
  },
});

export const microsoftExcel = defineApp({
  id: 'microsoft-excel',
  name: 'Microsoft Excel 365',
  // Simple Icons dropped Microsoft's logos at Microsoft's request: a Material icon the web draws.
  icon: 'table_chart',
  description: 'Read and write Excel workbook ranges, append rows to tables, list worksheets and tables.',
  baseUrl: GRAPH_BASE_URL,
  auth: graphAuth,
  errorMessage: graphErrorMessage,
  operations: [listWorksheets, listTables, readRange, appendRows, updateRange],
});

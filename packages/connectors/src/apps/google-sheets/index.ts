import { prop, UserError } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { googleErrorMessage } from '../google/error-message.js';

/**
 * Google Sheets API v4 (https://developers.google.com/sheets/api/reference/rest): an OAuth2 token of the
 * Google authorization (scope spreadsheets), values read and written as rows of cells by A1 range,
 * errors as `{ error: { code, message, status } }`. The first row of a sheet names its columns: rows
 * come out as objects keyed by those names, and go in the same way.
 */

const spreadsheetId = prop.string({
  label: 'Spreadsheet ID',
  required: true,
  help: 'The long id in the spreadsheet’s URL: docs.google.com/spreadsheets/d/<id>/edit',
  // Drive lists the spreadsheets (the Sheets API cannot); both take the Google authorization.
  optionsFrom: { loader: 'google-drive.spreadsheets' },
});
const sheet = prop.string({
  label: 'Sheet',
  required: true,
  default: 'Sheet1',
  help: 'The tab’s name',
  optionsFrom: { loader: 'google-sheets.tabs', dependsOn: ['spreadsheetId'] },
});

const Values = z.object({ values: z.array(z.array(z.unknown())).optional() });

/** A sheet's values as objects keyed by the header row, each with its row number (`_row`, 1-based). */
export function rowsOf(body: unknown): Record<string, unknown>[] {
  const [header = [], ...rows] = Values.parse(body).values ?? [];
  const names = header.map(String);
  return rows.map((cells, i) => {
    const row: Record<string, unknown> = { _row: i + 2 };
    names.forEach((name, c) => {
      if (name !== '') row[name] = cells[c] ?? '';
    });
    return row;
  });
}

/** An object's values in the header's column order (unknown keys refused, so nothing is lost silently). */
function cellsOf(header: string[], row: Record<string, unknown>, nodeId: string): unknown[] {
  const unknown = Object.keys(row).filter((key) => key !== '_row' && !header.includes(key));
  if (unknown.length > 0) {
    throw new UserError(
      `The sheet has no column ${unknown.map((k) => `"${k}"`).join(', ')}; its columns: ${header.join(', ')}`,
      {
        code: 'INVALID_PARAMS',
        nodeId,
      },
    );
  }
  return header.map((name) => {
    const value = row[name];
    return value === undefined || value === null
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : value;
  });
}

const rowProp = prop.json({
  label: 'Row',
  required: true,
  help: 'An object keyed by column names (the header row), e.g. {"Name": "Ada", "Email": "ada@example.com"}',
  schema: z.record(z.string(), z.unknown()),
});

const rowsSchema = {
  items: { type: 'object', properties: { _row: { type: 'number' } }, additionalProperties: true },
};

const range = (sheetName: string, a1?: string) => `'${sheetName.replace(/'/g, "''")}'${a1 ? `!${a1}` : ''}`;
const valuesPath = (id: string, a1Range: string) =>
  `/spreadsheets/${encodeURIComponent(id)}/values/${encodeURIComponent(a1Range)}`;

const readRows = defineOperation({
  id: 'read_rows',
  name: 'Read rows',
  description:
    'Reads every row of a Google Sheets tab as objects keyed by the header row (with _row, the row number).',
  idempotent: true,
  props: { spreadsheetId, sheet },
  request: { method: 'GET', path: '/spreadsheets/{spreadsheetId}/values/{sheet}' },
  output: (body) => {
    const rows = rowsOf(body);
    return { items: rows, count: rows.length };
  },
  outputSchema: {
    type: 'object',
    properties: { items: { type: 'array', ...rowsSchema }, count: { type: 'number' } },
  },
});

const lookUp = defineOperation({
  id: 'lookup_rows',
  name: 'Look up rows',
  description:
    'Finds the rows of a Google Sheets tab whose column equals a value (compared as text) and returns them as objects.',
  idempotent: true,
  props: {
    spreadsheetId,
    sheet,
    column: prop.string({ label: 'Column', required: true, help: 'A name of the header row' }),
    value: prop.string({ label: 'Value', required: true, schema: z.coerce.string() }),
  },
  request: { method: 'GET', path: '/spreadsheets/{spreadsheetId}/values/{sheet}' },
  output: (body, p) => {
    const rows = rowsOf(body).filter((row) => String(row[p.column] ?? '') === p.value);
    return { items: rows, count: rows.length };
  },
  outputSchema: {
    type: 'object',
    properties: { items: { type: 'array', ...rowsSchema }, count: { type: 'number' } },
  },
});

const Header = z.object({ values: z.array(z.array(z.unknown())).optional() });

const appendRow = defineOperation({
  id: 'append_row',
  name: 'Append row',
  description:
    'Adds a row at the end of a Google Sheets tab from an object keyed by column names; returns the range written.',
  idempotent: false,
  props: { spreadsheetId, sheet, row: rowProp },
  outputSchema: {
    type: 'object',
    properties: { updatedRange: { type: 'string' }, updatedRows: { type: 'number' } },
  },
  run: async ({ params, request, step }) => {
    const header = (
      Header.parse(
        (await request({ method: 'GET', path: valuesPath(params.spreadsheetId, range(params.sheet, '1:1')) }))
          .body,
      ).values?.[0] ?? []
    ).map(String);
    const appended = await request({
      method: 'POST',
      path: `${valuesPath(params.spreadsheetId, range(params.sheet))}:append`,
      query: { valueInputOption: 'USER_ENTERED', insertDataOption: 'INSERT_ROWS' },
      body: { type: 'json', data: { values: [cellsOf(header, params.row, step.node.id)] } },
    });
    const updates = z
      .object({ updates: z.object({ updatedRange: z.string(), updatedRows: z.number() }) })
      .parse(appended.body).updates;
    return updates;
  },
});

const updateRow = defineOperation({
  id: 'update_row',
  name: 'Update row',
  description:
    'Changes the first row of a Google Sheets tab whose column equals a value, setting the given columns and keeping the others; fails when no row matches.',
  idempotent: true,
  props: {
    spreadsheetId,
    sheet,
    column: prop.string({ label: 'Match on column', required: true }),
    value: prop.string({ label: 'Value to match', required: true, schema: z.coerce.string() }),
    row: rowProp,
  },
  outputSchema: {
    type: 'object',
    properties: { _row: { type: 'number' }, updatedRange: { type: 'string' } },
  },
  run: async ({ params, request, step }) => {
    const all = (
      await request({ method: 'GET', path: valuesPath(params.spreadsheetId, range(params.sheet)) })
    ).body;
    const header = (Values.parse(all).values?.[0] ?? []).map(String);
    const match = rowsOf(all).find((row) => String(row[params.column] ?? '') === params.value);
    if (!match) {
      throw new UserError(`No row of "${params.sheet}" has ${params.column} = ${params.value}`, {
        code: 'NOT_FOUND',
        nodeId: step.node.id,
      });
    }
    const merged = { ...match, ...params.row };
    const rowNumber = Number(match._row);
    const written = await request({
      method: 'PUT',
      path: valuesPath(params.spreadsheetId, range(params.sheet, `${rowNumber}:${rowNumber}`)),
      query: { valueInputOption: 'USER_ENTERED' },
      body: { type: 'json', data: { values: [cellsOf(header, merged, step.node.id)] } },
    });
    const updatedRange = z.object({ updatedRange: z.string() }).parse(written.body).updatedRange;
    return { _row: rowNumber, updatedRange };
  },
});

const newRow = definePollingTrigger({
  id: 'new_row',
  name: 'New row',
  description:
    'Starts the workflow with the rows added at the end of a Google Sheets tab since the last check.',
  props: { spreadsheetId, sheet },
  request: (p) => ({ path: valuesPath(p.spreadsheetId, range(p.sheet)) }),
  items: rowsOf,
  itemId: (item) => String((item as { _row?: unknown })._row),
  // Row numbers grow as rows are appended; padded, they sort as text.
  itemTime: (item) => String((item as { _row?: unknown })._row).padStart(10, '0'),
  outputSchema: rowsSchema,
});

export const googleSheets = defineApp({
  id: 'google-sheets',
  name: 'Google Sheets',
  icon: 'si:googlesheets',
  description: 'Read, look up, append and update rows; react to new rows.',
  baseUrl: 'https://sheets.googleapis.com/v4',
  auth: { templates: ['google'], kinds: ['oauth2'] },
  errorMessage: googleErrorMessage,
  operations: [appendRow, updateRow, lookUp, readRows],
  pollingTriggers: [newRow],
  optionLoaders: [
    {
      id: 'tabs',
      request: (params) => ({
        path: `/spreadsheets/${encodeURIComponent(String(params.spreadsheetId ?? ''))}`,
        query: { fields: 'sheets.properties(title)' },
      }),
      items: (body) => z.object({ sheets: z.array(z.unknown()) }).safeParse(body).data?.sheets ?? [],
      option: (item) => {
        const title = z.object({ properties: z.object({ title: z.string() }) }).safeParse(item).data
          ?.properties.title;
        return title === undefined ? undefined : { value: title, label: title };
      },
    },
  ],
});

import type { FakeAnswer, FakeRequest } from '../../testing/fake-server.js';
import { GraphFake } from '../microsoft-graph/fake-server.js';

type Routed = FakeRequest & { params: Record<string, string> };

/**
 * Excel workbooks on Microsoft Graph as our operations use it, by drive item id
 * (`/me/drive/items/{id}/workbook`): worksheets by name or id, `range(address='…')` (GET, and PATCH with
 * `values` of the range's exact size: 400 `InvalidArgument` otherwise), `usedRange` (with
 * `valuesOnly=true`), tables with their columns and `POST …/rows` (`{ values }`, 201 with the first new
 * row's index), Excel's 404 `ItemNotFound` for a worksheet or table that is not there. A table keeps its
 * own rows here (apart from the sheet's cells).
 */
export interface FakeWorksheet {
  id: string;
  name: string;
  /** Row-major cells from A1; a formula cell (`=…`) keeps its text. */
  cells: unknown[][];
}
export interface FakeTable {
  id: string;
  name: string;
  columns: string[];
  rows: unknown[][];
}
export interface FakeWorkbook {
  sheets: FakeWorksheet[];
  tables: FakeTable[];
}

const columnNumber = (letters: string) =>
  [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
const columnLetters = (n: number): string =>
  n <= 0 ? '' : columnLetters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

/** `B2:D4` or `C3` as 1-based corners; undefined when not an address of cells. */
export function parseA1(
  address: string,
): { top: number; left: number; bottom: number; right: number } | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/i.exec(address.trim());
  if (!match) return undefined;
  const [, c1 = '', r1 = '', c2 = c1, r2 = r1] = match;
  const top = Number(r1);
  const bottom = Number(r2);
  const left = columnNumber(c1);
  const right = columnNumber(c2);
  if (top < 1 || bottom < top || right < left) return undefined;
  return { top, left, bottom, right };
}

export class ExcelFake extends GraphFake {
  readonly workbooks = new Map<string, FakeWorkbook>();

  addWorkbook(
    itemId: string,
    sheets: Record<string, unknown[][]>,
    tables: Omit<FakeTable, 'id'>[] = [],
  ): FakeWorkbook {
    const workbook: FakeWorkbook = {
      sheets: Object.entries(sheets).map(([name, cells], i) => ({ id: `{0000000${i}-SHEET}`, name, cells })),
      tables: tables.map((t, i) => ({ ...t, id: `{0000000${i}-TABLE}` })),
    };
    this.workbooks.set(itemId, workbook);
    return workbook;
  }

  private excelNotFound(): FakeAnswer {
    return this.error(404, 'ItemNotFound', "The requested resource doesn't exist.");
  }

  private invalid(): FakeAnswer {
    return this.error(
      400,
      'InvalidArgument',
      'The argument is invalid or missing or has an incorrect format.',
    );
  }

  private rangeBody(
    sheet: FakeWorksheet,
    area: { top: number; left: number; bottom: number; right: number },
  ) {
    const values: unknown[][] = [];
    for (let r = area.top; r <= area.bottom; r += 1) {
      const row: unknown[] = [];
      for (let c = area.left; c <= area.right; c += 1) {
        const value = sheet.cells[r - 1]?.[c - 1];
        row.push(
          value === undefined || value === null
            ? ''
            : typeof value === 'string' && value.startsWith('=')
              ? 0
              : value,
        );
      }
      values.push(row);
    }
    const a1 = `${columnLetters(area.left)}${area.top}`;
    const b2 = `${columnLetters(area.right)}${area.bottom}`;
    return {
      '@odata.type': '#microsoft.graph.workbookRange',
      address: `${sheet.name}!${a1 === b2 ? a1 : `${a1}:${b2}`}`,
      addressLocal: `${sheet.name}!${a1 === b2 ? a1 : `${a1}:${b2}`}`,
      rowCount: values.length,
      columnCount: values[0]?.length ?? 0,
      rowIndex: area.top - 1,
      columnIndex: area.left - 1,
      values,
      text: values.map((row) => row.map(String)),
      formulas: values,
      numberFormat: values.map((row) => row.map(() => 'General')),
    };
  }

  private usedArea(sheet: FakeWorksheet) {
    let area: { top: number; left: number; bottom: number; right: number } | undefined;
    sheet.cells.forEach((row, r) => {
      row.forEach((value, c) => {
        if (value === '' || value === undefined || value === null) return;
        area = area
          ? {
              top: Math.min(area.top, r + 1),
              left: Math.min(area.left, c + 1),
              bottom: Math.max(area.bottom, r + 1),
              right: Math.max(area.right, c + 1),
            }
          : { top: r + 1, left: c + 1, bottom: r + 1, right: c + 1 };
      });
    });
    // A blank worksheet's used range is its top left cell.
    return area ?? { top: 1, left: 1, bottom: 1, right: 1 };
  }

  /** `range(address='A1:B2')`, `usedRange` or `usedRange(valuesOnly=true)` on a worksheet. */
  private sheetFunction(r: Routed, patch: boolean): FakeAnswer {
    const workbook = this.workbooks.get(r.params.id ?? '');
    if (!workbook) return this.notFound();
    const sheet = workbook.sheets.find((s) => s.name === r.params.sheet || s.id === r.params.sheet);
    if (!sheet) return this.excelNotFound();
    const fn = r.params.fn ?? '';
    const range = /^range\(address='((?:[^']|'')*)'\)$/.exec(fn);
    if (!range) {
      if (patch || !/^usedRange(\(valuesOnly=(true|false)\))?$/.test(fn)) return this.excelNotFound();
      return { body: this.rangeBody(sheet, this.usedArea(sheet)) };
    }
    const area = parseA1((range[1] ?? '').replace(/''/g, "'"));
    if (!area) return this.invalid();
    if (!patch) return { body: this.rangeBody(sheet, area) };
    const { values } = (r.body ?? {}) as { values?: unknown };
    const rows = area.bottom - area.top + 1;
    const columns = area.right - area.left + 1;
    if (
      !Array.isArray(values) ||
      values.length !== rows ||
      values.some((row) => !Array.isArray(row) || row.length !== columns)
    ) {
      return this.invalid();
    }
    (values as unknown[][]).forEach((row, i) => {
      const at = area.top - 1 + i;
      while (sheet.cells.length <= at) sheet.cells.push([]);
      const target = sheet.cells[at] as unknown[];
      row.forEach((value, j) => {
        target[area.left - 1 + j] = value;
      });
    });
    return { body: this.rangeBody(sheet, area) };
  }

  protected override routes(): void {
    const workbookOf = (r: Routed) => this.workbooks.get(r.params.id ?? '');
    const tableOf = (r: Routed) =>
      workbookOf(r)?.tables.find((t) => t.name === r.params.table || t.id === r.params.table);
    this.route('GET', '/me/drive/items/:id/workbook/worksheets', (r) => {
      const workbook = workbookOf(r);
      if (!workbook) return this.notFound();
      return this.page(
        r,
        workbook.sheets.map((s, position) => ({ id: s.id, name: s.name, position, visibility: 'Visible' })),
        { defaultTop: 1000, maxTop: 1000 },
      );
    });
    this.route('GET', '/me/drive/items/:id/workbook/worksheets/:sheet/:fn', (r) =>
      this.sheetFunction(r, false),
    );
    this.route('PATCH', '/me/drive/items/:id/workbook/worksheets/:sheet/:fn', (r) =>
      this.sheetFunction(r, true),
    );
    this.route('GET', '/me/drive/items/:id/workbook/tables', (r) => {
      const workbook = workbookOf(r);
      if (!workbook) return this.notFound();
      return this.page(
        r,
        workbook.tables.map((t) => ({
          id: t.id,
          name: t.name,
          showHeaders: true,
          showTotals: false,
          style: 'TableStyleMedium2',
        })),
        { defaultTop: 1000, maxTop: 1000 },
      );
    });
    this.route('GET', '/me/drive/items/:id/workbook/tables/:table/columns', (r) => {
      if (!workbookOf(r)) return this.notFound();
      const table = tableOf(r);
      if (!table) return this.excelNotFound();
      return this.page(
        r,
        table.columns.map((name, index) => ({ id: String(index + 1), index, name })),
        { defaultTop: 1000, maxTop: 1000 },
      );
    });
    this.route('POST', '/me/drive/items/:id/workbook/tables/:table/rows', (r) => {
      if (!workbookOf(r)) return this.notFound();
      const table = tableOf(r);
      if (!table) return this.excelNotFound();
      const { values } = (r.body ?? {}) as { values?: unknown };
      if (
        !Array.isArray(values) ||
        values.length === 0 ||
        values.some((row) => !Array.isArray(row) || row.length !== table.columns.length)
      ) {
        return this.invalid();
      }
      const index = table.rows.length;
      table.rows.push(...(values as unknown[][]));
      return { status: 201, body: { '@odata.type': '#microsoft.graph.workbookTableRow', index, values } };
    });
  }
}

import type { FakeAnswer, FakeRequest } from '../../testing/fake-server.js';
import { GoogleFake, UNAUTHENTICATED } from '../google/fake-support.js';

/**
 * Google Sheets API v4 as our operations use it (spreadsheets.values get, append, update): OAuth2 Bearer
 * tokens (401 UNAUTHENTICATED), A1 ranges of a whole sheet or of rows (`'Sheet1'!5:5`), USER_ENTERED
 * values, errors as `{ error: { code, message, status } }`.
 */
export class GoogleSheetsFake extends GoogleFake {
  protected override readonly unauthenticated = UNAUTHENTICATED.short;
  protected override readonly basePath = '/v4';
  /** spreadsheet id → sheet name → rows of cells. */
  readonly spreadsheets = new Map<string, Map<string, string[][]>>();

  /** A spreadsheet with one sheet whose first row is `header`. */
  create(id: string, sheet: string, header: string[], rows: string[][] = []): void {
    this.spreadsheets.set(id, new Map([[sheet, [header, ...rows]]]));
  }

  rows(id: string, sheet: string): string[][] {
    return this.spreadsheets.get(id)?.get(sheet) ?? [];
  }

  /** `'My sheet'!2:2` → the sheet's name and its row span (1-based, inclusive), if any. */
  private parse(range: string): { sheet: string; from?: number; to?: number } | undefined {
    const match = /^(?:'((?:[^']|'')*)'|([^!']*))(?:!(\d+):(\d+))?$/.exec(range);
    if (!match) return undefined;
    const sheet = match[1] !== undefined ? match[1].replace(/''/g, "'") : (match[2] ?? '');
    return match[3] ? { sheet, from: Number(match[3]), to: Number(match[4]) } : { sheet };
  }

  private withSheet(
    r: FakeRequest & { params: Record<string, string> },
    range: string,
    answer: (rows: string[][], at: { sheet: string; from?: number; to?: number }) => FakeAnswer,
  ): FakeAnswer {
    return this.withBook(r, (book) => {
      const at = this.parse(range);
      const rows = at ? book.get(at.sheet) : undefined;
      if (!at || !rows) return this.error(400, `Unable to parse range: ${range}`, 'INVALID_ARGUMENT');
      return answer(rows, at);
    });
  }

  private withBook(
    r: FakeRequest & { params: Record<string, string> },
    answer: (book: Map<string, string[][]>) => FakeAnswer,
  ): FakeAnswer {
    return this.authed(r, () => {
      const book = this.spreadsheets.get(r.params.id ?? '');
      if (!book) return this.error(404, 'Requested entity was not found.', 'NOT_FOUND');
      return answer(book);
    });
  }

  protected routes(): void {
    const s = this.server;
    // The spreadsheet's tabs (spreadsheets.get with fields=sheets.properties(title)).
    s.route('GET', '/v4/spreadsheets/:id', (r) =>
      this.withBook(r, (book) => {
        const sheets = [...book.keys()].map((title, index) => ({ properties: { sheetId: index, title } }));
        return { status: 200, body: { spreadsheetId: r.params.id, sheets } };
      }),
    );
    s.route('GET', '/v4/spreadsheets/:id/values/:range', (r) =>
      this.withSheet(r, r.params.range ?? '', (rows, at) => {
        const values = at.from ? rows.slice(at.from - 1, at.to) : rows;
        // Google leaves out trailing empty rows and cells; an empty range has no `values`.
        return {
          body: { range: r.params.range, majorDimension: 'ROWS', ...(values.length > 0 ? { values } : {}) },
        };
      }),
    );
    s.route('POST', '/v4/spreadsheets/:id/values/:rangeAndVerb', (r) => {
      const [range = '', verb] = (r.params.rangeAndVerb ?? '').split(/:(?=append$)/);
      if (verb !== 'append') return this.error(404, 'Not found', 'NOT_FOUND');
      return this.withSheet(r, range, (rows, at) => {
        if (r.query.get('valueInputOption') === null)
          return this.error(400, "'valueInputOption' is required but not specified", 'INVALID_ARGUMENT');
        const values = (r.body as { values?: unknown[][] }).values ?? [];
        const first = rows.length + 1;
        rows.push(...values.map((cells) => cells.map(String)));
        return {
          body: {
            spreadsheetId: r.params.id,
            updates: {
              updatedRange: `${at.sheet}!A${first}:Z${first + values.length - 1}`,
              updatedRows: values.length,
            },
          },
        };
      });
    });
    s.route('PUT', '/v4/spreadsheets/:id/values/:range', (r) =>
      this.withSheet(r, r.params.range ?? '', (rows, at) => {
        if (!at.from) return this.error(400, 'Only row ranges are written by this fake', 'INVALID_ARGUMENT');
        const values = (r.body as { values?: unknown[][] }).values ?? [];
        values.forEach((cells, i) => {
          rows[(at.from ?? 1) - 1 + i] = cells.map(String);
        });
        return { body: { updatedRange: `${at.sheet}!A${at.from}:Z${at.to}`, updatedRows: values.length } };
      }),
    );
  }
}

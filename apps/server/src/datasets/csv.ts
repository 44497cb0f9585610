import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';

/** CSV reading and writing for imports and exports. */

const CANDIDATES = [',', ';', '\t', '|'] as const;

/** The delimiter the first line uses most (outside quotes), comma when none. */
export function detectDelimiter(text: string): string {
  const end = text.search(/\r?\n/);
  const first = end === -1 ? text : text.slice(0, end);
  let best: string = ',';
  let most = 0;
  for (const candidate of CANDIDATES) {
    let n = 0;
    let quoted = false;
    for (const ch of first) {
      if (ch === '"') quoted = !quoted;
      else if (!quoted && ch === candidate) n++;
    }
    if (n > most) {
      most = n;
      best = candidate;
    }
  }
  return best;
}

const OPTIONS = { bom: true, relax_column_count: true, skip_empty_lines: true } as const;

/** The first `limit` records (for the preview). */
export function firstRecords(csv: Buffer, delimiter: string, limit: number): string[][] {
  return parseSync(csv, { ...OPTIONS, delimiter, to: limit });
}

/** Every record with the line it ends on (1-based), streamed. */
export async function* records(
  csv: Buffer,
  delimiter: string,
): AsyncGenerator<{ cells: string[]; line: number }> {
  const parser = parse(csv, { ...OPTIONS, delimiter, info: true });
  for await (const item of parser) {
    const { record, info } = item as { record: string[]; info: { lines: number } };
    yield { cells: record, line: info.lines };
  }
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

// What a spreadsheet may take for the start of a formula (OWASP's CSV injection rule).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe to open in a spreadsheet: one starting like a formula gets a leading single
 * quote, so `=HYPERLINK(...)` shows as text instead of running. Numbers are not text cells: -5 stays -5.
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV line (RFC 4180 quoting), ending in CRLF. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((c) => (NEEDS_QUOTES.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')}\r\n`;
}

import { describe, expect, it } from 'vitest';
import { csvLine, spreadsheetSafe } from './csv.js';
import { csvHeader, csvRow } from './imports.js';

describe('CSV export cells', () => {
  it('starts every text that a spreadsheet would run as a formula with a single quote', () => {
    for (const text of ['=1+2', '+1', '-1+2', '@SUM(A1)', '\tx', '\rx'])
      expect(spreadsheetSafe(text), JSON.stringify(text)).toBe(`'${text}`);
    for (const text of ['plain', ' =not first', "'quoted", '', '1-2', 'a=b'])
      expect(spreadsheetSafe(text), JSON.stringify(text)).toBe(text);
  });

  it('guards column names and text, date-time and JSON cells, not numbers', () => {
    const columns = [
      { id: 'c0', name: '=name', type: 'text' as const },
      { id: 'c1', name: 'amount', type: 'number' as const },
      { id: 'c2', name: 'extra', type: 'json' as const },
    ];
    expect(csvHeader(columns)).toBe("'=name,amount,extra\r\n");
    expect(csvRow(columns, { c0: '=HYPERLINK("http://x","y")', c1: -5, c2: '-1' })).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",-5,'-1\r\n`,
    );
    // A guarded cell that needs quoting is still quoted (the tab and CR starts are whitespace).
    expect(csvLine([spreadsheetSafe('\tx')])).toBe("'\tx\r\n");
  });
});

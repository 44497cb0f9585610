import { describe, expect, it } from 'vitest';
import {
  type ColumnFilter,
  decodeFilter,
  encodeFilter,
  FILTER_OPERATORS,
  intParam,
  matchesFilter,
  matchesFilters,
  nextSort,
  pageOf,
  type TableState,
  viewOf,
} from './table-state';

describe('table state', () => {
  it('sorts a newly clicked column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', desc: false });
    expect(nextSort({ column: 'name', desc: false }, 'name')).toEqual({ column: 'name', desc: true });
    expect(nextSort({ column: 'name', desc: true }, 'name')).toEqual({ column: 'name', desc: false });
    expect(nextSort({ column: 'name', desc: true }, 'count')).toEqual({ column: 'count', desc: false });
  });

  it('reads integer query parameters within bounds', () => {
    expect(intParam('3', 0, 0, 10)).toBe(3);
    expect(intParam('99', 0, 0, 10)).toBe(10);
    expect(intParam('x', 7, 0, 10)).toBe(7);
    expect(intParam(null, 7, 0, 10)).toBe(7);
  });
});

describe('filter encoding', () => {
  it.each(FILTER_OPERATORS)('round-trips the %s filter with dots and colons in the value', (operator) => {
    const filter: ColumnFilter = { column: 'template.name', operator, value: 'https://a.b:8080/x' };
    expect(decodeFilter(encodeFilter(filter))).toEqual(filter);
  });

  it('keeps an empty value', () => {
    expect(decodeFilter('name.contains:')).toEqual({ column: 'name', operator: 'contains', value: '' });
  });
});

describe('filter matching', () => {
  it.each([
    ['contains', 'Mail Sender', 'il se', true],
    ['contains', 'Mail Sender', 'xyz', false],
    ['startsWith', 'Mail Sender', 'mail', true],
    ['startsWith', 'Mail Sender', 'sender', false],
    ['endsWith', 'Mail Sender', 'SENDER', true],
    ['endsWith', 'Mail Sender', 'mail', false],
    ['matches', 'order-1234', '^order-\\d+$', true],
    ['matches', 'order-12a', '^order-\\d+$', false],
    ['matches', 'anything', '([', false],
    ['gt', '10', '9', true],
    ['gt', '9', '10', false],
    ['lt', '2026-01-01T00:00:00Z', '2026-02-01', true],
    ['lt', 'beta', 'alpha', false],
  ] as const)('%s: %s against %s is %s', (operator, cell, value, expected) => {
    expect(matchesFilter(cell, { column: 'c', operator, value })).toBe(expected);
  });

  it('joins conditions with and / or', () => {
    const row: Record<string, string> = { name: 'Mail Sender', count: '3' };
    const cell = (column: string) => row[column] ?? '';
    const filters: ColumnFilter[] = [
      { column: 'name', operator: 'contains', value: 'mail' },
      { column: 'count', operator: 'gt', value: '5' },
    ];
    expect(matchesFilters(cell, filters, 'and')).toBe(false);
    expect(matchesFilters(cell, filters, 'or')).toBe(true);
    expect(matchesFilters(cell, [], 'and')).toBe(true);
  });
});

describe('paging a loaded list', () => {
  it('shows the last page that has rows when the asked-for page is past the end', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(items, 1, 10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageOf(items, 9, 10)).toEqual([20, 21, 22, 23, 24]);
    expect(pageOf([], 3, 10)).toEqual([]);
  });
});

describe('a loaded list view', () => {
  const items = [
    { name: 'beta', count: 10 },
    { name: 'Alpha', count: 9 },
    { name: 'gamma', count: 100 },
  ];
  const cell = (item: (typeof items)[number], column: string) =>
    column === 'count' ? String(item.count) : item.name;
  const base: TableState = { sort: null, page: 0, pageSize: 2, filters: [], join: 'and' };

  it('sorts numbers as numbers and text without case, both ways', () => {
    expect(
      viewOf(items, { ...base, sort: { column: 'count', desc: false } }, cell).rows.map((i) => i.count),
    ).toEqual([9, 10]);
    expect(
      viewOf(items, { ...base, sort: { column: 'name', desc: true } }, cell).rows.map((i) => i.name),
    ).toEqual(['gamma', 'beta']);
  });

  it('filters before paging and counts the filtered rows', () => {
    const filters = [{ column: 'count', operator: 'gt', value: '9' } as const];
    const first = viewOf(items, { ...base, filters }, cell);
    expect(first.total).toBe(2);
    expect(first.rows.map((i) => i.name)).toEqual(['beta', 'gamma']);
    // Page 1 no longer exists once filtered: the last page with rows is shown.
    expect(viewOf(items, { ...base, page: 1, filters }, cell).rows).toEqual(first.rows);
  });
});

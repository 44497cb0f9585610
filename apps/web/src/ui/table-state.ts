/**
 * A list's table state (sort, page, page size, column filters), how its sort and filters are spelt in the
 * URL (kept there by `list-params.ts`), and paging, sorting and filtering of a list loaded whole. Pure, so
 * it is tested without a browser.
 */

/** The spec's table filter types (section 5): contains, starts with, ends with, matches, greater/less than. */
export const FILTER_OPERATORS = ['contains', 'startsWith', 'endsWith', 'matches', 'gt', 'lt'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export const FILTER_JOINS = ['and', 'or'] as const;
export type FilterJoin = (typeof FILTER_JOINS)[number];

export type ColumnFilter = { column: string; operator: FilterOperator; value: string };
export type SortState = { column: string; desc: boolean } | null;

export type TableState = {
  sort: SortState;
  page: number;
  pageSize: number;
  filters: ColumnFilter[];
  join: FilterJoin;
};

/** What a page's table starts with; values equal to these stay out of the URL. */
export type TableDefaults = { pageSize: number; sort?: SortState };

/** A whole number from the URL, clamped to [min, max]; anything else is the fallback. */
export function intParam(value: string | null, fallback: number, min: number, max: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
}

const isOperator = (value: string): value is FilterOperator => FILTER_OPERATORS.some((op) => op === value);

/**
 * One filter as one `filter` query value: `<column>.<operator>:<value>`. The value comes last and is
 * taken whole, so it may hold dots and colons; column ids are plain identifiers.
 */
export function encodeFilter(filter: ColumnFilter): string {
  return `${filter.column}.${filter.operator}:${filter.value}`;
}

/** The filter of one `filter` query value, or null when it is not one (a hand-edited URL). */
export function decodeFilter(text: string): ColumnFilter | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const head = text.slice(0, colon);
  const dot = head.lastIndexOf('.');
  if (dot <= 0) return null;
  const operator = head.slice(dot + 1);
  if (!isOperator(operator)) return null;
  return { column: head.slice(0, dot), operator, value: text.slice(colon + 1) };
}

/** `sort=name` (ascending) or `sort=-name` (descending). */
export function encodeSort(sort: NonNullable<SortState>): string {
  return sort.desc ? `-${sort.column}` : sort.column;
}

export function decodeSort(text: string | null): SortState {
  if (!text) return null;
  const desc = text.startsWith('-');
  const column = desc ? text.slice(1) : text;
  return column ? { column, desc } : null;
}

/** A header click: a new column sorts ascending, the sorted one flips. */
export function nextSort(sort: SortState, column: string): SortState {
  return sort?.column === column ? { column, desc: !sort.desc } : { column, desc: false };
}

export const sameSort = (a: SortState, b: SortState) =>
  a === b || (a !== null && b !== null && a.column === b.column && a.desc === b.desc);

/** The last page that has rows: a delete or a new filter may leave the asked-for page past the end. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}

/** One page of an already loaded list (for APIs that return the whole list). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const shown = Math.min(page, lastPage(items.length, pageSize));
  return items.slice(shown * pageSize, (shown + 1) * pageSize);
}

function compare(cell: string, wanted: string): number | null {
  const a = Number(cell);
  const b = Number(wanted);
  if (cell.trim() !== '' && wanted.trim() !== '' && Number.isFinite(a) && Number.isFinite(b)) return a - b;
  const da = Date.parse(cell);
  const db = Date.parse(wanted);
  if (Number.isFinite(da) && Number.isFinite(db)) return da - db;
  return cell.localeCompare(wanted);
}

/**
 * Whether a cell's text passes one filter. Text tests ignore case; `matches` is a regular expression
 * (one that does not compile matches nothing rather than throwing); greater/less than compare numbers,
 * then dates, then text.
 */
export function matchesFilter(cell: string, filter: ColumnFilter): boolean {
  const text = cell.toLocaleLowerCase();
  const wanted = filter.value.toLocaleLowerCase();
  switch (filter.operator) {
    case 'contains':
      return text.includes(wanted);
    case 'startsWith':
      return text.startsWith(wanted);
    case 'endsWith':
      return text.endsWith(wanted);
    case 'matches':
      try {
        return new RegExp(filter.value, 'i').test(cell);
      } catch {
        return false;
      }
    case 'gt':
      return (compare(cell, filter.value) ?? 0) > 0;
    case 'lt':
      return (compare(cell, filter.value) ?? 0) < 0;
  }
}

/** Whether a row passes the filters joined with and/or; no filters pass everything. */
export function matchesFilters(
  cellText: (column: string) => string,
  filters: readonly ColumnFilter[],
  join: FilterJoin,
): boolean {
  if (filters.length === 0) return true;
  const pass = (filter: ColumnFilter) => matchesFilter(cellText(filter.column), filter);
  return join === 'and' ? filters.every(pass) : filters.some(pass);
}

function compareCells(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.localeCompare(b, undefined, { sensitivity: 'base' });
}

/**
 * The rows of one page of a list the API returns whole: filtered, sorted by the sort column's text
 * (numbers as numbers), then paged. `total` counts the filtered rows.
 */
export function viewOf<T>(
  items: readonly T[],
  state: TableState,
  cellText: (item: T, column: string) => string,
): { rows: T[]; total: number } {
  const kept = items.filter((item) =>
    matchesFilters((column) => cellText(item, column), state.filters, state.join),
  );
  const { sort } = state;
  const sorted = sort
    ? [...kept].sort(
        (a, b) => (sort.desc ? -1 : 1) * compareCells(cellText(a, sort.column), cellText(b, sort.column)),
      )
    : kept;
  return { rows: pageOf(sorted, state.page, state.pageSize), total: kept.length };
}

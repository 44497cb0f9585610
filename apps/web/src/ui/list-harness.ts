import { createElement as h, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { z } from 'zod';
import { type DataColumn, DataTable } from './DataTable';
import { tableParams, useListParams } from './list-params';
import { TableFilters } from './TableFilters';
import { viewOf } from './table-state';

/**
 * For the kit's component tests only (nothing in the app imports it): a list page as the pages build
 * one, with its state in a memory router's URL, which it shows in `data-testid="url"`. Written without
 * JSX because the test runner takes `.test.ts` files only.
 */
export type Fruit = { id: string; name: string; count: number };

export const FRUITS: Fruit[] = [
  { id: 'f1', name: 'apple', count: 5 },
  { id: 'f2', name: 'banana', count: 12 },
  { id: 'f3', name: 'cherry', count: 40 },
  { id: 'f4', name: 'apricot', count: 3 },
  { id: 'f5', name: 'date', count: 7 },
];

export const FRUIT_PAGE_SIZES = [2, 5] as const;
const FruitList = z.object(tableParams({ pageSize: 2 }));

const cellText = (fruit: Fruit, column: string) => (column === 'count' ? String(fruit.count) : fruit.name);

function FruitPage({
  items,
  columns,
  onRowClick,
  empty,
}: {
  items: Fruit[];
  columns: DataColumn<Fruit>[];
  onRowClick?: (fruit: Fruit) => void;
  empty?: ReactNode;
}) {
  const [state, setState] = useListParams(FruitList);
  const view = viewOf(items, state, cellText);
  const location = useLocation();
  return h(
    'div',
    null,
    h(TableFilters, {
      columns: columns.filter((column) => column.id !== 'actions'),
      filters: state.filters,
      join: state.join,
      onChange: setState,
      testId: 'fruits',
    }),
    h(DataTable<Fruit>, {
      columns,
      rows: view.rows,
      total: view.total,
      getRowId: (fruit) => fruit.id,
      rowAttributes: (fruit) => ({ 'data-testid': 'fruit-row', 'data-fruit': fruit.name }),
      state,
      onStateChange: setState,
      pageSizes: FRUIT_PAGE_SIZES,
      testId: 'fruits-table',
      ...(onRowClick ? { onRowClick } : {}),
      ...(empty ? { empty } : {}),
    }),
    h('output', { 'data-testid': 'url' }, location.search),
  );
}

/** The fruit list at `url` (its query is the list's state). */
export function fruitList(props: Parameters<typeof FruitPage>[0], url = '/fruits') {
  return h(MemoryRouter, { initialEntries: [url] }, h(FruitPage, props));
}

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement as h } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadAllTexts } from '../i18n';
import type { DataColumn } from './DataTable';
import { FRUITS, type Fruit, fruitList } from './list-harness';
import { RowAction } from './RowAction';

const url = () => screen.getByTestId('url').textContent ?? '';
const shownFruits = () => screen.queryAllByTestId('fruit-row').map((row) => row.getAttribute('data-fruit'));
/** The paging bar's "1–2 of 5", as the catalogue spells it (isolates around the range). */
const range = (from: number, to: number, count: number) =>
  i18n.t('common.rangeOf', { from: `\u2066${from}`, to: `${to}\u2069`, count });

const columns: DataColumn<Fruit>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (fruit) => fruit.name },
  { id: 'count', header: 'Count', sortable: true, sortLabel: 'Sort by count', cell: (fruit) => fruit.count },
];

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await loadAllTexts();
});
afterEach(cleanup);

describe('DataTable', () => {
  it('shows one page of rows with its range, and the next page on "next"', async () => {
    render(fruitList({ items: FRUITS, columns }));
    expect(shownFruits()).toEqual(['apple', 'banana']);
    expect(screen.getByText(range(1, 2, 5))).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: i18n.t('ui.nextPage') }));
    expect(shownFruits()).toEqual(['cherry', 'apricot']);
    expect(url()).toBe('?page=1');
    expect(screen.getByText(range(3, 4, 5))).toBeTruthy();
  });

  it('opens on the page the URL names, and changes the page size back to the first page', async () => {
    render(fruitList({ items: FRUITS, columns }, '/fruits?page=2'));
    expect(shownFruits()).toEqual(['date']);

    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: '5' }));
    expect(shownFruits()).toEqual(['apple', 'banana', 'cherry', 'apricot', 'date']);
    expect(url()).toBe('?pageSize=5');
    expect(screen.getByText(i18n.t('common.rowsPerPage'))).toBeTruthy();
  });

  it('sorts by a header, ascending then descending, from the first page', async () => {
    render(fruitList({ items: FRUITS, columns }, '/fruits?page=1'));
    const byCount = screen.getByRole('button', { name: 'Sort by count' });

    await userEvent.click(byCount);
    expect(url()).toBe('?sort=count');
    expect(shownFruits()).toEqual(['apricot', 'apple']);

    await userEvent.click(byCount);
    expect(url()).toBe('?sort=-count');
    expect(shownFruits()).toEqual(['cherry', 'banana']);
    expect(byCount.closest('th')?.getAttribute('aria-sort')).toBe('descending');
  });

  it("runs a row action on its own row, without the row's click", async () => {
    const removed = vi.fn();
    const opened = vi.fn();
    const withActions: DataColumn<Fruit>[] = [
      ...columns,
      {
        id: 'actions',
        header: i18n.t('ui.actions'),
        align: 'right',
        cell: (fruit) =>
          h(RowAction, { label: `Delete ${fruit.name}`, icon: null, onClick: () => removed(fruit.id) }),
      },
    ];
    render(fruitList({ items: FRUITS, columns: withActions, onRowClick: (fruit) => opened(fruit.id) }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete banana' }));
    expect(removed).toHaveBeenCalledExactlyOnceWith('f2');
    expect(opened).not.toHaveBeenCalled();

    await userEvent.click(within(screen.getByTestId('fruits-table')).getByText('apple'));
    expect(opened).toHaveBeenCalledExactlyOnceWith('f1');
  });

  it('shows the empty state, and no rows, when the list is empty', () => {
    render(fruitList({ items: [], columns, empty: 'No fruit yet' }));
    expect(shownFruits()).toEqual([]);
    expect(screen.getByText('No fruit yet')).toBeTruthy();
    expect(screen.getByText(range(0, 0, 0))).toBeTruthy();
  });

  it('keeps the empty state away while there are rows', () => {
    render(fruitList({ items: FRUITS, columns, empty: 'No fruit yet' }));
    expect(screen.queryByText('No fruit yet')).toBeNull();
  });
});

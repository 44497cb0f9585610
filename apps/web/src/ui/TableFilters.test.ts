// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadAllTexts } from '../i18n';
import type { DataColumn } from './DataTable';
import { FRUITS, type Fruit, fruitList } from './list-harness';

const query = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');
const shownFruits = () => screen.queryAllByTestId('fruit-row').map((row) => row.getAttribute('data-fruit'));
const panel = () => within(screen.getByTestId('fruits-filter-panel'));

const columns: DataColumn<Fruit>[] = [
  { id: 'name', header: 'Name', cell: (fruit) => fruit.name },
  { id: 'count', header: 'Count', cell: (fruit) => fruit.count },
];

/** Types a condition's value into the `index`th row of the open panel. */
async function typeValue(index: number, text: string) {
  const row = panel().getAllByTestId('filter-row')[index];
  if (!row) throw new Error(`no condition ${index}`);
  await userEvent.type(within(row).getByRole('textbox', { name: i18n.t('ui.value') }), text);
}

/** Picks a condition's column, or its filter type, in the `index`th row of the open panel. */
async function choose(index: number, field: 'ui.column' | 'ui.operator', option: string) {
  const row = panel().getAllByTestId('filter-row')[index];
  if (!row) throw new Error(`no condition ${index}`);
  await userEvent.click(within(row).getByRole('combobox', { name: i18n.t(field) }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await loadAllTexts();
});
afterEach(cleanup);

describe('TableFilters', () => {
  it('applies a condition: the URL keeps it, the list shows what matches, from the first page', async () => {
    render(fruitList({ items: FRUITS, columns }, '/fruits?page=1'));
    await userEvent.click(screen.getByTestId('fruits-filters'));
    await typeValue(0, 'ap');
    await userEvent.click(panel().getByTestId('filter-apply'));

    expect(query().getAll('filter')).toEqual(['name.contains:ap']);
    expect(query().has('page')).toBe(false);
    expect(shownFruits()).toEqual(['apple', 'apricot']);
    expect(screen.getByTestId('fruits-filters').textContent).toBe(i18n.t('ui.filtersCount', { count: 1 }));
  });

  it('keeps edits a draft until Apply', async () => {
    render(fruitList({ items: FRUITS, columns }));
    await userEvent.click(screen.getByTestId('fruits-filters'));
    await typeValue(0, 'ban');
    expect(query().toString()).toBe('');
    expect(shownFruits()).toEqual(['apple', 'banana']);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('fruits-filter-panel')).toBeNull());
    expect(query().toString()).toBe('');
    expect(screen.getByTestId('fruits-filters').textContent).toBe(i18n.t('ui.filters'));
  });

  it('compares numbers with greater than, and joins two conditions with "any"', async () => {
    render(fruitList({ items: FRUITS, columns }));
    await userEvent.click(screen.getByTestId('fruits-filters'));
    await choose(0, 'ui.column', 'Count');
    await choose(0, 'ui.operator', i18n.t('ui.operators.gt'));
    await typeValue(0, '10');
    await userEvent.click(panel().getByRole('button', { name: i18n.t('ui.addFilter') }));
    await choose(1, 'ui.operator', i18n.t('ui.operators.startsWith'));
    await typeValue(1, 'd');
    await userEvent.click(panel().getByTestId('filter-join-or'));
    await userEvent.click(panel().getByTestId('filter-apply'));

    expect(query().getAll('filter')).toEqual(['count.gt:10', 'name.startsWith:d']);
    expect(query().get('join')).toBe('or');
    expect(shownFruits()).toEqual(['banana', 'cherry']);
    await userEvent.click(screen.getByRole('button', { name: i18n.t('ui.nextPage') }));
    expect(shownFruits()).toEqual(['date']);
  });

  it('opens with the conditions of the URL; removing down to one drops the join, Clear drops them all', async () => {
    render(
      fruitList({ items: FRUITS, columns }, '/fruits?filter=count.gt:10&filter=name.startsWith:d&join=or'),
    );
    expect(shownFruits()).toEqual(['banana', 'cherry']);

    await userEvent.click(screen.getByTestId('fruits-filters'));
    expect(panel().getAllByTestId('filter-row')).toHaveLength(2);
    const [first] = panel().getAllByRole('button', { name: i18n.t('ui.removeFilter') });
    if (!first) throw new Error('no remove button');
    await userEvent.click(first);
    await userEvent.click(panel().getByTestId('filter-apply'));
    expect(query().toString()).toBe('filter=name.startsWith%3Ad');
    expect(shownFruits()).toEqual(['date']);

    await userEvent.click(screen.getByTestId('fruits-filters'));
    await userEvent.click(panel().getByRole('button', { name: i18n.t('ui.clearFilters') }));
    expect(query().toString()).toBe('');
    expect(shownFruits()).toEqual(['apple', 'banana']);
  });

  it('leaves out a condition without a value', async () => {
    render(fruitList({ items: FRUITS, columns }));
    await userEvent.click(screen.getByTestId('fruits-filters'));
    await userEvent.click(panel().getByTestId('filter-apply'));
    expect(query().toString()).toBe('');
    expect(screen.getByTestId('fruits-filters').textContent).toBe(i18n.t('ui.filters'));
  });
});

import type { Texts } from '../shape';

/** The shared UI kit (src/ui): tables, paging, column filters, selection. Shared words are in `common`. */
export const ui = {
  /** A count that stopped at its cap (run lists count up to 10,000): "10,000+". */
  countCapped: '{{count}}+',
  loadFailed: 'It could not be loaded.',
  firstPage: 'Go to first page',
  lastPage: 'Go to last page',
  nextPage: 'Go to next page',
  previousPage: 'Go to previous page',
  actions: 'Actions',
  selectPage: 'Select all rows on this page',
  selectRow: 'Select {{name}}',
  selected: '{{count}} selected',
  /** The column of the rows' details toggles on a phone (read by screen readers). */
  details: 'Details',
  showDetails: 'Show details',
  showDetailsOf: 'Show details of {{name}}',
  clearSelection: 'Clear selection',
  filters: 'Filters',
  filtersCount: 'Filters ({{count}})',
  addFilter: 'Add a condition',
  removeFilter: 'Remove this condition',
  clearFilters: 'Clear',
  applyFilters: 'Apply',
  column: 'Column',
  operator: 'Condition',
  value: 'Value',
  joins: { and: 'Match all conditions', or: 'Match any condition' },
  operators: {
    contains: 'contains',
    startsWith: 'starts with',
    endsWith: 'ends with',
    matches: 'matches',
    gt: 'greater than',
    lt: 'less than',
  },
};

export type UiTexts = Texts<typeof ui>;

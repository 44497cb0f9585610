import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from '../../ui';
import { GridQuery, toFilter } from './grid-params';

describe("the dataset grid's URL", () => {
  it('round-trips page, size, sort, direction, join and the conditions as JSON, in that order', () => {
    const url = `page=3&pageSize=200&sort=c1&dir=desc&join=or&f=${encodeURIComponent('[["c0","startsWith","ap"],["c1","gt","2"]]')}`;
    const state = readListParams(GridQuery, new URLSearchParams(url));
    expect(state).toEqual({
      page: 3,
      pageSize: 200,
      sort: 'c1',
      direction: 'desc',
      join: 'or',
      conditions: [
        { column: 'c0', operator: 'startsWith', value: 'ap' },
        { column: 'c1', operator: 'gt', value: '2' },
      ],
    });
    expect(writeListParams(GridQuery, state).toString()).toBe(url);
  });

  it('reads an empty URL as the first page of 25 unsorted, unfiltered rows, and writes it empty', () => {
    const state = readListParams(GridQuery, new URLSearchParams());
    expect(state).toEqual({
      page: 0,
      pageSize: 25,
      sort: null,
      direction: 'asc',
      join: 'and',
      conditions: [],
    });
    expect(writeListParams(GridQuery, state).toString()).toBe('');
  });

  it('drops conditions a hand-edited URL spoils', () => {
    for (const f of ['not json', '[["c0","near","x"]]', '[["too-long-id","contains","x"]]', '{}'])
      expect(readListParams(GridQuery, new URLSearchParams({ f })).conditions).toEqual([]);
  });

  it('sends the API the conditions with a value, grouped by column', () => {
    expect(
      toFilter('or', [
        { column: 'c0', operator: 'startsWith', value: 'ap' },
        { column: 'c0', operator: 'endsWith', value: 'e' },
        { column: 'c1', operator: 'gt', value: '' },
      ]),
    ).toEqual({
      join: 'or',
      columns: [
        {
          column: 'c0',
          join: 'or',
          conditions: [
            { operator: 'startsWith', value: 'ap' },
            { operator: 'endsWith', value: 'e' },
          ],
        },
      ],
    });
    expect(toFilter('and', [])).toBeNull();
  });
});

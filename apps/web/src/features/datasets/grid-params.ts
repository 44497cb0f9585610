import type { DatasetFilter, FilterJoin } from '@flowlane/contracts';
import { z } from 'zod';
import { type ColumnFilter, FILTER_OPERATORS, listParam } from '../../ui';

export const GRID_PAGE_SIZES = [25, 50, 100] as const;

/** The grid's conditions in the URL: `[[column, operator, value], ...]`. */
const Conditions = z.codec(
  z.array(z.tuple([z.string().max(4), z.enum(FILTER_OPERATORS), z.string().max(1000)])),
  z.array(z.object({ column: z.string(), operator: z.enum(FILTER_OPERATORS), value: z.string() })),
  {
    decode: (rows): ColumnFilter[] => rows.map(([column, operator, value]) => ({ column, operator, value })),
    encode: (conditions) =>
      conditions.map((c): [string, ColumnFilter['operator'], string] => [c.column, c.operator, c.value]),
  },
);

/**
 * Paging, sorting and the filters of the grid, kept in the URL
 * (?page=&pageSize=&sort=<column>&dir=desc&join=or&f=[[column, operator, value]]). A dataset may hold more
 * rows than other lists, so its page and page size reach further.
 */
export const GridQuery = z.object({
  page: listParam.page(1_000_000),
  pageSize: listParam.pageSize(25, 500),
  sort: listParam.id('sort'),
  direction: listParam.choice('dir', z.enum(['asc', 'desc']), 'asc'),
  join: listParam.join(),
  conditions: listParam.json('f', Conditions, []),
});

/**
 * The API filter of the grid's conditions: grouped by column, every group and the groups joined by
 * the chosen join (all conditions, or any). Conditions without a value are left out.
 */
export function toFilter(join: FilterJoin, conditions: readonly ColumnFilter[]): DatasetFilter | null {
  const groups = new Map<string, DatasetFilter['columns'][number]>();
  for (const c of conditions) {
    if (c.value === '') continue;
    const group = groups.get(c.column) ?? { column: c.column, join, conditions: [] };
    group.conditions.push({ operator: c.operator, value: c.value });
    groups.set(c.column, group);
  }
  return groups.size === 0 ? null : { join, columns: [...groups.values()] };
}

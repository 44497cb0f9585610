import type { DatasetFilter, FilterJoin } from '@flowlane/contracts';
import { z } from 'zod';
import { type ColumnFilter, listParam, tableParams } from '../../ui';

export const GRID_PAGE_SIZES = [25, 50, 100] as const;

/**
 * Paging, sorting and the filters of the grid, kept in the URL as every table's are
 * (?sort=-c1&filter=c1.contains:x&join=or). A dataset may hold more rows than other lists, so its page
 * and page size reach further.
 */
export const GridQuery = z.object({
  ...tableParams({ pageSize: 25 }),
  page: listParam.page(1_000_000),
  pageSize: listParam.pageSize(25, 500),
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

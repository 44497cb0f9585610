import type { DatasetFilter, FilterJoin } from '@flowlane/contracts';
import { z } from 'zod';
import { intParam, useUrlParams } from '../../ui';

/** The grid's six filter types (the spec's table filter types). */
export const GRID_OPERATORS = ['contains', 'startsWith', 'endsWith', 'matches', 'gt', 'lt'] as const;
export type GridOperator = (typeof GRID_OPERATORS)[number];

export type GridCondition = { column: string; operator: GridOperator; value: string };

export type GridParams = {
  page: number;
  pageSize: number;
  sort: string | null;
  direction: 'asc' | 'desc';
  join: FilterJoin;
  conditions: GridCondition[];
};

export const GRID_PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

const Conditions = z.array(
  z
    .tuple([z.string().max(4), z.enum(GRID_OPERATORS), z.string().max(1000)])
    .transform(([column, operator, value]): GridCondition => ({ column, operator, value })),
);

function parseConditions(text: string | null): GridCondition[] {
  if (!text) return [];
  try {
    const parsed = Conditions.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Paging, sorting and the filters of the grid, kept in the URL (?f=[[column, operator, value]]&join=or). */
export function useGridParams(): [GridParams, (patch: Partial<GridParams>) => void] {
  return useUrlParams(
    (query): GridParams => ({
      page: intParam(query.get('page'), 0, 0, 1_000_000),
      pageSize: intParam(query.get('pageSize'), DEFAULT_PAGE_SIZE, 1, 500),
      sort: query.get('sort'),
      direction: query.get('dir') === 'desc' ? 'desc' : 'asc',
      join: query.get('join') === 'or' ? 'or' : 'and',
      conditions: parseConditions(query.get('f')),
    }),
    (next) => {
      const query = new URLSearchParams();
      if (next.page > 0) query.set('page', String(next.page));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(next.pageSize));
      if (next.sort) query.set('sort', next.sort);
      if (next.direction === 'desc') query.set('dir', 'desc');
      if (next.join === 'or') query.set('join', 'or');
      if (next.conditions.length > 0)
        query.set('f', JSON.stringify(next.conditions.map((c) => [c.column, c.operator, c.value])));
      return query;
    },
  );
}

/**
 * The API filter of the grid's conditions: grouped by column, every group and the groups joined by
 * the chosen join (all conditions, or any). Conditions without a value are left out.
 */
export function toFilter(join: FilterJoin, conditions: readonly GridCondition[]): DatasetFilter | null {
  const groups = new Map<string, DatasetFilter['columns'][number]>();
  for (const c of conditions) {
    if (c.value === '') continue;
    const group = groups.get(c.column) ?? { column: c.column, join, conditions: [] };
    group.conditions.push({ operator: c.operator, value: c.value });
    groups.set(c.column, group);
  }
  return groups.size === 0 ? null : { join, columns: [...groups.values()] };
}

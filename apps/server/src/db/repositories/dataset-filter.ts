import type { DatasetColumn, DatasetFilter, DatasetFilterCondition } from '@flowlane/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Dataset filters as SQL over `dataset_rows.data`. A column's slot is written into the SQL as a literal
 * (`data -> 'c3'`), never as a parameter, so the expression matches the slot's index; slots are
 * checked against `c0`…`c19` before they get here. Every condition first asks `data ? 'c3'`: an empty
 * cell matches no condition, and that predicate is what lets PostgreSQL use the slot's partial index.
 *
 * Values arrive already made into the column's type (the service converts them with the contracts' rules).
 */

const SLOT = /^c(1?[0-9])$/;

export function slotLiteral(columnId: string): SQL {
  if (!SLOT.test(columnId)) throw new Error(`not a column slot: ${columnId}`);
  return sql.raw(`'${columnId}'`);
}

/** The cell as jsonb: `data -> 'cN'` (the indexed expression). */
export const cellJson = (columnId: string) => sql`(data -> ${slotLiteral(columnId)})`;
/** The cell as text. */
export const cellText = (columnId: string) => sql`(data ->> ${slotLiteral(columnId)})`;
/** The cell has a value. */
export const hasCell = (columnId: string) => sql`(data ? ${slotLiteral(columnId)})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One condition; `typed` is the value converted to the column's type (for comparisons). */
export type TypedCondition = DatasetFilterCondition & { typed: unknown };

function conditionSql(columnId: string, condition: TypedCondition): SQL {
  const text = cellText(columnId);
  const value = String(condition.value);
  const test = (() => {
    switch (condition.operator) {
      case 'contains':
        return sql`${text} ilike ${`%${escapeLike(value)}%`}`;
      case 'startsWith':
        return sql`${text} ilike ${`${escapeLike(value)}%`}`;
      case 'endsWith':
        return sql`${text} ilike ${`%${escapeLike(value)}`}`;
      case 'matches':
        // `|| ''` keeps the pattern off the slot's trigram index (migration 0016): the planner cannot
        // estimate a pattern's matches, and a pattern made of common trigrams ("^person 1") had it fetch
        // and recheck most of the table, slower than the plain scan this is.
        return sql`(${text} || '') ~ ${value}`;
      case 'gt':
        return sql`${cellJson(columnId)} > ${JSON.stringify(condition.typed)}::jsonb`;
      case 'lt':
        return sql`${cellJson(columnId)} < ${JSON.stringify(condition.typed)}::jsonb`;
      case 'equals':
        return sql`${cellJson(columnId)} = ${JSON.stringify(condition.typed)}::jsonb`;
    }
  })();
  return sql`(${hasCell(columnId)} and ${test})`;
}

export type TypedFilter = {
  join: DatasetFilter['join'];
  columns: { column: DatasetColumn; join: DatasetFilter['join']; conditions: TypedCondition[] }[];
};

/** The filter's SQL, or undefined when it has no conditions. */
export function filterSql(filter: TypedFilter | undefined): SQL | undefined {
  if (!filter || filter.columns.length === 0) return undefined;
  const joined = (parts: SQL[], join: 'and' | 'or') =>
    sql`(${sql.join(parts, join === 'and' ? sql` and ` : sql` or `)})`;
  return joined(
    filter.columns.map((c) =>
      joined(
        c.conditions.map((condition) => conditionSql(c.column.id, condition)),
        c.join,
      ),
    ),
    filter.join,
  );
}

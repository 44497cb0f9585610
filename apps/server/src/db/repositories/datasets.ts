import { DatasetColumn } from '@flowlane/contracts';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.js';
import { datasetImports, datasets } from '../schema/index.js';
import { cellJson, filterSql, hasCell, slotLiteral, type TypedFilter } from './dataset-filter.js';
import { rowsOf } from './rows.js';

export type DatasetRecord = Omit<typeof datasets.$inferSelect, 'columns'> & { columns: DatasetColumn[] };
export type DatasetImportRecord = typeof datasetImports.$inferSelect;

/** A stored row as the repository hands it out: id as text (bigint), values keyed by column slot. */
export type StoredRow = { id: string; data: Record<string, unknown>; createdAt: Date; updatedAt: Date };

export type RowOrder = { columnId: string; direction: 'asc' | 'desc' } | undefined;

/** Thrown when a write would give two rows the same key; `key` is the duplicated value's text. */
export class DuplicateKeyError extends Error {
  constructor(readonly key: string | undefined) {
    super(key === undefined ? 'duplicate key' : `duplicate key ${key}`);
  }
}

const Columns = z.array(DatasetColumn);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function record(row: typeof datasets.$inferSelect): DatasetRecord {
  return { ...row, columns: Columns.parse(row.columns) };
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};

function storedRow(row: Record<string, unknown>): StoredRow {
  return {
    id: String(row.id),
    data: asObject(row.data),
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
  };
}

/** PostgreSQL's unique_violation on the key index, under whichever wrapper the driver put it. */
function isDuplicateKey(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : undefined) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}

/** A jsonb object without its top-level nulls (a null cell is an empty cell; JSON values keep theirs). */
const withoutNulls = (json: SQL) =>
  sql`coalesce((select jsonb_object_agg(k, v) from jsonb_each(${json}) as t(k, v) where jsonb_typeof(v) <> 'null'), '{}'::jsonb)`;

const keyOf = (keyColumnId: string | null, data: SQL) =>
  keyColumnId ? sql`(${data} ->> ${slotLiteral(keyColumnId)})` : sql`null::text`;

const RETURNING = sql`id::text as id, data, created_at, updated_at`;

/**
 * How far a page's total is counted: to the next thousand past the page's last row (1,000 for the first
 * pages of 50), so "more than" always means at least one more page.
 */
export function countCap(offset: number, limit: number): number {
  return Math.ceil((offset + limit + 1) / 1000) * 1000;
}

/** How long a read with a "matches" pattern may run. */
const PATTERN_TIMEOUT_MS = 5000;

/**
 * Datasets and their rows, scoped to a team: every method takes the caller's team id, and row methods
 * check that the dataset is the team's in the same statement.
 */
export function datasetsRepository(db: Db) {
  const scoped = (teamId: string, id: string) => and(eq(datasets.teamId, teamId), eq(datasets.id, id));
  const ownedBy = (teamId: string, datasetId: string) =>
    sql`exists (select 1 from datasets d where d.id = ${datasetId} and d.team_id = ${teamId})`;

  async function run(query: SQL): Promise<Record<string, unknown>[]> {
    return rowsOf(await db.execute(query));
  }

  /**
   * Runs reads whose filter has a "matches" pattern under a statement timeout (PostgreSQL's `~` has no
   * backtracking blow-up once backreferences are refused, but a huge table is still a long scan).
   */
  async function guarded<T>(
    filter: TypedFilter | undefined,
    action: (
      query: (text: SQL) => Promise<Record<string, unknown>[]>,
      /** Whether queries may run side by side (outside a transaction, on the pool). */
      together: boolean,
    ) => Promise<T>,
  ): Promise<T> {
    const hasPattern = filter?.columns.some((c) => c.conditions.some((x) => x.operator === 'matches'));
    if (!hasPattern) return action(run, true);
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${PATTERN_TIMEOUT_MS}`));
      return action(async (text) => rowsOf(await tx.execute(text)), false);
    });
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateKeyError(undefined);
      throw error;
    }
  }

  return {
    async create(
      teamId: string,
      userId: string | null,
      fields: {
        name: string;
        description: string;
        projectId: string | null;
        columns: DatasetColumn[];
        keyColumnId: string | null;
      },
    ): Promise<DatasetRecord> {
      const [row] = await db
        .insert(datasets)
        .values({ ...fields, teamId, createdBy: userId })
        .returning();
      if (!row) throw new Error('datasets insert returned no row');
      return record(row);
    },

    async get(teamId: string, id: string): Promise<DatasetRecord | undefined> {
      const [row] = await db.select().from(datasets).where(scoped(teamId, id));
      return row ? record(row) : undefined;
    },

    /** A dataset by its exact name (steps may name one instead of giving its id); the newest if several. */
    async findByName(teamId: string, name: string): Promise<DatasetRecord | undefined> {
      const [row] = await db
        .select()
        .from(datasets)
        .where(and(eq(datasets.teamId, teamId), eq(datasets.name, name)))
        .orderBy(desc(datasets.updatedAt))
        .limit(1);
      return row ? record(row) : undefined;
    },

    async list(
      teamId: string,
      query: { search?: string | undefined; projectId?: string | undefined; page: number; pageSize: number },
    ): Promise<{ items: (DatasetRecord & { rowCount: number })[]; total: number }> {
      const filters: SQL[] = [eq(datasets.teamId, teamId)];
      if (query.search) filters.push(ilike(datasets.name, `%${escapeLike(query.search)}%`));
      if (query.projectId) filters.push(eq(datasets.projectId, query.projectId));
      const where = and(...filters);
      const [items, totals] = await Promise.all([
        db
          .select({
            dataset: datasets,
            rowCount: sql<number>`(select count(*) from dataset_rows r where r.dataset_id = datasets.id)::int`,
          })
          .from(datasets)
          .where(where)
          .orderBy(desc(datasets.updatedAt), desc(datasets.id))
          .limit(query.pageSize)
          .offset(query.page * query.pageSize),
        db.select({ n: count() }).from(datasets).where(where),
      ]);
      return {
        items: items.map((i) => ({ ...record(i.dataset), rowCount: Number(i.rowCount) })),
        total: totals[0]?.n ?? 0,
      };
    },

    async rowCount(teamId: string, id: string): Promise<number> {
      const [row] = await run(
        sql`select count(*)::int as n from dataset_rows where dataset_id = ${id} and ${ownedBy(teamId, id)}`,
      );
      return Number(row?.n ?? 0);
    },

    /**
     * Changes the dataset under a row lock: `change` gets the current record and returns the new
     * fields (or a reason string to refuse), and may do row work in the same transaction.
     */
    async change<R>(
      teamId: string,
      id: string,
      change: (
        current: DatasetRecord,
        tx: Db,
      ) => Promise<
        | { refuse: R }
        | {
            fields: Partial<
              Pick<DatasetRecord, 'name' | 'description' | 'projectId' | 'columns' | 'keyColumnId'>
            >;
            rekey?: boolean;
          }
      >,
    ): Promise<DatasetRecord | { refuse: R } | undefined> {
      return write(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(datasets).where(scoped(teamId, id)).for('update');
          if (!row) return undefined;
          const current = record(row);
          const outcome = await change(current, tx);
          if ('refuse' in outcome) return outcome;
          const [updated] = await tx
            .update(datasets)
            .set({ ...outcome.fields, updatedAt: new Date() })
            .where(scoped(teamId, id))
            .returning();
          if (!updated) return undefined;
          const next = record(updated);
          if (outcome.rekey) {
            // Clear first: the unique index would otherwise see the old and new keys side by side.
            await tx.execute(
              sql`update dataset_rows set key = null where dataset_id = ${id} and key is not null`,
            );
            if (next.keyColumnId)
              await tx.execute(
                sql`update dataset_rows set key = ${keyOf(next.keyColumnId, sql`data`)} where dataset_id = ${id}`,
              );
          }
          return next;
        }),
      );
    },

    /**
     * Brings the planner's statistics and the trigram indexes' pending entries up to date after a large
     * write (an import): PGlite has no autovacuum, and PostgreSQL's comes a minute later. Without fresh
     * statistics a filtered page sorts the matching rows instead of walking the sort column's index.
     */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`analyze dataset_rows`);
      await db.execute(sql`
        select gin_clean_pending_list(i.indexrelid) from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where i.indrelid = 'dataset_rows'::regclass and a.amname = 'gin'`);
    },

    /** Removes a column's values from every row (column delete; a slot is empty before it is reused). */
    async clearSlot(tx: Db, datasetId: string, columnId: string): Promise<void> {
      await tx.execute(
        sql`update dataset_rows set data = data - ${slotLiteral(columnId)} where dataset_id = ${datasetId} and ${hasCell(columnId)}`,
      );
    },

    /**
     * Visits the column's values in row order, `batch` rows at a time (a type change's preview and
     * conversion); `visit` answers the new values to write (row id → converted value, null clears).
     */
    async convertSlot(
      tx: Db,
      datasetId: string,
      columnId: string,
      visit: (batch: { id: string; value: unknown }[]) => Map<string, unknown> | undefined,
      batch = 2000,
    ): Promise<void> {
      let after = '0';
      for (;;) {
        const rows = rowsOf(
          await tx.execute(sql`
            select id::text as id, ${cellJson(columnId)} as value from dataset_rows
            where dataset_id = ${datasetId} and id > ${after}::bigint and ${hasCell(columnId)}
            order by dataset_rows.id limit ${batch}`),
        );
        if (rows.length === 0) return;
        after = String(rows[rows.length - 1]?.id);
        const changes = visit(rows.map((r) => ({ id: String(r.id), value: r.value })));
        if (changes && changes.size > 0) {
          const values = JSON.stringify([...changes].map(([id, value]) => ({ id, value })));
          await tx.execute(sql`
            update dataset_rows as r
            set data = case when jsonb_typeof(v.value) is null or jsonb_typeof(v.value) = 'null'
                         then r.data - ${slotLiteral(columnId)}
                         else jsonb_set(r.data, array[${columnId}], v.value) end,
                updated_at = now()
            from jsonb_to_recordset(${values}::jsonb) as v(id bigint, value jsonb)
            where r.dataset_id = ${datasetId} and r.id = v.id`);
        }
      }
    },

    async remove(teamId: string, id: string): Promise<boolean> {
      const rows = await db.delete(datasets).where(scoped(teamId, id)).returning({ id: datasets.id });
      return rows.length > 0;
    },

    /**
     * A page of rows: filtered, ordered by a column (rows without a value in it come last either way)
     * or by id, with the total. Sorting by a column reads the rows that have a value through the slot's
     * index, then the ones without, so neither part is sorted in memory.
     *
     * The total is counted only up to the next thousand past the page (`countCap`): an exact count of a
     * filter that matches a few thousand of 100,000 rows reads all 100,000, which alone cost more than the
     * page. Past the cap `totalCapped` says "more than `total`", and the next page always exists.
     */
    async page(
      teamId: string,
      dataset: DatasetRecord,
      query: {
        filter?: TypedFilter | undefined;
        order: RowOrder;
        offset: number;
        limit: number;
        /** Count the matching rows (pages do; a step's find does not need it). */
        withTotal?: boolean;
      },
    ): Promise<{ rows: StoredRow[]; total: number; totalCapped: boolean }> {
      const where = and(
        sql`dataset_id = ${dataset.id}`,
        ownedBy(teamId, dataset.id),
        filterSql(query.filter),
      );
      const { order, offset, limit } = query;
      const withTotal = query.withTotal ?? true;
      return guarded(query.filter, async (q, together) => {
        const count = async (extra?: SQL) =>
          Number(
            (
              await q(
                sql`select count(*)::int as n from dataset_rows where ${where} ${extra ? sql`and ${extra}` : sql``}`,
              )
            )[0]?.n ?? 0,
          );
        const cap = countCap(offset, limit);
        const total = async () => {
          if (!withTotal) return { total: -1, totalCapped: false };
          const n = Number(
            (
              await q(
                sql`select count(*)::int as n from (select 1 from dataset_rows where ${where} limit ${cap + 1}) as matching`,
              )
            )[0]?.n ?? 0,
          );
          return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
        };
        const rows = async (): Promise<StoredRow[]> => {
          if (!order)
            return (
              await q(
                sql`select ${RETURNING} from dataset_rows where ${where} order by dataset_rows.id limit ${limit} offset ${offset}`,
              )
            ).map(storedRow);
          const has = hasCell(order.columnId);
          const direction = order.direction === 'desc' ? sql`desc` : sql`asc`;
          const found = (
            await q(sql`
              select ${RETURNING} from dataset_rows where ${where} and ${has}
              order by ${cellJson(order.columnId)} ${direction}, dataset_rows.id ${direction} limit ${limit} offset ${offset}`)
          ).map(storedRow);
          if (found.length < limit) {
            // The rows with a value end on this page: the ones without follow.
            const filled = found.length > 0 ? offset + found.length : await count(has);
            const rest = await q(sql`
              select ${RETURNING} from dataset_rows where ${where} and not ${has}
              order by dataset_rows.id limit ${limit - found.length} offset ${Math.max(0, offset - filled)}`);
            found.push(...rest.map(storedRow));
          }
          return found;
        };
        // On PostgreSQL the page and its count run on two pooled connections at once.
        const [page, counted] = together
          ? await Promise.all([rows(), total()])
          : [await rows(), await total()];
        return { rows: page, ...counted };
      });
    },

    /** Counts the rows matching a filter. */
    async countWhere(teamId: string, datasetId: string, filter: TypedFilter | undefined): Promise<number> {
      const [row] = await guarded(filter, (q) =>
        q(
          sql`select count(*)::int as n from dataset_rows where dataset_id = ${datasetId} and ${ownedBy(teamId, datasetId)} and ${filterSql(filter) ?? sql`true`}`,
        ),
      );
      return Number(row?.n ?? 0);
    },

    /** Every matching row in order, `batch` at a time, by keyset (exports): never the whole table at once. */
    async *scan(
      teamId: string,
      dataset: DatasetRecord,
      filter: TypedFilter | undefined,
      batch = 1000,
    ): AsyncGenerator<StoredRow[]> {
      let after = '0';
      for (;;) {
        const rows = await run(sql`
          select ${RETURNING} from dataset_rows
          where dataset_id = ${dataset.id} and ${ownedBy(teamId, dataset.id)} and id > ${after}::bigint
            and ${filterSql(filter) ?? sql`true`}
          order by dataset_rows.id limit ${batch}`);
        if (rows.length === 0) return;
        after = String(rows[rows.length - 1]?.id);
        yield rows.map(storedRow);
        if (rows.length < batch) return;
      }
    },

    async getRow(teamId: string, datasetId: string, rowId: string): Promise<StoredRow | undefined> {
      const [row] = await run(
        sql`select ${RETURNING} from dataset_rows where dataset_id = ${datasetId} and id = ${rowId}::bigint and ${ownedBy(teamId, datasetId)}`,
      );
      return row ? storedRow(row) : undefined;
    },

    /** Inserts rows (values keyed by slot; nulls dropped) in one statement: all or none. */
    async insertRows(
      teamId: string,
      dataset: DatasetRecord,
      rows: Record<string, unknown>[],
      tx: Db = db,
      returnRows = true,
    ): Promise<StoredRow[]> {
      if (rows.length === 0) return [];
      const data = withoutNulls(sql`e.value`);
      return write(async () =>
        rowsOf(
          await tx.execute(sql`
            insert into dataset_rows (dataset_id, data, key)
            select ${dataset.id}::uuid, d.data, ${keyOf(dataset.keyColumnId, sql`d.data`)}
            from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as e(value, n)
            cross join lateral (select ${data} as data) d
            where ${ownedBy(teamId, dataset.id)}
            order by e.n
            returning ${returnRows ? RETURNING : sql`id::text as id`}`),
        ).map(storedRow),
      );
    },

    /**
     * Inserts rows or, where a row with the same key exists, merges the given cells into it — one
     * statement, so concurrent upserts of the same key never lose a cell (the key index serialises them).
     */
    async upsertRows(
      teamId: string,
      dataset: DatasetRecord,
      rows: Record<string, unknown>[],
      tx: Db = db,
    ): Promise<{ inserted: number; updated: number }> {
      if (rows.length === 0 || !dataset.keyColumnId) return { inserted: 0, updated: 0 };
      const result = await write(async () =>
        rowsOf(
          await tx.execute(sql`
            insert into dataset_rows (dataset_id, data, key)
            select ${dataset.id}::uuid, e.value, ${keyOf(dataset.keyColumnId, sql`e.value`)}
            from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as e(value)
            where ${ownedBy(teamId, dataset.id)}
            on conflict (dataset_id, key) do update
              set data = ${withoutNulls(sql`dataset_rows.data || excluded.data`)}, updated_at = now()
            returning (xmax = 0) as inserted`),
        ),
      );
      const inserted = result.filter((r) => r.inserted === true).length;
      return { inserted, updated: result.length - inserted };
    },

    /** Sets cells (nulls clear) on the rows matching the filter, or one row by id. */
    async updateRows(
      teamId: string,
      dataset: DatasetRecord,
      target: { rowId: string } | { filter: TypedFilter | undefined },
      values: Record<string, unknown>,
    ): Promise<StoredRow[]> {
      const data = withoutNulls(sql`data || ${JSON.stringify(values)}::jsonb`);
      const which =
        'rowId' in target ? sql`id = ${target.rowId}::bigint` : (filterSql(target.filter) ?? sql`true`);
      return write(async () =>
        (
          await run(sql`
            update dataset_rows set data = ${data}, key = ${keyOf(dataset.keyColumnId, data)}, updated_at = now()
            where dataset_id = ${dataset.id} and ${ownedBy(teamId, dataset.id)} and ${which}
            returning ${RETURNING}`)
        ).map(storedRow),
      );
    },

    async deleteRows(
      teamId: string,
      datasetId: string,
      target: { rowIds: string[] } | { filter: TypedFilter | undefined },
    ): Promise<number> {
      const which =
        'rowIds' in target
          ? sql`id = any(${`{${target.rowIds.join(',')}}`}::bigint[])`
          : (filterSql(target.filter) ?? sql`true`);
      const rows = await run(sql`
        delete from dataset_rows where dataset_id = ${datasetId} and ${ownedBy(teamId, datasetId)} and ${which}
        returning id`);
      return rows.length;
    },

    /**
     * An import in one transaction: the new columns, then the rows (inserted, or merged into rows with
     * the same key). Answers 'changed' when the dataset's columns are no longer those the file was
     * checked against.
     */
    async importRows(
      teamId: string,
      checked: DatasetRecord,
      newColumns: DatasetColumn[],
      batches: AsyncIterable<Record<string, unknown>[]>,
      onBatch: (written: number) => void,
    ): Promise<{ inserted: number; updated: number } | 'changed'> {
      return write(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(datasets).where(scoped(teamId, checked.id)).for('update');
          if (!row) return 'changed' as const;
          const current = record(row);
          const same = (a: DatasetColumn[], b: DatasetColumn[]) =>
            a.length === b.length && a.every((c, i) => c.id === b[i]?.id && c.type === b[i]?.type);
          if (!same(current.columns, checked.columns) || current.keyColumnId !== checked.keyColumnId)
            return 'changed' as const;
          let dataset = current;
          if (newColumns.length > 0) {
            const [updated] = await tx
              .update(datasets)
              .set({ columns: [...current.columns, ...newColumns], updatedAt: new Date() })
              .where(scoped(teamId, checked.id))
              .returning();
            if (updated) dataset = record(updated);
          }
          let inserted = 0;
          let updated = 0;
          for await (const rows of batches) {
            if (dataset.keyColumnId) {
              const done = await this.upsertRows(teamId, dataset, rows, tx);
              inserted += done.inserted;
              updated += done.updated;
            } else {
              inserted += (await this.insertRows(teamId, dataset, rows, tx, false)).length;
            }
            onBatch(inserted + updated);
          }
          return { inserted, updated };
        }),
      );
    },

    async createImport(values: typeof datasetImports.$inferInsert): Promise<DatasetImportRecord> {
      const [row] = await db.insert(datasetImports).values(values).returning();
      if (!row) throw new Error('dataset_imports insert returned no row');
      return row;
    },

    async getImport(teamId: string, datasetId: string, id: string): Promise<DatasetImportRecord | undefined> {
      const [row] = await db
        .select()
        .from(datasetImports)
        .where(
          and(
            eq(datasetImports.teamId, teamId),
            eq(datasetImports.datasetId, datasetId),
            eq(datasetImports.id, id),
          ),
        );
      return row;
    },

    async updateImport(
      teamId: string,
      id: string,
      patch: Partial<Omit<typeof datasetImports.$inferInsert, 'id' | 'teamId' | 'datasetId'>>,
      onlyIfStatus?: string,
    ): Promise<DatasetImportRecord | undefined> {
      const [row] = await db
        .update(datasetImports)
        .set({ ...patch, updatedAt: new Date() })
        .where(
          and(
            eq(datasetImports.teamId, teamId),
            eq(datasetImports.id, id),
            onlyIfStatus ? eq(datasetImports.status, onlyIfStatus) : undefined,
          ),
        )
        .returning();
      return row;
    },
  };
}

export type DatasetsRepository = ReturnType<typeof datasetsRepository>;

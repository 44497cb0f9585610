import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts.js';
import { projects } from './workflows.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A dataset: a team's table. `columns` lists `{id, name, type}` in display order; a column's id is its
 * slot `c0` … `c19`, the key its values have in `dataset_rows.data`.
 */
export const datasets = pgTable(
  'datasets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    columns: jsonb('columns').notNull().default([]),
    keyColumnId: text('key_column_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('datasets_team_idx').on(t.teamId, t.updatedAt),
    index('datasets_project_idx').on(t.projectId),
  ],
);

const SLOTS = Array.from({ length: 20 }, (_, i) => `c${i}`);

/**
 * A dataset's rows: values in `data` keyed by column slot. Each slot has an expression index on
 * `(dataset_id, data -> 'cN', id)` over the rows that have a value there, shared by every dataset, so sorting a page and range filters
 * ("greater than") walk an index instead of sorting the dataset (see the README's measurements).
 * `key` is the text of the key column's value: a unique index on it makes upserts one atomic statement.
 */
export const datasetRows = pgTable(
  'dataset_rows',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull().default({}),
    key: text('key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('dataset_rows_dataset_idx').on(t.datasetId, t.id),
    uniqueIndex('dataset_rows_key_key').on(t.datasetId, t.key),
    ...SLOTS.map((slot) =>
      index(`dataset_rows_${slot}_idx`)
        .on(t.datasetId, sql`(${t.data} -> '${sql.raw(slot)}')` as SQL, t.id)
        .where(sql`${t.data} ? '${sql.raw(slot)}'`),
    ),
  ],
);

/**
 * A CSV import: the uploaded file, the preview read from it, then the job's progress and outcome.
 * The file's bytes are dropped when the import ends.
 */
export const datasetImports = pgTable(
  'dataset_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    fileName: text('file_name').notNull(),
    csv: bytea('csv').notNull(),
    hasHeader: boolean('has_header').notNull(),
    headers: jsonb('headers').notNull(),
    sample: jsonb('sample').notNull(),
    guessedTypes: jsonb('guessed_types').notNull(),
    mapping: jsonb('mapping').notNull(),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').notNull().default([]),
    message: text('message'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('dataset_imports_dataset_idx').on(t.datasetId, t.createdAt)],
);

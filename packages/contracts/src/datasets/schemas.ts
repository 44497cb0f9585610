import { z } from 'zod';
import { ListSearch, Page, pageQuery, SortDirection } from '../lists.js';
import { LIMITS } from '../system/limits.js';

/**
 * Datasets: a team's tables. A dataset has at most `LIMITS.datasetMaxColumns` typed columns; a column's
 * id (`c0` … `c19`) is its storage slot, stable across renames and reorders, so rows and filters name
 * columns by id while people see names.
 */

export const DATASET_MAX_COLUMNS = LIMITS.datasetMaxColumns;

export const DatasetColumnType = z.enum(['text', 'number', 'boolean', 'datetime', 'json']);
export type DatasetColumnType = z.infer<typeof DatasetColumnType>;

export const DATASET_COLUMN_IDS: readonly string[] = Array.from(
  { length: DATASET_MAX_COLUMNS },
  (_, i) => `c${i}`,
);
export const DatasetColumnId = z
  .string()
  .refine((id) => DATASET_COLUMN_IDS.includes(id), 'Not a column id (c0 … c19)');
export type DatasetColumnId = z.infer<typeof DatasetColumnId>;

export const DatasetColumnName = z
  .string()
  .trim()
  .min(1, 'A column needs a name')
  .max(100, 'A column name has at most 100 characters');

export const DatasetColumn = z.object({
  id: DatasetColumnId,
  name: z.string(),
  type: DatasetColumnType,
});
export type DatasetColumn = z.infer<typeof DatasetColumn>;

export const DATASET_TOO_MANY_COLUMNS = `A dataset has at most ${DATASET_MAX_COLUMNS} columns.`;

export const Dataset = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  /** In display order. */
  columns: z.array(DatasetColumn),
  /** The unique key column (upserts match on it), or null. */
  keyColumnId: z.string().nullable(),
  rowCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dataset = z.infer<typeof Dataset>;

const NewColumn = z.object({ name: DatasetColumnName, type: DatasetColumnType });

/** POST /api/dataset */
export const CreateDatasetRequest = z.object({
  name: z.string().trim().min(1, 'A dataset needs a name').max(200),
  description: z.string().max(2000).default(''),
  projectId: z.uuid().nullable().optional(),
  columns: z.array(NewColumn).max(DATASET_MAX_COLUMNS, DATASET_TOO_MANY_COLUMNS).default([]),
  /** The name of one of `columns` to make the unique key column. */
  keyColumn: z.string().optional(),
});
export type CreateDatasetRequest = z.input<typeof CreateDatasetRequest>;

/** PUT /api/dataset/{id}: name, description, project and key column (left-out fields stay). */
export const UpdateDatasetRequest = z.object({
  name: z.string().trim().min(1, 'A dataset needs a name').max(200).optional(),
  description: z.string().max(2000).optional(),
  projectId: z.uuid().nullable().optional(),
  keyColumnId: DatasetColumnId.nullable().optional(),
});
export type UpdateDatasetRequest = z.input<typeof UpdateDatasetRequest>;

/** GET /api/dataset?search=&projectId=&page=&pageSize= */
export const DatasetListQuery = z.object({
  search: ListSearch,
  projectId: z.uuid().optional(),
  ...pageQuery(),
});
export type DatasetListQuery = z.infer<typeof DatasetListQuery>;

export const DatasetListResponse = Page(Dataset);
export type DatasetListResponse = z.infer<typeof DatasetListResponse>;

/** POST /api/dataset/{id}/columns */
export const AddColumnRequest = NewColumn;
export type AddColumnRequest = z.infer<typeof AddColumnRequest>;

/**
 * PUT /api/dataset/{id}/columns/{columnId}: rename and/or change the type. A type change that some
 * rows' values cannot make is refused (409) unless `confirm` is true; then those values are cleared.
 */
export const UpdateColumnRequest = z.object({
  name: DatasetColumnName.optional(),
  type: DatasetColumnType.optional(),
  confirm: z.boolean().default(false),
});
export type UpdateColumnRequest = z.input<typeof UpdateColumnRequest>;

/** PUT /api/dataset/{id}/columns: the new display order (every column id once). */
export const ReorderColumnsRequest = z.object({
  columnIds: z.array(DatasetColumnId).max(DATASET_MAX_COLUMNS),
});
export type ReorderColumnsRequest = z.infer<typeof ReorderColumnsRequest>;

/** POST /api/dataset/{id}/columns/{columnId}/preview: what a type change would do. */
export const ColumnTypePreviewRequest = z.object({ type: DatasetColumnType });
export type ColumnTypePreviewRequest = z.infer<typeof ColumnTypePreviewRequest>;

export const ColumnTypePreview = z.object({
  columnId: z.string(),
  from: DatasetColumnType,
  to: DatasetColumnType,
  /** Rows with a value in the column. */
  checked: z.number().int(),
  /** How many of them cannot convert (their values would be cleared on a confirmed change). */
  failureCount: z.number().int(),
  /** The first failures (at most 100), oldest rows first. */
  failures: z.array(z.object({ rowId: z.string(), value: z.unknown(), reason: z.string() })),
});
export type ColumnTypePreview = z.infer<typeof ColumnTypePreview>;

/** The spec's six table filter types, plus `equals` (the steps' "where key = value"). */
export const DatasetFilterOperator = z.enum([
  'contains',
  'startsWith',
  'endsWith',
  'matches',
  'gt',
  'lt',
  'equals',
]);
export type DatasetFilterOperator = z.infer<typeof DatasetFilterOperator>;

export const DATASET_REGEX_MAX_LENGTH = 200;
/**
 * The largest automaton (RE2 instructions) a "matches" pattern may make: `[a-z]{1,200}x` is about 400,
 * `(.{1,30}){1,30}` about 1,900, and PostgreSQL's `~` spends up to about that much per character.
 */
export const DATASET_REGEX_MAX_SIZE = 500;

export const DatasetFilterCondition = z.object({
  operator: DatasetFilterOperator,
  value: z.union([z.string().max(1000), z.number(), z.boolean()]),
});
export type DatasetFilterCondition = z.infer<typeof DatasetFilterCondition>;

export const FilterJoin = z.enum(['and', 'or']);
export type FilterJoin = z.infer<typeof FilterJoin>;

/** The conditions on one column, joined by `join`. */
export const DatasetColumnFilter = z.object({
  column: DatasetColumnId,
  join: FilterJoin.default('and'),
  conditions: z.array(DatasetFilterCondition).min(1).max(5),
});
export type DatasetColumnFilter = z.infer<typeof DatasetColumnFilter>;

/** Column filters joined by `join` (and: every column's filter holds; or: any). */
export const DatasetFilter = z.object({
  join: FilterJoin.default('and'),
  columns: z.array(DatasetColumnFilter).max(DATASET_MAX_COLUMNS),
});
export type DatasetFilter = z.infer<typeof DatasetFilter>;

const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** GET /api/dataset/{id}/rows?page=&pageSize=&sort=&direction=&filter=<json DatasetFilter> */
export const DatasetRowQuery = z.object({
  ...pageQuery({ size: 50, max: 500 }),
  sort: DatasetColumnId.optional(),
  direction: SortDirection.default('asc'),
  filter: jsonParam(DatasetFilter).optional(),
});
export type DatasetRowQuery = z.infer<typeof DatasetRowQuery>;

/** Values keyed by column id. A null clears the cell. */
export const DatasetRowValues = z.record(z.string(), z.unknown());
export type DatasetRowValues = z.infer<typeof DatasetRowValues>;

export const DatasetRow = z.object({
  id: z.string(),
  values: DatasetRowValues,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DatasetRow = z.infer<typeof DatasetRow>;

/** `total` counts the matching rows up to the next thousand past the page; with `totalCapped`, more than that. */
export const DatasetRowPage = Page(DatasetRow).extend({ totalCapped: z.boolean() });
export type DatasetRowPage = z.infer<typeof DatasetRowPage>;

/** POST /api/dataset/{id}/rows and PUT /api/dataset/{id}/rows/{rowId} (PUT changes only the given cells). */
export const DatasetRowInput = z.object({ values: DatasetRowValues });
export type DatasetRowInput = z.infer<typeof DatasetRowInput>;

export const RowId = z.string().regex(/^[1-9][0-9]{0,17}$/, 'Not a row id');

/** POST /api/dataset/{id}/rows/delete */
export const BulkDeleteRowsRequest = z.object({ ids: z.array(RowId).min(1).max(1000) });
export type BulkDeleteRowsRequest = z.infer<typeof BulkDeleteRowsRequest>;

export const BulkDeleteRowsResponse = z.object({ removed: z.number().int() });
export type BulkDeleteRowsResponse = z.infer<typeof BulkDeleteRowsResponse>;

/** GET /api/dataset/{id}/export?format=csv|json (&sort, direction, filter as for rows) */
export const DatasetExportQuery = DatasetRowQuery.omit({ page: true, pageSize: true }).extend({
  format: z.enum(['csv', 'json']).default('csv'),
});
export type DatasetExportQuery = z.infer<typeof DatasetExportQuery>;

/** One CSV column going into the dataset: to an existing column, or to a new one made by the import. */
export const DatasetImportTarget = z.object({
  /** The CSV column's position (0-based). */
  source: z.number().int().min(0).max(999),
  columnId: DatasetColumnId.optional(),
  newColumn: NewColumn.optional(),
});
export type DatasetImportTarget = z.infer<typeof DatasetImportTarget>;

/** POST /api/dataset/{id}/import/{importId}/start: how to read the uploaded CSV. CSV columns not listed are skipped. */
export const StartImportRequest = z.object({
  hasHeader: z.boolean(),
  mapping: z.array(DatasetImportTarget).min(1, 'Map at least one CSV column').max(DATASET_MAX_COLUMNS),
});
export type StartImportRequest = z.infer<typeof StartImportRequest>;

export const DatasetImportStatus = z.enum([
  'uploaded',
  'checking',
  'writing',
  'finishing',
  'succeeded',
  'failed',
]);
export type DatasetImportStatus = z.infer<typeof DatasetImportStatus>;

/** A value that cannot go in: the CSV line (1-based, as an editor shows it) and the column's name. */
export const DatasetImportError = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type DatasetImportError = z.infer<typeof DatasetImportError>;

export const DATASET_IMPORT_ERRORS_SHOWN = 100;

/**
 * An import: after the upload it is a preview (header guess, sample, guessed types, a suggested
 * mapping); once started it reports progress, then the outcome. A failed import wrote nothing.
 */
export const DatasetImport = z.object({
  id: z.string(),
  datasetId: z.string(),
  status: DatasetImportStatus,
  fileName: z.string(),
  hasHeader: z.boolean(),
  /** The header line's cells, or "Column 1", "Column 2", … without one. */
  headers: z.array(z.string()),
  /** The first data lines. */
  sample: z.array(z.array(z.string())),
  guessedTypes: z.array(DatasetColumnType),
  mapping: z.array(DatasetImportTarget),
  /** Data lines read so far and in all (total is known once checking is done). */
  processed: z.number().int(),
  total: z.number().int().nullable(),
  inserted: z.number().int(),
  updated: z.number().int(),
  errorCount: z.number().int(),
  /** The first errors (at most DATASET_IMPORT_ERRORS_SHOWN). */
  errors: z.array(DatasetImportError),
  /** Why it failed, in a sentence. */
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DatasetImport = z.infer<typeof DatasetImport>;

/** A row as steps see it: values keyed by column name. */
export type DatasetRow = Record<string, unknown>;

/** The spec's six table filter types, plus `equals`. */
export type DatasetFilterOperator =
  | 'contains'
  | 'startsWith'
  | 'endsWith'
  | 'matches'
  | 'gt'
  | 'lt'
  | 'equals';

/** A condition on one column, named by its name. */
export interface DatasetCondition {
  column: string;
  operator: DatasetFilterOperator;
  value: string | number | boolean;
}

/** Conditions joined by `join`; no conditions means every row. */
export interface DatasetWhere {
  join: 'and' | 'or';
  conditions: DatasetCondition[];
}

export interface DatasetFindQuery {
  datasetId: string;
  where?: DatasetWhere;
  sort?: { column: string; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

/**
 * The team's datasets (tables the user manages in the app). Every write is one atomic statement on
 * the server, so concurrent runs never lose each other's changes. Rejects with a user error for an
 * unknown dataset or column and for values that do not fit a column's type.
 */
export interface DatasetsPort {
  find(query: DatasetFindQuery): Promise<DatasetRow[]>;
  count(datasetId: string, where?: DatasetWhere): Promise<number>;
  insert(datasetId: string, rows: DatasetRow[]): Promise<{ inserted: number }>;
  update(datasetId: string, where: DatasetWhere, values: DatasetRow): Promise<{ updated: number }>;
  /** Inserts each row, or sets its cells on the row with the same key-column value. */
  upsert(datasetId: string, rows: DatasetRow[]): Promise<{ inserted: number; updated: number }>;
  remove(datasetId: string, where: DatasetWhere): Promise<{ removed: number }>;
}

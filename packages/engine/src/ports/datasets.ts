export type DatasetRow = Record<string, unknown>;

export interface DatasetQuery {
  datasetId: string;
  filter?: Record<string, unknown>;
  limit?: number;
  offset?: number;
}

/** The team's datasets (tables the user manages in the app). */
export interface DatasetsPort {
  query(query: DatasetQuery): Promise<DatasetRow[]>;
  insert(datasetId: string, rows: DatasetRow[]): Promise<{ inserted: number }>;
  update(
    datasetId: string,
    filter: Record<string, unknown>,
    values: DatasetRow,
  ): Promise<{ updated: number }>;
  remove(datasetId: string, filter: Record<string, unknown>): Promise<{ removed: number }>;
}

import {
  ColumnTypePreview,
  type CreateDatasetRequest,
  Dataset,
  type DatasetColumnType,
  type DatasetFilter,
  DatasetImport,
  DatasetRow,
  DatasetRowPage,
  type StartImportRequest,
  type UpdateDatasetRequest,
} from '@flowlane/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jsonBody } from '../../api/client';
import { datasetListKey } from '../../api/datasets';
import { authedFetch } from '../../auth';
import { readTokens } from '../../auth/tokens';

export const datasetKeys = {
  all: ['datasets'] as const,
  list: datasetListKey,
  detail: (id: string) => ['datasets', 'detail', id] as const,
  rows: (id: string, params: object) => ['datasets', 'rows', id, params] as const,
  import: (id: string, importId: string) => ['datasets', 'import', id, importId] as const,
};

const enc = encodeURIComponent;

export type RowParams = {
  page: number;
  pageSize: number;
  sort: string | null;
  direction: 'asc' | 'desc';
  filter: DatasetFilter | null;
};

function rowQuery(params: Omit<RowParams, 'page' | 'pageSize'>): URLSearchParams {
  const query = new URLSearchParams();
  if (params.sort) {
    query.set('sort', params.sort);
    query.set('direction', params.direction);
  }
  if (params.filter && params.filter.columns.length > 0) query.set('filter', JSON.stringify(params.filter));
  return query;
}

const Removed = z.object({ removed: z.number() });

export const datasetsApi = {
  get: (id: string) => authedFetch(`/api/dataset/${enc(id)}`, { method: 'GET' }, Dataset),
  create: (input: CreateDatasetRequest) =>
    authedFetch('/api/dataset', { method: 'POST', body: jsonBody(input) }, Dataset),
  update: (id: string, input: UpdateDatasetRequest) =>
    authedFetch(`/api/dataset/${enc(id)}`, { method: 'PUT', body: jsonBody(input) }, Dataset),
  remove: (id: string) => authedFetch(`/api/dataset/${enc(id)}`, { method: 'DELETE' }),
  addColumn: (id: string, name: string, type: DatasetColumnType) =>
    authedFetch(
      `/api/dataset/${enc(id)}/columns`,
      { method: 'POST', body: jsonBody({ name, type }) },
      Dataset,
    ),
  updateColumn: (
    id: string,
    columnId: string,
    patch: { name?: string; type?: DatasetColumnType; confirm?: boolean },
  ) =>
    authedFetch(
      `/api/dataset/${enc(id)}/columns/${enc(columnId)}`,
      { method: 'PUT', body: jsonBody(patch) },
      Dataset,
    ),
  reorder: (id: string, columnIds: string[]) =>
    authedFetch(`/api/dataset/${enc(id)}/columns`, { method: 'PUT', body: jsonBody({ columnIds }) }, Dataset),
  removeColumn: (id: string, columnId: string) =>
    authedFetch(`/api/dataset/${enc(id)}/columns/${enc(columnId)}`, { method: 'DELETE' }, Dataset),
  preview: (id: string, columnId: string, type: DatasetColumnType) =>
    authedFetch(
      `/api/dataset/${enc(id)}/columns/${enc(columnId)}/preview`,
      { method: 'POST', body: jsonBody({ type }) },
      ColumnTypePreview,
    ),
  rows: (id: string, params: RowParams) => {
    const query = rowQuery(params);
    query.set('page', String(params.page));
    query.set('pageSize', String(params.pageSize));
    return authedFetch(`/api/dataset/${enc(id)}/rows?${query}`, { method: 'GET' }, DatasetRowPage);
  },
  addRow: (id: string, values: Record<string, unknown>) =>
    authedFetch(`/api/dataset/${enc(id)}/rows`, { method: 'POST', body: jsonBody({ values }) }, DatasetRow),
  updateRow: (id: string, rowId: string, values: Record<string, unknown>) =>
    authedFetch(
      `/api/dataset/${enc(id)}/rows/${enc(rowId)}`,
      { method: 'PUT', body: jsonBody({ values }) },
      DatasetRow,
    ),
  removeRows: (id: string, ids: string[]) =>
    authedFetch(`/api/dataset/${enc(id)}/rows/delete`, { method: 'POST', body: jsonBody({ ids }) }, Removed),
  upload: (id: string, file: File) =>
    authedFetch(
      `/api/dataset/${enc(id)}/import?fileName=${enc(file.name)}`,
      { method: 'POST', body: file, headers: { 'content-type': 'text/csv' } },
      DatasetImport,
    ),
  startImport: (id: string, importId: string, request: StartImportRequest) =>
    authedFetch(
      `/api/dataset/${enc(id)}/import/${enc(importId)}/start`,
      { method: 'POST', body: jsonBody(request) },
      DatasetImport,
    ),
  importStatus: (id: string, importId: string) =>
    authedFetch(`/api/dataset/${enc(id)}/import/${enc(importId)}`, { method: 'GET' }, DatasetImport),
  /** Downloads the export (the filter and sort of the grid apply) through the signed-in fetch. */
  async download(
    dataset: { id: string; name: string },
    format: 'csv' | 'json',
    params: Omit<RowParams, 'page' | 'pageSize'>,
  ) {
    const query = rowQuery(params);
    query.set('format', format);
    // A signed-in call first, so the access token read below is fresh.
    await datasetsApi.get(dataset.id);
    const token = readTokens().accessToken;
    const response = await fetch(`/api/dataset/${enc(dataset.id)}/export?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `${dataset.name}.${format}`;
    link.click();
    URL.revokeObjectURL(url);
  },
};

export function useDataset(id: string, enabled = true) {
  return useQuery({ queryKey: datasetKeys.detail(id), queryFn: () => datasetsApi.get(id), enabled });
}

export function useRows(id: string, params: RowParams, enabled = true) {
  return useQuery({
    queryKey: datasetKeys.rows(id, params),
    queryFn: () => datasetsApi.rows(id, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

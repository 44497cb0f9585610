import { N8nImportResponse, WorkflowListResponse, WorkflowResponse } from '@flowlane/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { jsonBody } from '../../api/client';
import { authedFetch } from '../../auth';

export const WORKFLOW_SORTS = ['updated', 'title', 'created'] as const;
export type WorkflowSort = (typeof WORKFLOW_SORTS)[number];

export type WorkflowListParams = {
  search: string;
  projectId: string | null;
  sort: WorkflowSort;
  page: number;
  pageSize: number;
};

export const workflowKeys = {
  lists: ['workflows', 'list'] as const,
  list: (params: WorkflowListParams) => ['workflows', 'list', params] as const,
};

const enc = encodeURIComponent;

export const workflowsApi = {
  list: ({ search, projectId, sort, page, pageSize }: WorkflowListParams) => {
    const query = new URLSearchParams({ sort, page: String(page), pageSize: String(pageSize) });
    if (search.trim()) query.set('search', search.trim());
    if (projectId) query.set('projectId', projectId);
    return authedFetch(`/api/workflow?${query}`, {}, WorkflowListResponse);
  },
  create: () => authedFetch('/api/workflow', { method: 'POST', body: jsonBody({}) }, WorkflowResponse),
  setEnabled: (id: string, enabled: boolean) =>
    authedFetch(
      `/api/workflow/${enc(id)}/enabled`,
      { method: 'PATCH', body: jsonBody({ enabled }) },
      WorkflowResponse,
    ),
  duplicate: (id: string) =>
    authedFetch(`/api/workflow/${enc(id)}/duplicate`, { method: 'POST' }, WorkflowResponse),
  remove: (id: string) => authedFetch(`/api/workflow/${enc(id)}`, { method: 'DELETE' }),
  /** The export file's JSON, as the server wrote it. */
  exportFile: (id: string) => authedFetch(`/api/workflow/${enc(id)}/export`),
  /** Sends the file's text untouched, so the server judges it (and names what is wrong). */
  importFile: (text: string) =>
    authedFetch(
      '/api/workflow/import',
      { method: 'POST', body: text, headers: { 'content-type': 'application/json' } },
      WorkflowResponse,
    ),
  /** An n8n export's text, sent untouched: the server converts it and answers the workflow and a report. */
  importN8n: (text: string) =>
    authedFetch(
      '/api/workflow/import/n8n',
      { method: 'POST', body: text, headers: { 'content-type': 'application/json' } },
      N8nImportResponse,
    ),
};

export function useWorkflowList(params: WorkflowListParams) {
  return useQuery({
    queryKey: workflowKeys.list(params),
    queryFn: () => workflowsApi.list(params),
    placeholderData: keepPreviousData,
  });
}

export function useInvalidateWorkflows() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workflowKeys.lists }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
    [client],
  );
}

import { Project, WorkflowListResponse, WorkflowResponse } from '@flowlane/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { ApiRequestError, jsonBody } from '../../api/client';
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
  projects: ['projects', 'list'] as const,
};

/** Only what the list needs, so a richer project payload still parses. */
const ProjectRef = Project.pick({ id: true, name: true });
export type ProjectRef = z.infer<typeof ProjectRef>;

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
  /** The team's projects, or null where the server has no projects API (404): the filter then hides. */
  projects: async (): Promise<ProjectRef[] | null> => {
    try {
      return await authedFetch('/api/project', {}, z.array(ProjectRef));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
};

export function useWorkflowList(params: WorkflowListParams) {
  return useQuery({
    queryKey: workflowKeys.list(params),
    queryFn: () => workflowsApi.list(params),
    placeholderData: keepPreviousData,
  });
}

export function useProjects() {
  return useQuery({
    queryKey: workflowKeys.projects,
    queryFn: workflowsApi.projects,
    retry: false,
    staleTime: 60_000,
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

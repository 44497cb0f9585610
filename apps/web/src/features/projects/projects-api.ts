import { Project, type ProjectInput, WorkflowListResponse, WorkflowResponse } from '@flowlane/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { jsonBody } from '../../api/client';
import { PROJECT_LIST_KEY } from '../../api/projects';
import { authedFetch } from '../../auth';

/** Under ['projects'], so invalidating it also refreshes the workflow list's project filter. */
export const projectKeys = {
  all: ['projects'] as const,
  list: PROJECT_LIST_KEY,
  detail: (id: string) => ['projects', 'detail', id] as const,
  workflows: (id: string) => ['workflows', 'list', 'project', id] as const,
  unassigned: ['workflows', 'list', 'for-project-picker'] as const,
};

const enc = encodeURIComponent;
/** The workflow list's largest page: a project page shows up to this many of its workflows. */
export const PROJECT_WORKFLOWS_PAGE = 100;

export const projectsApi = {
  get: (id: string) => authedFetch(`/api/project/${enc(id)}`, { method: 'GET' }, Project),
  create: (input: ProjectInput) =>
    authedFetch('/api/project', { method: 'POST', body: jsonBody(input) }, Project),
  update: (id: string, input: ProjectInput) =>
    authedFetch(`/api/project/${enc(id)}`, { method: 'PUT', body: jsonBody(input) }, Project),
  remove: (id: string) => authedFetch(`/api/project/${enc(id)}`, { method: 'DELETE' }),
  /** GET /api/workflow?projectId=: the project's workflows, newest change first. */
  workflows: (projectId: string | null) => {
    const query = new URLSearchParams({
      sort: 'updated',
      page: '0',
      pageSize: String(PROJECT_WORKFLOWS_PAGE),
    });
    if (projectId) query.set('projectId', projectId);
    return authedFetch(`/api/workflow?${query}`, { method: 'GET' }, WorkflowListResponse);
  },
  /** A new workflow with the spec's defaults, already in the project. */
  createWorkflow: (projectId: string) =>
    authedFetch('/api/workflow', { method: 'POST', body: jsonBody({ projectId }) }, WorkflowResponse),
  /** Moves a workflow in or out of a project: the whole workflow is saved again with the new projectId. */
  assignWorkflow: async (workflowId: string, projectId: string | null) => {
    const current = await authedFetch(
      `/api/workflow/${enc(workflowId)}`,
      { method: 'GET' },
      WorkflowResponse,
    );
    return authedFetch(
      `/api/workflow/${enc(workflowId)}`,
      { method: 'PUT', body: jsonBody({ data: current.data, graph: current.graph, projectId }) },
      WorkflowResponse,
    );
  },
};

export function useProject(id: string) {
  return useQuery({ queryKey: projectKeys.detail(id), queryFn: () => projectsApi.get(id), retry: false });
}

export function useProjectWorkflows(id: string) {
  return useQuery({ queryKey: projectKeys.workflows(id), queryFn: () => projectsApi.workflows(id) });
}

/** The team's workflows (first page), to pick one to add to the project. */
export function useAllWorkflows(enabled: boolean) {
  return useQuery({ queryKey: projectKeys.unassigned, queryFn: () => projectsApi.workflows(null), enabled });
}

export function useInvalidateProjects() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.all }),
        client.invalidateQueries({ queryKey: ['workflows'] }),
      ]),
    [client],
  );
}

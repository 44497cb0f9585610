import {
  RunDetail,
  RunListResponse,
  RunQueuedResponse,
  type RunStatus,
  RunSummary,
  WorkflowResponse,
} from '@flowlane/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { jsonBody } from '../../api/client';
import { authedFetch } from '../../auth';

export type RunListParams = { page: number; pageSize: number; status: RunStatus | null };

/** Query keys of the run screens; the dashboard and the workflow list read runs too. */
export const runKeys = {
  all: ['runs'] as const,
  forWorkflow: (workflowId: string) => ['runs', 'workflow', workflowId] as const,
  list: (workflowId: string, params: RunListParams) => ['runs', 'workflow', workflowId, params] as const,
  detail: (runId: string) => ['runs', 'detail', runId] as const,
  workflow: (workflowId: string) => ['workflows', 'detail', workflowId] as const,
};

const enc = encodeURIComponent;

export const logsApi = {
  workflow: (workflowId: string) => authedFetch(`/api/workflow/${enc(workflowId)}`, {}, WorkflowResponse),
  runs: (workflowId: string, { page, pageSize, status }: RunListParams) => {
    const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    if (status) query.set('status', status);
    return authedFetch(`/api/workflow/${enc(workflowId)}/runs?${query}`, {}, RunListResponse);
  },
  run: (runId: string) => authedFetch(`/api/run/${enc(runId)}`, {}, RunDetail),
  runWorkflow: (workflowId: string) =>
    authedFetch(
      `/api/workflow/${enc(workflowId)}/run`,
      { method: 'POST', body: jsonBody({}) },
      RunQueuedResponse,
    ),
  retry: (runId: string) =>
    authedFetch(`/api/run/${enc(runId)}/retry`, { method: 'POST' }, RunQueuedResponse),
  cancel: (runId: string) => authedFetch(`/api/run/${enc(runId)}/cancel`, { method: 'POST' }, RunSummary),
};

export function useWorkflow(workflowId: string) {
  return useQuery({ queryKey: runKeys.workflow(workflowId), queryFn: () => logsApi.workflow(workflowId) });
}

/** How often to poll, from the data at hand (false: not at all). */
type Poll<T> = (data: T | undefined) => number | false;

export function useWorkflowRuns(workflowId: string, params: RunListParams, poll: Poll<RunListResponse>) {
  return useQuery({
    queryKey: runKeys.list(workflowId, params),
    queryFn: () => logsApi.runs(workflowId, params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => poll(query.state.data),
  });
}

export function useRun(runId: string, poll: Poll<RunDetail>) {
  return useQuery({
    queryKey: runKeys.detail(runId),
    queryFn: () => logsApi.run(runId),
    refetchInterval: (query) => poll(query.state.data),
  });
}

/** Everything a run changes: its workflow's list, the run itself, the dashboard and the workflow list. */
export function useInvalidateRuns() {
  const client = useQueryClient();
  return useCallback(
    (workflowId: string, runId?: string) => {
      void client.invalidateQueries({ queryKey: runKeys.forWorkflow(workflowId) });
      if (runId) void client.invalidateQueries({ queryKey: runKeys.detail(runId) });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      void client.invalidateQueries({ queryKey: ['workflows', 'list'] });
    },
    [client],
  );
}

import {
  type CreateWorkflowRequest,
  Health,
  WORKFLOW_SCHEMA_VERSION,
  WorkflowListResponse,
  WorkflowResponse,
} from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../api/client';
import { authedFetch } from '../../auth';

export function useHealth() {
  return useQuery({ queryKey: ['health'], queryFn: () => apiFetch('/api/health', {}, Health) });
}

/** How many workflows the team has (one row asked for: only the total is read). */
export function useWorkflowTotal() {
  return useQuery({
    queryKey: ['workflows', 'list', 'total'],
    queryFn: async () =>
      (await authedFetch('/api/workflow?page=1&pageSize=1', {}, WorkflowListResponse)).total,
  });
}

export type SampleTexts = { title: string; trigger: string; step: string; message: string };

/** A small workflow that runs as it is: a manual trigger and a Set step that writes a greeting. */
export function sampleWorkflow(texts: SampleTexts): CreateWorkflowRequest {
  return {
    data: { title: texts.title },
    graph: {
      schemaVersion: WORKFLOW_SCHEMA_VERSION,
      nodes: [
        {
          id: 'start',
          serviceId: 'trigger.manual',
          action: 'run',
          name: texts.trigger,
          position: { x: 0, y: 0 },
          params: {},
        },
        {
          id: 'hello',
          serviceId: 'data.set',
          action: 'run',
          name: texts.step,
          position: { x: 0, y: 160 },
          params: { mode: 'fields', values: { message: texts.message } },
        },
      ],
      edges: [{ id: 'start-hello', source: 'start', sourceHandle: null, target: 'hello' }],
    },
  };
}

/** A new workflow; missing parts take the spec's defaults (an empty request is a blank canvas). */
export function createWorkflow(request: CreateWorkflowRequest) {
  return authedFetch('/api/workflow', { method: 'POST', body: jsonBody(request) }, WorkflowResponse);
}

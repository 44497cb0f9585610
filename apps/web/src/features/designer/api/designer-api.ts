import {
  DataSourcesTree,
  MapperFunction,
  PlanCatalogueResponse,
  RunDetail,
  RunListResponse,
  RunQueuedResponse,
  ServiceDescriptor,
  type StepRunRequest,
  StepRunResponse,
  type TestCallKind,
  TestCallState,
  type UpdateWorkflowRequest,
  WorkflowResponse,
} from '@flowlane/contracts';
import { z } from 'zod';
import { ApiRequestError, jsonBody } from '../../../api/client';
import { authedFetch } from '../../../auth';

const path = (segment: string) => encodeURIComponent(segment);

/**
 * GET /api/authorization is not built yet and its item shape is not shown; only an id and something to
 * call it by are read, from a plain list or a page of items.
 */
export const AuthorizationOption = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  kind: z.string().optional(),
});
export type AuthorizationOption = z.infer<typeof AuthorizationOption>;
const AuthorizationList = z.union([
  z.array(AuthorizationOption),
  z.object({ items: z.array(AuthorizationOption) }).transform((page) => page.items),
]);

/** The calls of the workflow designer (spec section 7). */
export const designerApi = {
  workflow: (id: string) => authedFetch(`/api/workflow/${path(id)}`, undefined, WorkflowResponse),

  save: (id: string, body: UpdateWorkflowRequest) =>
    authedFetch(`/api/workflow/${path(id)}`, { method: 'PUT', body: jsonBody(body) }, WorkflowResponse),

  /** `triggerData`: the test data of the trigger the run starts at (captured call, manual input). */
  run: (id: string, triggerData: unknown = {}) =>
    authedFetch(
      `/api/workflow/${path(id)}/run`,
      { method: 'POST', body: jsonBody(triggerData) },
      RunQueuedResponse,
    ),

  /** The trigger's last captured test call, and whether it listens for the next one. */
  testCall: (id: string, kind: TestCallKind) =>
    authedFetch(`/api/workflow/${path(id)}/test-call/${kind}`, undefined, TestCallState),

  listen: (id: string, kind: TestCallKind) =>
    authedFetch(`/api/workflow/${path(id)}/test-call/${kind}/listen`, { method: 'POST' }, TestCallState),

  stopListening: (id: string, kind: TestCallKind) =>
    authedFetch(`/api/workflow/${path(id)}/test-call/${kind}/listen`, { method: 'DELETE' }, TestCallState),

  /** POST /api/workflow/:id/step/:stepId/run: tests one step of the saved workflow, nothing after it. */
  testStep: (id: string, stepId: string, body: StepRunRequest = {}) =>
    authedFetch(
      `/api/workflow/${path(id)}/step/${path(stepId)}/run`,
      { method: 'POST', body: jsonBody(body) },
      StepRunResponse,
    ),

  runDetail: (runId: string) => authedFetch(`/api/run/${path(runId)}`, undefined, RunDetail),

  /** The newest run of the whole workflow: single-step tests ("test" runs) are skipped. */
  latestRun: async (id: string) => {
    const page = await authedFetch(
      `/api/workflow/${path(id)}/runs?page=0&pageSize=20`,
      undefined,
      RunListResponse,
    );
    return page.items.find((run) => run.trigger !== 'test') ?? null;
  },

  services: () => authedFetch('/api/service-library/services', undefined, z.array(ServiceDescriptor)),

  /** The plan catalogue and the team's plan: steps the plan does not cover are flagged before saving. */
  plan: () => authedFetch('/api/plan', undefined, PlanCatalogueResponse),

  functions: () => authedFetch('/api/mapper-library/functions', undefined, z.array(MapperFunction)),

  /** The data sources of step `nodeId` (the spec's `output/{serviceId}` names the step being edited). */
  dataSources: (workflowId: string, nodeId: string) =>
    authedFetch(`/api/workflow/${path(workflowId)}/output/${path(nodeId)}`, undefined, DataSourcesTree),

  outputSchema: (workflowId: string, serviceId: string) =>
    authedFetch(
      `/api/workflow/${path(workflowId)}/actionoutput/${path(serviceId)}`,
      undefined,
      z.record(z.string(), z.unknown()),
    ),

  /** The team's authorizations; `available: false` while the server has no such route (404). */
  authorizations: async (): Promise<{ available: boolean; items: AuthorizationOption[] }> => {
    try {
      return {
        available: true,
        items: await authedFetch('/api/authorization', undefined, AuthorizationList),
      };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return { available: false, items: [] };
      throw error;
    }
  },
};

/** The server's message of a failed call, for "Error: <message>". */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body.message;
  if (error instanceof z.ZodError) return 'The server answered in an unexpected shape.';
  return error instanceof Error ? error.message : String(error);
}

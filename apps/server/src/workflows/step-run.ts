import { randomUUID } from 'node:crypto';
import { StepError, StepRunRequest, StepRunResponse, type WorkflowGraph } from '@flowlane/contracts';
import { analyzeWorkflow, chooseUpstreamData, runStep, type ServiceLookup } from '@flowlane/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthedUser, authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import {
  type NewRunStep,
  type RunRecord,
  runsRepository,
  stepRunsRepository,
  workflowsRepository,
} from '../db/index.js';
import { notFound, planLimit, unprocessable } from '../http/errors.js';
import { storedDocument } from './service.js';

const Params = z.object({ id: z.uuid('Not a workflow id'), stepId: z.string().min(1).max(200) });

const isTrigger = (services: ServiceLookup, serviceId: string) =>
  services.get(serviceId)?.descriptor.kind === 'trigger';

/**
 * The trigger data of a test: the body's, else what the trigger step before the tested one hands on
 * (its override or pinned data), else the trigger data of the run its last output came from.
 */
function triggerFor(
  graph: WorkflowGraph,
  stepId: string,
  body: StepRunRequest,
  services: ServiceLookup,
  choice: ReturnType<typeof chooseUpstreamData>,
  earlier: ReadonlyMap<string, { triggerData: unknown }>,
): unknown {
  if (Object.hasOwn(body, 'trigger')) return body.trigger;
  const candidates = [stepId, ...Object.keys(choice.sources)];
  const triggerId = candidates.find((id) => {
    const node = graph.nodes.find((n) => n.id === id);
    return node ? isTrigger(services, node.serviceId) : false;
  });
  if (!triggerId) return undefined;
  const source = choice.sources[triggerId];
  if (source === 'override' || source === 'pinned') return choice.outputs[triggerId];
  return earlier.get(triggerId)?.triggerData ?? undefined;
}

/**
 * Runs one step of a saved workflow for the designer's "Test step": synchronously, with the run's time
 * limit, on the data the steps before it pinned or produced last; recorded as a run with trigger "test".
 */
export async function runStepTest(
  ctx: RoutesContext<'runtime'>,
  user: AuthedUser,
  workflowId: string,
  stepId: string,
  body: StepRunRequest,
): Promise<StepRunResponse> {
  const db = ctx.database.db;
  const services = ctx.runtime.services;
  const row = await workflowsRepository(db).get(user.teamId, workflowId);
  if (!row) throw notFound('Workflow not found');
  const { graph } = storedDocument(row);
  const node = graph.nodes.find((n) => n.id === stepId);
  if (!node) throw notFound(`The workflow has no step "${stepId}". Save the workflow first.`);

  if (services.get(node.serviceId)?.control?.kind === 'loop') {
    throw unprocessable(`Step "${node.name}" is a Loop; test the steps inside it instead.`);
  }
  const analysis = analyzeWorkflow(graph, services);
  if (!analysis.ok) {
    throw unprocessable(`The workflow is not valid: ${analysis.issues.map((i) => i.message).join('; ')}`);
  }
  const newRun = {
    teamId: user.teamId,
    workflowId: row.id,
    workflowVersion: row.version,
    trigger: 'test' as const,
    triggerData: null,
  };
  const reason = await ctx.runtime.refusalReason(user.teamId, user.plan, { nodes: [node] });
  if (reason) {
    const refused = await runsRepository(db).refuse(newRun, reason);
    publishStatus(ctx, refused);
    throw planLimit(reason);
  }

  const parents = chooseUpstreamData(graph, stepId).sources;
  const earlier = await stepRunsRepository(db).latestOutputs(user.teamId, row.id, [
    stepId,
    ...Object.keys(parents),
  ]);
  const lastRun: Record<string, unknown> = {};
  for (const [id, found] of earlier) if (id !== stepId) lastRun[id] = found.output;
  const choice = chooseUpstreamData(graph, stepId, { overrides: body.steps ?? {}, lastRun });
  const trigger = triggerFor(graph, stepId, body, services, choice, earlier);

  const runId = randomUUID();
  const startedAt = new Date();
  const record: RunRecord = {
    ...newRun,
    id: runId,
    triggerData: trigger ?? null,
    status: 'running',
    retryOf: null,
    attempts: 1,
    leaseOwner: null,
    leaseUntil: null,
    queuedAt: startedAt,
    startedAt,
    finishedAt: null,
    processingMs: 0,
    error: null,
    output: null,
    reply: null,
  };
  const result = await runStep(analysis.workflow, ctx.runtime.portsFor(record), stepId, {
    trigger,
    upstream: choice.outputs,
    timeoutMs: ctx.config.runTimeoutMs,
    workflowId: row.id,
    runId,
  });
  const step = result.steps[0];
  const steps: NewRunStep[] = step
    ? [
        {
          runId,
          attempt: 1,
          seq: 0,
          nodeId: step.nodeId,
          name: step.name,
          serviceId: step.serviceId,
          status: step.status,
          iteration: null,
          input: step.input ?? null,
          output: step.output ?? null,
          outputTruncated: step.outputTruncated,
          handles: step.handles ?? null,
          startedAt: new Date(step.startedAt),
          durationMs: Math.round(step.durationMs),
          attempts: step.attempts,
          error: step.error ?? null,
        },
      ]
    : [];
  const finished = await stepRunsRepository(db).record(
    {
      id: runId,
      teamId: user.teamId,
      workflowId: row.id,
      workflowVersion: row.version,
      triggerData: trigger ?? null,
      status: result.status,
      startedAt,
      finishedAt: new Date(),
      processingMs: result.processingMs,
      error: result.error ?? null,
      output: result.output ?? null,
    },
    steps,
  );
  publishStatus(ctx, finished);
  const error = StepError.safeParse(result.error);
  return {
    runId,
    stepId,
    status: result.status,
    input: step?.input ?? null,
    output: step ? step.output : null,
    error: error.success ? error.data : null,
    startedAt: (step ? new Date(step.startedAt) : startedAt).toISOString(),
    durationMs: step?.durationMs ?? 0,
    processingMs: result.processingMs,
    step: step ?? null,
    sources: choice.sources,
  };
}

function publishStatus(ctx: RoutesContext<'runtime'>, run: RunRecord): void {
  ctx.runtime.events.publish({
    type: 'status',
    runId: run.id,
    workflowId: run.workflowId,
    teamId: run.teamId,
    status: run.status,
  });
}

export function stepRunRoutes(ctx: RoutesContext<'runtime'>): FastifyPluginAsyncZod {
  const { requireCapability } = authGuard(ctx);
  return async (app) => {
    app.post(
      '/api/workflow/:id/step/:stepId/run',
      {
        schema: {
          tags: ['runs'],
          summary:
            'Test one step of the saved workflow (nothing after it) on the pinned data or last outputs of the steps before it',
          params: Params,
          body: StepRunRequest.optional(),
          response: { 200: StepRunResponse },
        },
      },
      async (request) => {
        const user = await requireCapability(request, 'workflow:run');
        return runStepTest(ctx, user, request.params.id, request.params.stepId, request.body ?? {});
      },
    );
  };
}

import { TEST_CALL_LISTEN_SECONDS, TestCallKind, TestCallState } from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { type TestCallRecord, triggerTestCallsRepository, workflowsRepository } from '../db/index.js';
import { notFound, planLimit } from '../http/errors.js';
import { featureMissingMessage } from '../runs/plan-checks.js';

const Params = z.object({ id: z.uuid('Not a workflow id'), kind: TestCallKind });

export function toTestCallState(
  kind: TestCallKind,
  record: TestCallRecord | undefined,
  now = new Date(),
): TestCallState {
  const until = record?.listeningUntil;
  const listening = until !== null && until !== undefined && until > now;
  return {
    kind,
    listening,
    listeningUntil: listening ? until.toISOString() : null,
    capturedAt: record?.capturedAt?.toISOString() ?? null,
    data: record?.data ?? null,
  };
}

/**
 * "Listen for a test call" (the designer's Webhook and Mailhook steps): arm capture, stop it, read the
 * last captured call. The capture itself happens at /hooks/test/{hookId} and in the mail listener.
 */
export function testCallRoutes(ctx: RoutesContext): FastifyPluginAsyncZod {
  const { requireUser, requireCapability } = authGuard(ctx);
  const calls = () => triggerTestCallsRepository(ctx.database.db);
  const workflowOf = async (teamId: string, id: string) => {
    const workflow = await workflowsRepository(ctx.database.db).get(teamId, id);
    if (!workflow) throw notFound('Workflow not found');
    return workflow;
  };

  return async (app) => {
    app.get(
      '/api/workflow/:id/test-call/:kind',
      {
        schema: {
          tags: ['workflows'],
          summary: "The trigger's last captured test call and whether it listens for one",
          params: Params,
          response: { 200: TestCallState },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        await workflowOf(user.teamId, request.params.id);
        const { id, kind } = request.params;
        return toTestCallState(kind, await calls().get(user.teamId, id, kind));
      },
    );

    app.post(
      '/api/workflow/:id/test-call/:kind/listen',
      {
        schema: {
          tags: ['workflows'],
          summary: `Listen for a test call: the next call (for ${TEST_CALL_LISTEN_SECONDS} s) is kept as test data`,
          params: Params,
          response: { 200: TestCallState },
        },
      },
      async (request) => {
        const user = await requireCapability(request, 'workflow:write');
        await workflowOf(user.teamId, request.params.id);
        const { id, kind } = request.params;
        if (!user.plan[kind]) throw planLimit(featureMissingMessage(user.plan, kind));
        const until = new Date(Date.now() + TEST_CALL_LISTEN_SECONDS * 1000);
        return toTestCallState(kind, await calls().listen(user.teamId, id, kind, until));
      },
    );

    app.delete(
      '/api/workflow/:id/test-call/:kind/listen',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Stop listening for a test call',
          params: Params,
          response: { 200: TestCallState },
        },
      },
      async (request) => {
        const user = await requireCapability(request, 'workflow:write');
        await workflowOf(user.teamId, request.params.id);
        const { id, kind } = request.params;
        return toTestCallState(kind, await calls().stop(user.teamId, id, kind));
      },
    );
  };
}

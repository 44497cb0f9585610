import { ApiError, PLANS, PlanCatalogueResponse } from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';

/**
 * The plan catalogue for the web app: the designer warns before saving when a step needs a feature the
 * team's plan lacks, with the same rule a run is refused by (`stepsMissingPlanFeature` in contracts).
 * Any signed-in member may read it; the current plan is the caller's current team's.
 */
export function planRoutes(ctx: RoutesContext): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  return async (app) => {
    app.get(
      '/api/plan',
      {
        schema: {
          tags: ['billing'],
          summary: "The plan catalogue and the current team's plan",
          security: [{ bearer: [] }],
          response: { 200: PlanCatalogueResponse, 401: ApiError },
        },
      },
      async (request): Promise<PlanCatalogueResponse> => {
        const caller = await requireUser(request);
        return { plans: [...PLANS], currentPlanGuid: caller.plan.guid };
      },
    );
  };
}

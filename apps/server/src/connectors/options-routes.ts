import { StepOptionsRequest, StepOptionsResponse } from '@flowlane/contracts';
import { isFlowlaneError } from '@flowlane/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard } from '../accounts/index.js';
import { credentialsForRuns } from '../authorizations/credentials.js';
import { authorizationsOf } from '../authorizations/instances.js';
import type { RoutesContext } from '../context.js';
import { notFound, unprocessable } from '../http/errors.js';

/**
 * POST /api/step-options: a step field's choices loaded from the account its authorization reaches (the
 * designer's Slack channels, spreadsheets and tabs, Notion databases, Jira projects). The authorization
 * must be the team's; the app's refusal (a revoked token, a missing scope) is a 422 with its answer.
 */
export function stepOptionsRoutes(ctx: RoutesContext<'catalog' | 'logger'>): FastifyPluginAsyncZod {
  const { requireCapability } = authGuard(ctx);
  return async (app) => {
    app.post(
      '/api/step-options',
      {
        schema: {
          tags: ['workflows'],
          summary: "A step field's choices, loaded from the account of the step's authorization",
          body: StepOptionsRequest,
          response: { 200: StepOptionsResponse },
        },
      },
      async (request) => {
        const user = await requireCapability(request, 'workflow:write');
        const options = ctx.catalog.options;
        if (!options?.has(request.body.loader)) throw notFound(`No options loader "${request.body.loader}"`);
        const credentials = credentialsForRuns(
          authorizationsOf({ db: ctx.database.db, config: ctx.config, logger: ctx.logger }),
        )({ teamId: user.teamId });
        try {
          return { options: await options.load(request.body, { credentials }) };
        } catch (error) {
          if (isFlowlaneError(error)) throw unprocessable(error.message);
          throw error;
        }
      },
    );
  };
}

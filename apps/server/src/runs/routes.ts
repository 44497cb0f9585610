import {
  DashboardSummary,
  FAILED_RUN_STATUSES,
  isFinalRunStatus,
  isLiveRunEvent,
  LiveStreamQuery,
  LiveTicket,
  MESSAGES,
  RunDetail,
  RunQueuedResponse,
  RunSummary,
} from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard, signLiveTicket } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { runsRepository, usersRepository, workflowsRepository } from '../db/index.js';
import { notFound, unprocessable } from '../http/errors.js';
import type { RunEvent } from './events.js';
import { billingPeriod } from './plan-checks.js';
import { toRunDetail, toRunSummary } from './views.js';

const RunParams = z.object({ runId: z.uuid('Not a run id') });

export function runRoutes(ctx: RoutesContext<'runtime'>): FastifyPluginAsyncZod {
  const { requireUser, requireCapability, requireTicketUser } = authGuard(ctx);
  const runs = () => runsRepository(ctx.database.db);

  return async (app) => {
    app.get(
      '/api/run/:runId',
      {
        schema: {
          tags: ['runs'],
          summary: 'A run with every step (input, output, timings, errors)',
          params: RunParams,
          response: { 200: RunDetail },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const run = await runs().get(user.teamId, request.params.runId);
        if (!run) throw notFound('Run not found');
        return toRunDetail(run, await runs().steps(run.id));
      },
    );

    app.post(
      '/api/run/:runId/retry',
      {
        schema: {
          tags: ['runs'],
          summary: 'Run a finished run again from its failed step (completed steps are reused)',
          params: RunParams,
          response: { 202: RunQueuedResponse },
        },
      },
      async (request, reply) => {
        const user = await requireCapability(request, 'workflow:run');
        const run = await runs().get(user.teamId, request.params.runId);
        if (!run) throw notFound('Run not found');
        if (!isFinalRunStatus(run.status)) throw unprocessable('The run has not finished yet.');
        const { run: retry, refused } = await ctx.runtime.enqueue(
          {
            teamId: user.teamId,
            workflowId: run.workflowId,
            workflowVersion: run.workflowVersion,
            trigger: 'retry',
            triggerData: run.triggerData,
            retryOf: run.id,
          },
          user.plan,
          (await workflowsRepository(ctx.database.db).versionForRun(run.workflowId, run.workflowVersion))
            ?.graph,
        );
        const message = refused ? 'The run was refused by a plan limit.' : MESSAGES.workflowQueued;
        return reply.status(202).send({ runId: retry.id, status: retry.status, message });
      },
    );

    app.post(
      '/api/run/:runId/cancel',
      {
        schema: {
          tags: ['runs'],
          summary: 'Cancel a queued or running run',
          params: RunParams,
          response: { 200: RunSummary },
        },
      },
      async (request) => {
        const user = await requireCapability(request, 'workflow:run');
        const run = await ctx.runtime.cancel(user.teamId, request.params.runId);
        if (!run) throw notFound('Run not found');
        return toRunSummary(run);
      },
    );

    app.post(
      '/api/workflow/:id/live/ticket',
      {
        schema: {
          tags: ['runs'],
          summary: "A single-use ticket (one minute) to open the workflow's live log with EventSource",
          params: z.object({ id: z.uuid() }),
          response: { 200: LiveTicket },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        if (!(await workflowsRepository(ctx.database.db).get(user.teamId, request.params.id))) {
          throw notFound('Workflow not found');
        }
        const ticket = await signLiveTicket(ctx.config.jwtSecret, {
          sub: user.userId,
          sid: user.sessionId,
          team: user.teamId,
          workflow: request.params.id,
        });
        return { ticket };
      },
    );

    // Live log: server-sent events for one workflow's runs (status and step changes).
    app.get(
      '/api/workflow/:id/live',
      {
        schema: {
          tags: ['runs'],
          summary: "Server-sent events of a workflow's runs (status and steps) as they happen",
          params: z.object({ id: z.uuid() }),
          querystring: LiveStreamQuery,
        },
      },
      async (request, reply) => {
        // EventSource cannot send headers: a browser opens the stream with a single-use ticket.
        const { ticket } = request.query;
        const user = ticket ? await requireTicketUser(ticket, request.params.id) : await requireUser(request);
        if (!(await workflowsRepository(ctx.database.db).get(user.teamId, request.params.id))) {
          throw notFound('Workflow not found');
        }
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.write(': connected\n\n');
        const send = (event: RunEvent) => {
          if (event.teamId !== user.teamId) return;
          if (!isLiveRunEvent(event)) return;
          raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        };
        const off = ctx.runtime.events.onWorkflow(request.params.id, send);
        const keepAlive = setInterval(() => raw.write(': ping\n\n'), 15_000);
        request.raw.on('close', () => {
          clearInterval(keepAlive);
          off();
        });
      },
    );

    app.get(
      '/api/dashboard',
      {
        schema: {
          tags: ['runs'],
          summary: 'Processing time against the allowance, runs today, failures, running now, recent runs',
          response: { 200: DashboardSummary },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const repo = runs();
        const period = await billingPeriod(ctx.database.db, user.teamId);
        const profile = await usersRepository(ctx.database.db).findById(user.userId);
        const timezone = validTimezone(profile?.settings.timezone);
        const startOfToday = startOfDayIn(timezone);
        const [usedMs, usageByDay, runsToday, failuresToday, runningNow, recent] = await Promise.all([
          repo.usageSince(user.teamId, period.start),
          repo.usageByDay(user.teamId, period.start, timezone),
          repo.countSince(user.teamId, startOfToday),
          repo.countSince(user.teamId, startOfToday, FAILED_RUN_STATUSES),
          repo.countRunning(user.teamId),
          repo.recentForTeam(user.teamId, 10),
        ]);
        return {
          plan: {
            guid: user.plan.guid,
            name: user.plan.name,
            processingSeconds: user.plan.processingSeconds,
            concurrency: user.plan.concurrencyValue,
          },
          period: { start: period.start.toISOString(), end: period.end.toISOString() },
          usedMs,
          allowanceMs: user.plan.processingSeconds * 1000,
          usageByDay,
          runsToday,
          failuresToday,
          runningNow,
          recentRuns: recent.map((r) => ({ ...toRunSummary(r.run), workflowTitle: r.title })),
        };
      },
    );
  };
}

function validTimezone(zone = 'UTC'): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** Midnight today in the user's time zone, as an instant. */
function startOfDayIn(timezone: string, now = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallNow = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  const offset = wallNow - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(get('year'), get('month') - 1, get('day')) - offset);
}

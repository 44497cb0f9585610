import {
  ERROR_CODES,
  replyHeaderProblem,
  TEST_CALL_CAPTURED,
  TEST_CALL_NOT_LISTENING,
  type WebhookAccepted,
  WebhookReply,
  type WebhookRunOutput,
} from '@flowlane/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { planOf } from '../accounts/plans.js';
import { appDeliveryVerdict } from '../connectors/app-webhooks.js';
import type { RoutesContext } from '../context.js';
import { runsRepository, triggerTestCallsRepository, workflowsRepository } from '../db/index.js';
import { featureMissingMessage } from '../runs/plan-checks.js';
import { runErrorMessage } from '../runs/runtime.js';
import { HookTargets } from './hook-targets.js';
import { databaseCounterStore, webhookRateLimits } from './webhook-rate-limit.js';

/** Headers kept from a webhook request: everything but credentials meant for us or hop-by-hop. */
/** The JSON bodies' bytes as received, for app signatures (see the JSON parser below). */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

function rawBodyOf(request: FastifyRequest): Buffer | undefined {
  const kept = rawBodies.get(request);
  if (kept) return kept;
  if (Buffer.isBuffer(request.body)) return request.body;
  return typeof request.body === 'string' ? Buffer.from(request.body) : undefined;
}

/** A synchronous webhook's 202 while the queue is down: its run is stored and starts when it is back. */
const QUEUE_DOWN_REPLY =
  'The queue is unavailable, so the workflow cannot reply now; the run is stored and starts when the queue is back.';

const DROPPED_HEADERS = new Set(['cookie', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

function triggerData(request: FastifyRequest) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const body = Buffer.isBuffer(request.body)
    ? { base64: request.body.toString('base64'), size: request.body.length }
    : (request.body ?? null);
  // The headers, long and seldom looked at, come after the body: a run's trigger data is stored and shown
  // in this order, and the designer's canvas previews it by its first characters.
  return {
    method: request.method,
    path: request.url.split('?')[0],
    query: request.query ?? {},
    body,
    headers,
    receivedAt: new Date().toISOString(),
  };
}

/** The workflow's reply headers that can be sent (the step refuses the others; older runs may hold them). */
function sendableHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => !replyHeaderProblem(name, value)),
  );
}

/**
 * Every answer under /hooks runs, if it is HTML, as an opaque origin: no script in it can read the app's
 * storage (its tokens) or call the API as the signed-in user, and no page can frame it.
 */
const HOOK_SECURITY_HEADERS = {
  'content-security-policy': "sandbox allow-forms allow-popups; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

const notFoundHook = (reply: FastifyReply) =>
  reply.status(404).send({
    message:
      'No active webhook at this address. Check the URL, and that the workflow and its webhook are on.',
    code: ERROR_CODES.notFound,
  });

/**
 * /hooks/{hookId}: the request is stored with its run before the answer (202 with the run id), or,
 * for a workflow that replies synchronously, answered by its Webhook Response step within 30 s.
 * Bodies are parsed by their declared content type only, within the body limit.
 */
export function webhookRoutes(
  ctx: RoutesContext<'catalog' | 'dependencies' | 'logger' | 'runtime'>,
): FastifyPluginAsync {
  return async (app) => {
    // The embedded database belongs to this one process, which so takes every webhook: its counts stay
    // in memory. Else they meet in the database; during an outage they wait in memory (logged once).
    const store = ctx.database.mode === 'pglite' ? undefined : databaseCounterStore(ctx.database.db);
    const rateLimits = webhookRateLimits(ctx.config, store, (error) => {
      if (!ctx.dependencies.failed('database', error))
        ctx.logger.warn({ err: error }, 'webhook rate-limit counts could not be stored');
    });
    app.addHook('onClose', async () => rateLimits.limiter.close());
    // Read fresh unless the database tells every change (embedded): see HookTargets. The graph of the
    // version found comes from the runtime's cache of versions (a saved version never changes).
    const hookTargets = new HookTargets(ctx.database, ctx.logger);
    app.addHook('onSend', async (_request, reply) => {
      reply.headers(HOOK_SECURITY_HEADERS);
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
        );
      },
    );
    app.addContentTypeParser(/^text\//, { parseAs: 'string' }, (_req, body, done) => done(null, body));
    // JSON as Fastify parses it, keeping the bytes: an app's signature (GitHub's) is over the raw body.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
      rawBodies.set(request, raw);
      parseJson(request, raw.toString('utf8'), done);
    });
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    const params = z.object({ hookId: z.string().regex(/^[a-z0-9]{8,64}$/) });

    /**
     * The test URL: while the designer listens ("Listen for a test call"), the next request is kept as
     * the Webhook step's test data and no run starts. It answers whether or not the webhook is on, so a
     * workflow can be tried before it goes live.
     */
    app.all('/hooks/test/:hookId', async (request, reply) => {
      const parsed = params.safeParse(request.params);
      if (!parsed.success) return notFoundHook(reply);
      const limited = rateLimits.refuse(parsed.data.hookId, request.ip, reply);
      if (limited) return limited;
      const workflow = await workflowsRepository(ctx.database.db).findByHookId(parsed.data.hookId);
      if (!workflow) return notFoundHook(reply);
      const captured = await triggerTestCallsRepository(ctx.database.db).capture(
        workflow.id,
        'webhook',
        triggerData(request),
      );
      if (!captured?.capturedAt) {
        return reply.status(404).send({ message: TEST_CALL_NOT_LISTENING, code: ERROR_CODES.notFound });
      }
      ctx.runtime.events.publish({
        type: 'capture',
        workflowId: workflow.id,
        teamId: workflow.teamId,
        kind: 'webhook',
        capturedAt: captured.capturedAt.toISOString(),
      });
      return reply.status(200).send({ message: TEST_CALL_CAPTURED });
    });

    app.all('/hooks/:hookId', async (request, reply) => {
      const parsed = params.safeParse(request.params);
      if (!parsed.success) return notFoundHook(reply);
      // Counted in memory, before any database work, so a flood costs the database nothing.
      const limited = rateLimits.refuse(parsed.data.hookId, request.ip, reply);
      if (limited) return limited;
      const target = await hookTargets.get(parsed.data.hookId);
      if (!target?.workflow.webhookActive || !target.workflow.enabled) return notFoundHook(reply);
      const { workflow } = target;
      const plan = planOf(target.planGuid);
      if (!plan.webhook) {
        return reply
          .status(403)
          .send({ message: featureMissingMessage(plan, 'webhook'), code: ERROR_CODES.planLimit });
      }
      const graph = await ctx.runtime.versionGraph(workflow.id, workflow.version);
      if (graph === undefined) return notFoundHook(reply);
      // An app webhook trigger starts a run only for a delivery signed by its app, and of its event.
      const headers = triggerData(request).headers;
      const verdict = await appDeliveryVerdict(ctx, workflow, graph, {
        headers,
        body: request.body,
        raw: rawBodyOf(request),
      });
      if (verdict === 'refuse') {
        return reply.status(401).send({
          message: 'This webhook takes only deliveries signed by the app it is registered with.',
          code: ERROR_CODES.unauthorized,
        });
      }
      if (verdict === 'ignore') {
        return reply.status(200).send({ message: 'Not an event this workflow starts on; nothing was run.' });
      }
      const runId = crypto.randomUUID();
      // While the queue is down a run is stored and starts when it is back: no reply to wait for now.
      const sync = workflow.webhookSync && !ctx.runtime.queueDown();
      // Listen before the run exists, so a run that finishes at once cannot be missed.
      const replyPromise = sync
        ? ctx.runtime.waitForReply(runId, ctx.config.webhookSyncTimeoutMs)
        : undefined;
      // With Redis, the run's events reach this process once its channel is subscribed.
      if (replyPromise) await ctx.runtime.events.listening();
      const { run, refused } = await ctx.runtime.enqueue(
        {
          id: runId,
          teamId: workflow.teamId,
          workflowId: workflow.id,
          workflowVersion: workflow.version,
          trigger: 'webhook',
          triggerData: triggerData(request),
        },
        plan,
        graph,
        { runHere: sync },
      );
      if (refused) {
        const message = runErrorMessage(run) ?? 'Refused by a plan limit.';
        return reply.status(403).send({ message, code: ERROR_CODES.planLimit, runId: run.id });
      }
      if (!replyPromise) {
        const accepted: WebhookAccepted = { runId: run.id, status: run.status };
        if (workflow.webhookSync) accepted.message = QUEUE_DOWN_REPLY;
        return reply.status(202).send(accepted);
      }

      const outcome = await replyPromise;
      if (outcome === 'timeout') {
        // The answer says the run goes on: it must have its row by now (a run in memory gets it here).
        await ctx.runtime.ensureStored(run.id);
        return reply.status(202).send({
          runId: run.id,
          status: 'running',
          message: `The workflow did not reply within ${Math.round(ctx.config.webhookSyncTimeoutMs / 1000)} seconds; it goes on running.`,
        } satisfies WebhookAccepted);
      }
      if (outcome !== 'finished') {
        return reply
          .status(outcome.status)
          .headers(sendableHeaders(outcome.headers))
          .send(outcome.body ?? '');
      }
      const finished = await runsRepository(ctx.database.db).getForWorker(run.id);
      const stored = WebhookReply.safeParse(finished?.reply);
      if (stored.success)
        return reply
          .status(stored.data.status)
          .headers(sendableHeaders(stored.data.headers))
          .send(stored.data.body ?? '');
      if (finished?.status === 'succeeded') {
        const output: WebhookRunOutput = { runId: run.id, status: finished.status, output: finished.output };
        return reply.status(200).send(output);
      }
      const error = runErrorMessage(finished) ?? 'unknown error';
      return reply.status(422).send({
        message: `The workflow run ${finished?.status ?? 'failed'}: ${error}`,
        code: ERROR_CODES.unprocessable,
        runId: run.id,
      });
    });
  };
}

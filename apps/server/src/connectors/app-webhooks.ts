import type { DeliveryVerdict, HookHost, HookNode } from '@flowlane/connectors';
import type { KvPort } from '@flowlane/engine';
import { z } from 'zod';
import { credentialsForRuns } from '../authorizations/credentials.js';
import { authorizationsOf } from '../authorizations/instances.js';
import type { AppContext } from '../context.js';
import { type WorkflowRecord, workflowKvRepository } from '../db/index.js';
import { unprocessable } from '../http/errors.js';

/**
 * App webhook triggers (GitHub's New issue, Telegram's New message) on the server's side: their hook is
 * registered with the app while the workflow is on (enabled, with its webhook active) and removed
 * when it goes off, is deleted or loses the trigger; a delivery to /hooks/{hookId} starts a run only
 * with the app's signature.
 */

/** The parts of the AppContext app hooks use (a routes file names them in its RoutesContext). */
export type HooksContext = Pick<AppContext, 'config' | 'database' | 'logger' | 'catalog'>;

type HookedWorkflow = Pick<
  WorkflowRecord,
  'id' | 'teamId' | 'enabled' | 'webhookActive' | 'hookId' | 'graph'
>;

function kvOf(ctx: HooksContext, teamId: string, workflowId: string): KvPort {
  const repo = workflowKvRepository(ctx.database.db);
  return {
    get: (key) => repo.get(teamId, workflowId, key),
    set: (key, value, ttlMs) =>
      repo.set(teamId, workflowId, key, value, ttlMs === undefined ? null : new Date(Date.now() + ttlMs)),
    delete: (key) => repo.delete(teamId, workflowId, key),
  };
}

const GraphNodes = z.object({
  nodes: z.array(
    z.object({ id: z.string(), serviceId: z.string(), params: z.record(z.string(), z.unknown()) }),
  ),
});

function hookNodes(ctx: HooksContext, graph: unknown): HookNode[] {
  const hooks = ctx.catalog.hooks;
  const nodes = GraphNodes.safeParse(graph).data?.nodes ?? [];
  return hooks ? nodes.filter((n) => hooks.handles(n.serviceId)) : [];
}

const isOn = (w: HookedWorkflow | undefined) => w?.enabled === true && w.webhookActive;

/** The address an app posts deliveries to. */
export function hookUrl(ctx: HooksContext, hookId: string): string {
  return `${ctx.config.publicUrl.replace(/\/$/, '')}/hooks/${hookId}`;
}

/**
 * Brings the app's hooks in line with the workflow after a save, a switch or before a delete (`after`
 * undefined): registers the hooks of a workflow that is on, removes those of one that is not. An app
 * that refuses is a 422 with its answer (the workflow is saved; turning it on again retries).
 */
export async function syncAppHooks(
  ctx: HooksContext,
  before: HookedWorkflow | undefined,
  after: HookedWorkflow | undefined,
): Promise<void> {
  const hooks = ctx.catalog.hooks;
  const workflow = after ?? before;
  if (!hooks || !workflow) return;
  const wanted = isOn(after) ? hookNodes(ctx, after?.graph) : [];
  const had = hookNodes(ctx, before?.graph);
  const gone = had.filter((node) => !wanted.some((w) => w.id === node.id));
  if (wanted.length === 0 && had.length === 0) return;
  const host: HookHost = {
    credentials: credentialsForRuns(
      authorizationsOf({ db: ctx.database.db, config: ctx.config, logger: ctx.logger }),
    )({ teamId: workflow.teamId }),
    kv: kvOf(ctx, workflow.teamId, workflow.id),
  };
  try {
    for (const node of gone) await hooks.disable(node, host);
    for (const node of wanted) await hooks.enable(node, hookUrl(ctx, workflow.hookId), host);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw unprocessable(`The app refused to set up the workflow's webhook: ${message}`);
  }
}

/** Whether a delivery to the workflow's webhook may start a run ('run' when no app trigger listens). */
export async function appDeliveryVerdict(
  ctx: HooksContext,
  workflow: Pick<WorkflowRecord, 'id' | 'teamId'>,
  graph: unknown,
  delivery: { headers: Record<string, string>; body: unknown; raw: Buffer | undefined },
): Promise<DeliveryVerdict> {
  const hooks = ctx.catalog.hooks;
  const [node] = hookNodes(ctx, graph);
  if (!hooks || !node) return 'run';
  if (!delivery.raw) return 'refuse';
  return hooks.verify(node, { ...delivery, raw: delivery.raw }, kvOf(ctx, workflow.teamId, workflow.id));
}

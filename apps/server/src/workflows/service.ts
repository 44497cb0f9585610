import { randomBytes } from 'node:crypto';
import {
  defaultWorkflowData,
  emptyWorkflowGraph,
  migrateWorkflowGraph,
  type Plan,
  WORKFLOW_SCHEMA_VERSION,
  WorkflowData,
  type WorkflowGraph,
  type WorkflowResponse,
} from '@flowlane/contracts';
import { applyOperation, type ServiceLookup } from '@flowlane/engine';
import type { Config } from '../config/index.js';
import { type Db, type WorkflowColumns, type WorkflowRecord, workflowsRepository } from '../db/index.js';
import { authorizationsRepository } from '../db/repositories/authorizations.js';
import { notFound, planLimit, unprocessable } from '../http/errors.js';
import { featureMissingMessage } from '../runs/plan-checks.js';
import {
  cronFromSchedule,
  describeSchedule,
  InvalidCronError,
  isValidTimezone,
  nextRuns,
  shortestIntervalMinutes,
} from './schedule.js';
import { validationIssues } from './validation-cache.js';

/** A public, unguessable id for the workflow's webhook URL and mailhook address. */
export const newHookId = () => randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').toLowerCase();

/**
 * Makes a saved document consistent and checks it against the plan: the server owns the cron
 * expression and its words, so a client cannot save a schedule the plan forbids by sending its own.
 */
export function prepareDocument(
  input: { data: WorkflowData; graph: WorkflowGraph; projectId: string | null },
  plan: Plan,
): WorkflowColumns {
  const data = structuredClone(input.data);
  const schedule = data.schedule;
  const timezone = schedule.startDate.timezone || 'UTC';
  if (!isValidTimezone(timezone)) {
    throw unprocessable(`Unknown time zone "${timezone}".`, {
      'data.schedule.startDate.timezone': 'Unknown time zone',
    });
  }
  try {
    schedule.cronExpression = cronFromSchedule(schedule);
    if (schedule.active) {
      const minutes = shortestIntervalMinutes(schedule.cronExpression, timezone);
      if (minutes < plan.scheduleMin) {
        throw planLimit(
          `Your plan (${plan.name}) runs schedules at most every ${plan.scheduleMin === 1 ? 'minute' : `${plan.scheduleMin} minutes`}; this schedule runs every ${minutes === 1 ? 'minute' : `${minutes} minutes`}. Upgrade your plan at /billing/pricing for shorter intervals.`,
        );
      }
    }
  } catch (error) {
    if (error instanceof InvalidCronError) {
      throw unprocessable(error.message, { 'data.schedule.cronExpression': error.message });
    }
    throw error;
  }
  schedule.textExpression = describeSchedule(schedule);
  if (data.webhook.active && !plan.webhook) throw planLimit(featureMissingMessage(plan, 'webhook'));
  if (data.mailhook.active && !plan.mailhook) throw planLimit(featureMissingMessage(plan, 'mailhook'));
  return {
    title: data.title,
    projectId: input.projectId,
    data,
    graph: input.graph,
    schemaVersion: WORKFLOW_SCHEMA_VERSION,
    enabled: data.enabled,
    webhookActive: data.webhook.active,
    webhookSync: data.webhook.responseMode === 'sync',
    mailhookActive: data.mailhook.active,
    scheduleCron: schedule.active ? schedule.cronExpression : null,
    scheduleTimezone: schedule.active ? timezone : null,
  };
}

export function newWorkflowDocument(parts: {
  data?: Partial<WorkflowData> | undefined;
  graph?: WorkflowGraph | undefined;
}) {
  return {
    data: WorkflowData.parse({ ...defaultWorkflowData(), ...parts.data }),
    graph: parts.graph ?? emptyWorkflowGraph(),
  };
}

/**
 * A stored graph parsed. The repository has brought it up to the current schema version already (every
 * read goes through `withCurrentGraph`); the chain leaves a current graph as it is, and names a version
 * this server cannot read, so a damaged or newer graph fails loudly here, not silently later.
 */
export function storedGraph(row: Pick<WorkflowRecord, 'graph'>): WorkflowGraph {
  return migrateWorkflowGraph(row.graph);
}

/** A stored document (a workflow or one of its saved versions) read back and parsed. */
export function storedDocument(row: Pick<WorkflowRecord, 'data' | 'graph'>): {
  data: WorkflowData;
  graph: WorkflowGraph;
} {
  return { data: WorkflowData.parse(row.data), graph: storedGraph(row) };
}

/** A workflow of the team, for a Sub-workflow step; rejects when the team has none by that id. */
export async function teamWorkflowGraph(db: Db, teamId: string, workflowId: string): Promise<WorkflowGraph> {
  const row = await workflowsRepository(db).get(teamId, workflowId);
  if (!row) throw new Error(`Sub-workflow ${workflowId} not found in this team.`);
  return storedGraph(row);
}

/**
 * A graph the server puts together (an import, a copy, an integration's workflow from its template) is the
 * designer's paste of its steps into an empty graph of the current version, by the shared `pasteSteps`
 * operation, so it holds to the designer's rules: unique step ids and names, edges only between its steps,
 * mappings following a renamed step. A graph that holds to them already comes back as it was.
 */
export function pastedGraph(steps: Pick<WorkflowGraph, 'nodes' | 'edges'>): WorkflowGraph {
  const xs = steps.nodes.map((n) => n.position.x);
  const ys = steps.nodes.map((n) => n.position.y);
  const at = steps.nodes.length > 0 ? { x: Math.min(...xs), y: Math.min(...ys) } : { x: 0, y: 0 };
  return applyOperation(emptyWorkflowGraph(), {
    type: 'pasteSteps',
    nodes: steps.nodes,
    edges: steps.edges,
    at,
  });
}

export function toWorkflowResponse(
  row: WorkflowRecord,
  config: Config,
  services: ServiceLookup,
): WorkflowResponse {
  const { data, graph } = storedDocument(row);
  data.webhook.hookId = row.hookId;
  data.mailhook.hookId = row.hookId;
  const issues = validationIssues(row.id, row.version, graph, services).map((issue) => ({
    ...(issue.nodeId ? { nodeId: issue.nodeId } : {}),
    code: issue.code,
    message: issue.message,
  }));
  const upcoming =
    row.scheduleCron && row.enabled ? nextRuns(row.scheduleCron, row.scheduleTimezone ?? 'UTC', 5) : [];
  return {
    id: row.id,
    projectId: row.projectId,
    version: row.version,
    data,
    graph,
    hookId: row.hookId,
    webhookUrl: `${config.publicUrl}/hooks/${row.hookId}`,
    webhookTestUrl: `${config.publicUrl}/hooks/test/${row.hookId}`,
    mailhookAddress: `${row.hookId}@${config.mailhookDomain}`,
    issues,
    nextRuns: upcoming.map((d) => d.toISOString()),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The authorization ids a graph's steps name as literals (a `{{ mapping }}` is resolved when it runs). */
export function authorizationIdsOf(graph: WorkflowGraph): string[] {
  const ids = new Set<string>();
  for (const node of graph.nodes) {
    const id = node.params.authorization;
    if (typeof id === 'string' && id.trim() !== '' && !id.includes('{{')) ids.add(id.trim());
  }
  return [...ids];
}

/**
 * A saved workflow may name only the team's own authorizations: another team's id (or one that does
 * not exist) is refused with 404, the same answer the authorization routes give.
 */
export async function checkAuthorizations(db: Db, teamId: string, graph: WorkflowGraph): Promise<void> {
  const ids = authorizationIdsOf(graph);
  if (ids.length === 0) return;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const found = await authorizationsRepository(db).existingIds(
    teamId,
    ids.filter((id) => uuid.test(id)),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw notFound(`Authorization ${missing} not found.`);
}

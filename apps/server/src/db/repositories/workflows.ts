import { upgradeWorkflowGraph } from '@flowlane/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, notExists, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.js';
import { prepared } from '../prepared-statements.js';
import { integrations, projects, teams, workflows, workflowVersions } from '../schema/index.js';
import { rowsOf } from './rows.js';

export type WorkflowRecord = typeof workflows.$inferSelect;
/** A webhook's workflow as a call reads it (see `findHookTargets`). */
export type HookTarget = {
  workflow: Pick<
    WorkflowRecord,
    'id' | 'teamId' | 'hookId' | 'version' | 'enabled' | 'webhookActive' | 'webhookSync'
  >;
  planGuid: string;
};
/** Where the database tells a change of a hook target: a hook id, or '*' for all (migration 0026). */
export const HOOK_TARGETS_CHANNEL = 'flowlane_hook_targets';
export type WorkflowVersionRecord = typeof workflowVersions.$inferSelect;

const HookTargetRow = z.object({
  id: z.string(),
  team_id: z.string(),
  hook_id: z.string(),
  version: z.number(),
  enabled: z.boolean(),
  webhook_active: z.boolean(),
  webhook_sync: z.boolean(),
  plan_guid: z.string(),
});

/**
 * Every stored graph is read through here, brought up to the current schema version by the migration chain,
 * so nothing the server does with a workflow (load, list, run, Sub-workflow step, copy, test step, data
 * sources) sees a graph in an older shape. It is not parsed here: a run's validation names what is wrong with
 * a damaged graph, the domain's `storedDocument` refuses it; a version this server cannot read is left as it
 * is for them to refuse (see `upgradeWorkflowGraph`).
 */
export function withCurrentGraph<R extends { graph: unknown }>(row: R): R {
  const graph = upgradeWorkflowGraph(row.graph);
  return graph === row.graph ? row : { ...row, graph };
}

const currentGraph = <R extends { graph: unknown }>(row: R | undefined): R | undefined =>
  row && withCurrentGraph(row);

/** The columns derived from a workflow's document on every save (see the table's comment). */
export type WorkflowColumns = {
  title: string;
  projectId: string | null;
  data: unknown;
  graph: unknown;
  schemaVersion: number;
  enabled: boolean;
  webhookActive: boolean;
  webhookSync: boolean;
  mailhookActive: boolean;
  scheduleCron: string | null;
  scheduleTimezone: string | null;
};

export type WorkflowListQuery = {
  search?: string | undefined;
  projectId?: string | undefined;
  sort: 'updated' | 'title' | 'created';
  page: number;
  pageSize: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Workflows of one team: every method takes the caller's team id and never reaches another team's rows. */
/** The webhook hot path's query, built once per database (building costs more than PGlite running it). */
const builtHotQueries = new WeakMap<Db, ReturnType<typeof prepareHotQueries>>();

function prepareHotQueries(db: Db) {
  return {
    hookTarget: db
      .select({ workflow: workflows, planGuid: teams.planGuid })
      .from(workflows)
      .innerJoin(teams, eq(teams.id, workflows.teamId))
      .where(eq(workflows.hookId, sql.placeholder('hookId')))
      .prepare('workflow_hook_target'),
  };
}

function hotQueries(db: Db) {
  let queries = builtHotQueries.get(db);
  if (!queries) {
    queries = prepareHotQueries(db);
    builtHotQueries.set(db, queries);
  }
  return queries;
}

export function workflowsRepository(db: Db) {
  const scoped = (teamId: string, id: string) => and(eq(workflows.teamId, teamId), eq(workflows.id, id));

  return {
    async create(
      teamId: string,
      userId: string | null,
      columns: WorkflowColumns & { hookId: string },
    ): Promise<WorkflowRecord> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(workflows)
          .values({ ...columns, teamId, createdBy: userId, version: 1 })
          .returning();
        if (!row) throw new Error('workflows insert returned no row');
        await tx.insert(workflowVersions).values({
          workflowId: row.id,
          version: 1,
          data: columns.data,
          graph: columns.graph,
          schemaVersion: columns.schemaVersion,
          createdBy: userId,
        });
        return withCurrentGraph(row);
      });
    },

    async get(teamId: string, id: string): Promise<WorkflowRecord | undefined> {
      const [row] = await db.select().from(workflows).where(scoped(teamId, id));
      return currentGraph(row);
    },

    /** Saves a new version; the previous ones stay listed and restorable. */
    async update(
      teamId: string,
      id: string,
      userId: string | null,
      columns: WorkflowColumns,
    ): Promise<WorkflowRecord | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(workflows).where(scoped(teamId, id)).for('update');
        if (!current) return undefined;
        const version = current.version + 1;
        const [row] = await tx
          .update(workflows)
          .set({ ...columns, version, updatedAt: new Date() })
          .where(scoped(teamId, id))
          .returning();
        await tx.insert(workflowVersions).values({
          workflowId: id,
          version,
          data: columns.data,
          graph: columns.graph,
          schemaVersion: columns.schemaVersion,
          createdBy: userId,
        });
        return currentGraph(row);
      });
    },

    async setEnabled(teamId: string, id: string, enabled: boolean): Promise<WorkflowRecord | undefined> {
      const [row] = await db
        .update(workflows)
        .set({ enabled, updatedAt: new Date() })
        .where(scoped(teamId, id))
        .returning();
      return currentGraph(row);
    },

    async remove(teamId: string, id: string): Promise<boolean> {
      const rows = await db.delete(workflows).where(scoped(teamId, id)).returning({ id: workflows.id });
      return rows.length > 0;
    },

    async list(
      teamId: string,
      query: WorkflowListQuery,
    ): Promise<{ items: WorkflowRecord[]; total: number }> {
      const filters: SQL[] = [
        eq(workflows.teamId, teamId),
        // An integration's workflow belongs to its integration: the workflow list leaves it out.
        notExists(
          db
            .select({ id: integrations.id })
            .from(integrations)
            .where(eq(integrations.workflowId, workflows.id)),
        ),
      ];
      if (query.search) filters.push(ilike(workflows.title, `%${escapeLike(query.search)}%`));
      if (query.projectId) filters.push(eq(workflows.projectId, query.projectId));
      const where = and(...filters);
      const order =
        query.sort === 'title'
          ? [asc(workflows.title), asc(workflows.id)]
          : query.sort === 'created'
            ? [desc(workflows.createdAt), asc(workflows.id)]
            : [desc(workflows.updatedAt), asc(workflows.id)];
      const [items, totals] = await Promise.all([
        db
          .select()
          .from(workflows)
          .where(where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset(query.page * query.pageSize),
        db.select({ n: count() }).from(workflows).where(where),
      ]);
      return { items: items.map(withCurrentGraph), total: totals[0]?.n ?? 0 };
    },

    versions(teamId: string, id: string) {
      return db
        .select({
          version: workflowVersions.version,
          createdAt: workflowVersions.createdAt,
          createdBy: workflowVersions.createdBy,
        })
        .from(workflowVersions)
        .innerJoin(workflows, eq(workflows.id, workflowVersions.workflowId))
        .where(scoped(teamId, id))
        .orderBy(desc(workflowVersions.version));
    },

    async getVersion(
      teamId: string,
      id: string,
      version: number,
    ): Promise<WorkflowVersionRecord | undefined> {
      const [row] = await db
        .select({ v: workflowVersions })
        .from(workflowVersions)
        .innerJoin(workflows, eq(workflows.id, workflowVersions.workflowId))
        .where(and(scoped(teamId, id), eq(workflowVersions.version, version)));
      return currentGraph(row?.v);
    },

    /** The version a run executes; the run row already carries the team. */
    async versionForRun(workflowId: string, version: number): Promise<WorkflowVersionRecord | undefined> {
      const [row] = await db
        .select()
        .from(workflowVersions)
        .where(and(eq(workflowVersions.workflowId, workflowId), eq(workflowVersions.version, version)));
      return currentGraph(row);
    },

    /** Webhook and mailhook ids are public and global; the row found carries its team. */
    async findByHookId(hookId: string): Promise<WorkflowRecord | undefined> {
      const [row] = await db.select().from(workflows).where(eq(workflows.hookId, hookId));
      return currentGraph(row);
    },

    /** The hook's workflow with its team's plan, in one query: the webhook hot path needs both. */
    async findHookTarget(
      hookId: string,
    ): Promise<{ workflow: WorkflowRecord; planGuid: string } | undefined> {
      const [row] = await hotQueries(db).hookTarget.execute({ hookId });
      return row && { ...row, workflow: withCurrentGraph(row.workflow) };
    },

    /**
     * The targets of several hook ids in one query (webhooks arriving together), by hook id: what a call
     * needs read fresh (the switches, the version, the team's plan). Not the graph: a version's graph never
     * changes, so callers keep it.
     */
    async findHookTargets(hookIds: readonly string[]): Promise<Map<string, HookTarget>> {
      if (hookIds.length === 0) return new Map();
      // One text for every batch size (the ids are one array), so the statement stays prepared.
      const result = await db.execute(
        prepared(sql`
          select w.id, w.team_id, w.hook_id, w.version, w.enabled, w.webhook_active, w.webhook_sync,
            t.plan_guid
          from ${workflows} w join ${teams} t on t.id = w.team_id
          where w.hook_id = any(${sql.param([...new Set(hookIds)])}::text[])`),
      );
      return new Map(
        rowsOf(result).map((row) => {
          const found = HookTargetRow.parse(row);
          const workflow = {
            id: found.id,
            teamId: found.team_id,
            hookId: found.hook_id,
            version: found.version,
            enabled: found.enabled,
            webhookActive: found.webhook_active,
            webhookSync: found.webhook_sync,
          };
          return [found.hook_id, { workflow, planGuid: found.plan_guid }];
        }),
      );
    },

    /** A team's enabled workflows marked as MCP tools (`data.mcp.enabled`), oldest first (issue 52). */
    async listMcpTools(teamId: string): Promise<WorkflowRecord[]> {
      const rows = await db
        .select()
        .from(workflows)
        .where(
          and(
            eq(workflows.teamId, teamId),
            eq(workflows.enabled, true),
            sql`(${workflows.data} -> 'mcp' ->> 'enabled') = 'true'`,
          ),
        )
        .orderBy(asc(workflows.createdAt), asc(workflows.id));
      return rows.map(withCurrentGraph);
    },

    /** Every enabled workflow with an active schedule, across teams (the scheduler's scan). */
    async listScheduled(): Promise<WorkflowRecord[]> {
      const rows = await db
        .select()
        .from(workflows)
        .where(and(isNotNull(workflows.scheduleCron), eq(workflows.enabled, true)));
      return rows.map(withCurrentGraph);
    },

    async projectExists(teamId: string, projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.teamId, teamId), eq(projects.id, projectId)));
      return Boolean(row);
    },
  };
}

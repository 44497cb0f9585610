import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../client.js';
import { integrations, workflows, workflowVersions } from '../schema/index.js';
import { type WorkflowColumns, type WorkflowRecord, withCurrentGraph } from './workflows.js';

export type IntegrationRecord = typeof integrations.$inferSelect;

export type IntegrationFields = {
  projectId: string | null;
  templateId: string;
  name: string;
  settings: Record<string, unknown>;
  authorizationIds: Record<string, string>;
  enabled: boolean;
};

export type IntegrationWithWorkflow = { integration: IntegrationRecord; workflow: WorkflowRecord };

/** The workflow's graph is read as every stored graph is (see `withCurrentGraph`). */
const withWorkflow = (row: IntegrationWithWorkflow): IntegrationWithWorkflow => ({
  integration: row.integration,
  workflow: withCurrentGraph(row.workflow),
});

export type IntegrationListQuery = {
  search?: string | undefined;
  projectId?: string | undefined;
  page: number;
  pageSize: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Integrations of one team, each with the workflow it owns. An integration and its workflow are
 * written in one transaction, so there is never an integration without its workflow or the reverse.
 */
export function integrationsRepository(db: Db) {
  const scoped = (teamId: string, id: string) =>
    and(eq(integrations.teamId, teamId), eq(integrations.id, id));

  return {
    async create(
      teamId: string,
      userId: string | null,
      fields: IntegrationFields,
      workflow: WorkflowColumns & { hookId: string },
    ): Promise<IntegrationWithWorkflow> {
      return db.transaction(async (tx) => {
        const [flow] = await tx
          .insert(workflows)
          .values({ ...workflow, teamId, createdBy: userId, version: 1 })
          .returning();
        if (!flow) throw new Error('workflows insert returned no row');
        await tx.insert(workflowVersions).values({
          workflowId: flow.id,
          version: 1,
          data: workflow.data,
          graph: workflow.graph,
          schemaVersion: workflow.schemaVersion,
          createdBy: userId,
        });
        const [row] = await tx
          .insert(integrations)
          .values({ ...fields, teamId, workflowId: flow.id, createdBy: userId })
          .returning();
        if (!row) throw new Error('integrations insert returned no row');
        return withWorkflow({ integration: row, workflow: flow });
      });
    },

    async get(teamId: string, id: string): Promise<IntegrationWithWorkflow | undefined> {
      const [row] = await db
        .select({ integration: integrations, workflow: workflows })
        .from(integrations)
        .innerJoin(workflows, eq(workflows.id, integrations.workflowId))
        .where(scoped(teamId, id));
      return row && withWorkflow(row);
    },

    /** Saves the integration and its rebuilt workflow as the workflow's next version. */
    async update(
      teamId: string,
      id: string,
      userId: string | null,
      fields: Omit<IntegrationFields, 'templateId'>,
      workflow: WorkflowColumns,
    ): Promise<IntegrationWithWorkflow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(integrations).where(scoped(teamId, id)).for('update');
        if (!current) return undefined;
        const [flowBefore] = await tx
          .select()
          .from(workflows)
          .where(and(eq(workflows.teamId, teamId), eq(workflows.id, current.workflowId)))
          .for('update');
        if (!flowBefore) return undefined;
        const version = flowBefore.version + 1;
        const [flow] = await tx
          .update(workflows)
          .set({ ...workflow, version, updatedAt: new Date() })
          .where(eq(workflows.id, flowBefore.id))
          .returning();
        await tx.insert(workflowVersions).values({
          workflowId: flowBefore.id,
          version,
          data: workflow.data,
          graph: workflow.graph,
          schemaVersion: workflow.schemaVersion,
          createdBy: userId,
        });
        const [row] = await tx
          .update(integrations)
          .set({ ...fields, updatedAt: new Date() })
          .where(scoped(teamId, id))
          .returning();
        if (!row || !flow) return undefined;
        return withWorkflow({ integration: row, workflow: flow });
      });
    },

    /** Deletes the integration with its workflow (and so the workflow's runs). */
    async remove(teamId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(integrations)
          .where(scoped(teamId, id))
          .returning({ workflowId: integrations.workflowId });
        if (!row) return false;
        await tx.delete(workflows).where(and(eq(workflows.teamId, teamId), eq(workflows.id, row.workflowId)));
        return true;
      });
    },

    async list(
      teamId: string,
      query: IntegrationListQuery,
    ): Promise<{ items: IntegrationWithWorkflow[]; total: number }> {
      const filters: SQL[] = [eq(integrations.teamId, teamId)];
      if (query.search) filters.push(ilike(integrations.name, `%${escapeLike(query.search)}%`));
      if (query.projectId) filters.push(eq(integrations.projectId, query.projectId));
      const where = and(...filters);
      const [items, totals] = await Promise.all([
        db
          .select({ integration: integrations, workflow: workflows })
          .from(integrations)
          .innerJoin(workflows, eq(workflows.id, integrations.workflowId))
          .where(where)
          .orderBy(desc(integrations.updatedAt), desc(integrations.id))
          .limit(query.pageSize)
          .offset(query.page * query.pageSize),
        db.select({ n: count() }).from(integrations).where(where),
      ]);
      return { items: items.map(withWorkflow), total: totals[0]?.n ?? 0 };
    },
  };
}

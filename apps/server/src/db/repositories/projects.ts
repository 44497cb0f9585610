import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../client.js';
import { projects, workflows } from '../schema/index.js';

export type ProjectRecord = typeof projects.$inferSelect;

/** Projects of one team; every method takes the caller's team id. */
export function projectsRepository(db: Db) {
  const scoped = (teamId: string, id: string) => and(eq(projects.teamId, teamId), eq(projects.id, id));
  return {
    async create(teamId: string, project: { name: string; description: string }): Promise<ProjectRecord> {
      const [row] = await db
        .insert(projects)
        .values({ ...project, teamId })
        .returning();
      if (!row) throw new Error('projects insert returned no row');
      return row;
    },
    async get(teamId: string, id: string): Promise<ProjectRecord | undefined> {
      const [row] = await db.select().from(projects).where(scoped(teamId, id));
      return row;
    },
    async list(teamId: string, search?: string): Promise<(ProjectRecord & { workflowCount: number })[]> {
      const rows = await db
        .select({ project: projects, workflowCount: count(workflows.id) })
        .from(projects)
        .leftJoin(workflows, eq(workflows.projectId, projects.id))
        .where(
          and(
            eq(projects.teamId, teamId),
            search ? ilike(projects.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
          ),
        )
        .groupBy(projects.id)
        .orderBy(asc(projects.name));
      return rows.map((r) => ({ ...r.project, workflowCount: r.workflowCount }));
    },
    async update(
      teamId: string,
      id: string,
      patch: { name?: string | undefined; description?: string | undefined },
    ): Promise<ProjectRecord | undefined> {
      const [row] = await db
        .update(projects)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          updatedAt: new Date(),
        })
        .where(scoped(teamId, id))
        .returning();
      return row;
    },
    /** Deleting a project keeps its workflows; they just leave the project (foreign key: set null). */
    async remove(teamId: string, id: string): Promise<boolean> {
      const rows = await db.delete(projects).where(scoped(teamId, id)).returning({ id: projects.id });
      return rows.length > 0;
    },
  };
}

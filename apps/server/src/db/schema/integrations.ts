import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accounts.js';
import { projects, workflows } from './workflows.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An integration: an instance of a library template (`template_id`, a catalogue id in code) with the
 * user's settings and chosen authorizations. It owns one workflow, built from the template and the
 * settings on every save; that workflow is hidden from the workflow list (a workflow is an
 * integration's when a row here points at it) and goes when the integration goes.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    templateId: text('template_id').notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').notNull(),
    /** Requirement key → authorization id. */
    authorizationIds: jsonb('authorization_ids').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('integrations_team_idx').on(t.teamId, t.updatedAt),
    uniqueIndex('integrations_workflow_key').on(t.workflowId),
  ],
);

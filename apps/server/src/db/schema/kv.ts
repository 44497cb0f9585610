import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './accounts.js';
import { workflows } from './workflows.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The engine's kv port made durable: small state a workflow keeps between its runs ("last seen id"),
 * one namespace per team and workflow. A value with a ttl reads as missing after `expires_at`.
 */
export const workflowKv = pgTable(
  'workflow_kv',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.workflowId, t.key] }),
    index('workflow_kv_expires_idx').on(t.expiresAt),
  ],
);

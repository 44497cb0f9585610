import { TEST_CALL_KINDS } from '@flowlane/contracts';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './accounts.js';
import { workflows } from './workflows.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * "Listen for a test call": while `listening_until` lies ahead, the next call to the workflow's test
 * webhook URL (or the next mail to its mailhook address) is kept here as the trigger's test data instead
 * of starting a run. A row per workflow and trigger kind; the claim is one conditional update, so two
 * calls arriving at once on two web processes capture exactly one.
 */
export const triggerTestCalls = pgTable(
  'trigger_test_calls',
  {
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TEST_CALL_KINDS }).notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    listeningUntil: at('listening_until'),
    data: jsonb('data'),
    capturedAt: at('captured_at'),
  },
  (t) => [
    primaryKey({ columns: [t.workflowId, t.kind] }),
    check('trigger_test_calls_kind_known', sql`${t.kind} in ('webhook','mailhook')`),
  ],
);

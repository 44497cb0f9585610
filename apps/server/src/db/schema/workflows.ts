import { RUN_STATUSES, RUN_TRIGGER_KINDS } from '@flowlane/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('projects_team_idx').on(t.teamId)],
);

/**
 * A workflow: `data` (title, triggers, view) and `graph` (nodes and edges) as versioned documents.
 * The trigger columns are derived from `data` on every save, so the hot paths (webhook lookup, the
 * scheduler's scan) read an indexed column instead of a JSON document.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    data: jsonb('data').notNull(),
    graph: jsonb('graph').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    version: integer('version').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    hookId: text('hook_id').notNull(),
    webhookActive: boolean('webhook_active').notNull().default(false),
    webhookSync: boolean('webhook_sync').notNull().default(false),
    mailhookActive: boolean('mailhook_active').notNull().default(false),
    scheduleCron: text('schedule_cron'),
    scheduleTimezone: text('schedule_timezone'),
    /** The last schedule tick that started a run; a missed tick after downtime runs once. */
    lastScheduledAt: at('last_scheduled_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('workflows_team_idx').on(t.teamId, t.updatedAt),
    uniqueIndex('workflows_hook_key').on(t.hookId),
    index('workflows_schedule_idx').on(t.scheduleCron).where(sql`${t.scheduleCron} is not null`),
  ],
);

/** Every saved version of a workflow; a run executes the version it was queued with. */
export const workflowVersions = pgTable(
  'workflow_versions',
  {
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    graph: jsonb('graph').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.version] })],
);

// The run statuses come from contracts; the check constraint below is the stored (migrated) copy.
export { RUN_STATUSES };
export const RUN_TRIGGERS = RUN_TRIGGER_KINDS;

/**
 * A run is stored before it is acknowledged, and this table is the queue: workers claim a queued run
 * with `for update skip locked` and hold a lease they renew; a run whose lease lapsed is taken again.
 */
export const runs = pgTable(
  'runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    workflowVersion: integer('workflow_version').notNull(),
    status: text('status', { enum: RUN_STATUSES }).notNull(),
    trigger: text('trigger', { enum: RUN_TRIGGERS }).notNull(),
    // The payloads are json, not jsonb (as step records' are): written once, read back whole, never
    // queried inside, so the database only checks their text.
    triggerData: json('trigger_data'),
    /** For a retry: the run it retries, whose completed steps it reuses. */
    retryOf: uuid('retry_of'),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    queuedAt: at('queued_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    processingMs: integer('processing_ms').notNull().default(0),
    error: jsonb('error'),
    output: json('output'),
    /** The reply a Webhook Response step set, for a synchronous webhook. */
    reply: json('reply'),
    /**
     * Since when a queued run has waited for its team's concurrency without a queue job (Redis mode): the
     * finish of one of the team's runs claims it (migration 0021). Null for a run whose job is on its way.
     */
    parkedAt: at('parked_at'),
    /**
     * The step records a run's end wrote, one JSON array in its row instead of a `run_steps` row each
     * (migrations 0023 and 0024): all of them for a run stored once, as it ended, or shorter than a flush;
     * the rest of a run's steps are rows written while it ran. Null when its end wrote none (or it has not
     * ended). Never listed: the repository reads it only for a run's detail and for earlier outputs.
     */
    steps: json('steps'),
    /**
     * The process whose memory queue holds this queued run (the embedded server: it stored the run and
     * starts it from memory, with no claim, migration 0027); no claim takes it. Null for a run in the
     * table's queue. A start clears what an earlier process held.
     */
    heldBy: text('held_by'),
    /**
     * How many of the run's attempts ended with their process dead while it held the run (the reconciler
     * took over an expired lease, migration 0031): at RUN_MAX_CRASHES the run fails instead of resuming.
     */
    crashes: integer('crashes').notNull().default(0),
  },
  (t) => [
    index('runs_queue_idx').on(t.queuedAt).where(sql`${t.status} = 'queued'`),
    // A claim's way into the queue: the teams with queued runs (a skip scan) and each one's oldest, so it
    // reads the queue's head however long the queue is. Migration 0022 adds INCLUDE (id), which drizzle
    // cannot say: the claim reads the index alone, and equal times keep their order of arrival. A run held
    // in a process's memory queue is not in it (migration 0027).
    index('runs_team_queue_idx')
      .on(t.teamId, t.queuedAt)
      .where(sql`${t.status} = 'queued' and ${t.heldBy} is null`),
    index('runs_running_idx').on(t.teamId).where(sql`${t.status} = 'running'`),
    index('runs_parked_idx')
      .on(t.teamId, t.queuedAt)
      .where(sql`${t.status} = 'queued' and ${t.parkedAt} is not null`),
    // The run log's order (newest first, id breaking ties) with every column its filters read, so a page,
    // a deep offset and the capped count are index-only scans; the status filter has its own.
    index('runs_workflow_list_idx').on(t.workflowId, t.teamId, t.queuedAt, t.id),
    index('runs_workflow_status_idx').on(t.workflowId, t.teamId, t.status, t.queuedAt, t.id),
    // The dashboard's counts of today's runs (and failures) read the status from the index too.
    index('runs_team_idx').on(t.teamId, t.queuedAt, t.status),
    check(
      'runs_status_known',
      sql`${t.status} in ('queued','running','succeeded','failed','cancelled','timed_out','refused')`,
    ),
  ],
);

/** One row per step execution (loop iterations are rows of their own). */
export const runSteps = pgTable(
  'run_steps',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The run attempt that wrote it; a later attempt's rows replace an earlier one's. */
    attempt: integer('attempt').notNull().default(1),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    serviceId: text('service_id').notNull(),
    status: text('status').notNull(),
    iteration: integer('iteration'),
    // json, not jsonb: written once per step and read back whole, never queried inside, so the text is
    // only checked, not converted (a run's steps cost the database about half as much to insert).
    input: json('input'),
    output: json('output'),
    outputTruncated: boolean('output_truncated').notNull().default(false),
    handles: jsonb('handles'),
    startedAt: at('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    attempts: integer('attempts').notNull(),
    error: jsonb('error'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.attempt, t.seq] })],
);

/** Processing time, written once per run (the run id is the key), summed per team per period. */
export const usageLedger = pgTable(
  'usage_ledger',
  {
    runId: uuid('run_id').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    processingMs: bigint('processing_ms', { mode: 'number' }).notNull(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
    /** When the run's processing time was sent to Stripe as a meter event (real Stripe only). */
    meteredAt: at('metered_at'),
  },
  (t) => [index('usage_team_idx').on(t.teamId, t.recordedAt)],
);

import { randomUUID } from 'node:crypto';
import { FINAL_RUN_STATUSES, PLANS, RUN_COUNT_CAP } from '@flowlane/contracts';
import { and, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.js';
import { jsonParam } from '../json-param.js';
import { prepared } from '../prepared-statements.js';
import {
  RUN_STATUSES,
  type RUN_TRIGGERS,
  runSteps,
  runs,
  teams,
  usageLedger,
  workflows,
} from '../schema/index.js';
import { rowsOf } from './rows.js';

/**
 * A run as its readers see it: whether it is parked (migration 0021) or held in a process's memory queue
 * (0027) is the queue's own business, and how many of its attempts died with their process (0031) the
 * reconciler's.
 */
export type RunRecord = Omit<typeof runs.$inferSelect, 'parkedAt' | 'heldBy' | 'steps' | 'crashes'>;
/** A run's columns as its record has them: not the queue's own, nor the steps written in it. */
const {
  parkedAt: _parked,
  heldBy: _held,
  steps: _steps,
  crashes: _crashes,
  ...runRecordColumns
} = getTableColumns(runs);
const RUN_COLUMNS = Object.entries(runRecordColumns);

export type RunStepRecord = typeof runSteps.$inferSelect;
export type NewRunStep = typeof runSteps.$inferInsert;
export type RunStatusValue = (typeof RUN_STATUSES)[number];
const DispatchableRow = z.object({ id: z.string(), attempts: z.number() });
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

export type NewRun = {
  /** Set by a caller that must listen for the run's events before it is dispatched. */
  id?: string;
  teamId: string;
  workflowId: string;
  workflowVersion: number;
  trigger: RunTrigger;
  triggerData: unknown;
  retryOf?: string | null;
  /**
   * Stored queued and held in this process's memory queue (see `runs.heldBy`): it starts from there,
   * and no claim takes it.
   */
  heldBy?: string | undefined;
};

/**
 * A run that waits in the queue for its job: queued and not parked (a parked run has no job, by design: a
 * finish of its team claims it). The reconciler lists such runs and checks each again before it sends one
 * a new job, with this one condition, so a run parked in between is not taken for one whose job was lost.
 */
const waitsForJob = () => and(eq(runs.status, 'queued'), isNull(runs.parkedAt));

/** Each plan's concurrency, from the plan catalogue, so a plan change applies to the next claim. */
const PLAN_LIMITS = Object.fromEntries(PLANS.map((p) => [p.guid, p.concurrencyValue]));
const PLAN_CONCURRENCY = JSON.stringify(PLAN_LIMITS);

const UsageSettling = z.object({ settled: z.coerce.number(), recent: z.coerce.number() });

/**
 * Runs a process holds without a row yet, by team (see migration 0020): a claim counts them against their
 * team's concurrency as it counts running rows.
 */
export type BusyTeams = ReadonlyMap<string, number>;

/**
 * The claim functions' limits: each plan's concurrency, the runs held without a row, if any, and whether
 * to take parked runs only (Redis mode's finishes, migration 0021).
 */
function limitsOf(busy: BusyTeams | undefined, parked = false): string {
  if ((!busy || busy.size === 0) && !parked) return PLAN_CONCURRENCY;
  return JSON.stringify({
    ...PLAN_LIMITS,
    ...(busy && busy.size > 0 ? { busy: Object.fromEntries(busy) } : {}),
    ...(parked ? { parked } : {}),
  });
}

/** A run to dispatch: its id and how many times it was claimed (the queue job's id takes both). */
export type DispatchableRun = { id: string; attempts: number };

/** The reconciler's take-over of expired leases: runs back in the queue, and runs ended at the crash limit. */
export type TakenOver = { requeued: DispatchableRun[]; stopped: FinishedRun[] };

export type RunFinish = {
  status: RunStatusValue;
  processingMs: number;
  error: unknown;
  output: unknown;
  reply: unknown;
  /** The run's last step records, written with the finish (only if the finish takes). */
  steps?: NewRunStep[];
  /** When the run's work ended, if before its write (a run stored whole as it ended); else the write's time. */
  finishedAt?: Date;
};

/** The enqueue insert, built once per database: on the webhook hot path, building it costs more than running it. */
const enqueueQueries = new WeakMap<Db, ReturnType<typeof prepareEnqueue>>();

function prepareEnqueue(db: Db) {
  return db
    .insert(runs)
    .values({
      id: sql.placeholder('id'),
      teamId: sql.placeholder('teamId'),
      workflowId: sql.placeholder('workflowId'),
      workflowVersion: sql.placeholder('workflowVersion'),
      status: 'queued',
      trigger: sql.placeholder('trigger'),
      triggerData: sql.placeholder('triggerData'),
      retryOf: sql.placeholder('retryOf'),
    })
    .returning(runRecordColumns)
    .prepare('runs_enqueue');
}

function enqueueQuery(db: Db) {
  let query = enqueueQueries.get(db);
  if (!query) {
    query = prepareEnqueue(db);
    enqueueQueries.set(db, query);
  }
  return query;
}

export function runsRepository(db: Db) {
  return {
    async enqueue(run: NewRun): Promise<RunRecord> {
      const [row] = await enqueueQuery(db).execute({
        id: run.id ?? randomUUID(),
        teamId: run.teamId,
        workflowId: run.workflowId,
        workflowVersion: run.workflowVersion,
        trigger: run.trigger,
        triggerData: run.triggerData,
        retryOf: run.retryOf ?? null,
      });
      if (!row) throw new Error('runs insert returned no row');
      return row;
    },

    /**
     * Stores queued runs in one statement (a webhook intake batch); answers each run's row in the order
     * given. Ids are set here, so every caller finds its own row.
     */
    async enqueueMany(batch: NewRun[]): Promise<RunRecord[]> {
      const withIds = batch.map((run) => ({ ...run, id: run.id ?? randomUUID() }));
      // Only what the database set: the rest of each row is the run as given, so its trigger data is not
      // sent back and parsed again.
      const result = await db.execute(
        prepared(sql`
        insert into runs (id, team_id, workflow_id, workflow_version, status, trigger, trigger_data, retry_of,
          held_by)
        select r.id, r."teamId", r."workflowId", r."workflowVersion", 'queued', r.trigger, r."triggerData",
          r."retryOf", r."heldBy"
        from json_to_recordset(${runsJson(withIds)}::json) as r(id uuid, "teamId" uuid,
          "workflowId" uuid, "workflowVersion" int, trigger text, "triggerData" json, "retryOf" uuid,
          "heldBy" text)
        returning id, queued_at`),
      );
      const queuedAt = new Map(rowsOf(result).map((row) => [String(row.id), QueuedAt.parse(row.queued_at)]));
      return withIds.map((run) => {
        const at = queuedAt.get(run.id);
        if (!at) throw new Error(`run ${run.id} was not stored`);
        return queuedRecord(run, at);
      });
    },

    /**
     * Stores runs that `owner` wants to run at once (migration 0015): each is stored claimed by it
     * (running, attempt 1) while its team is under its concurrency, else queued. One statement.
     */
    async startMany(owner: string, leaseMs: number, batch: NewRun[]): Promise<RunRecord[]> {
      const withIds = batch.map((run) => ({ ...run, id: run.id ?? randomUUID() }));
      const result = await db.execute(
        prepared(
          sql`select * from flowlane_start_runs(${owner}, ${leaseMs}, ${PLAN_CONCURRENCY}::jsonb, ${runsJson(withIds)}::json)`,
        ),
      );
      return inOrder(withIds, rowsOf(result).map(runFromRow));
    },

    /** A run that never starts (plan limit): stored so the user sees it and why. */
    async refuse(run: NewRun, message: string): Promise<RunRecord> {
      const now = new Date();
      const [row] = await db
        .insert(runs)
        .values({
          ...run,
          status: 'refused',
          finishedAt: now,
          error: { kind: 'user', message, code: 'PLAN_LIMIT' },
        })
        .returning(runRecordColumns);
      if (!row) throw new Error('runs insert returned no row');
      return row;
    },

    /** Up to `max` of the oldest queued runs, within each team's concurrency, leased to `owner`. */
    async claimNext(owner: string, leaseMs: number, max = 1, busy?: BusyTeams): Promise<RunRecord[]> {
      const result = await db.execute(
        prepared(
          sql`select * from flowlane_claim_runs(${owner}, ${leaseMs}, ${limitsOf(busy)}::jsonb, ${max})`,
        ),
      );
      return rowsOf(result).map(runFromRow);
    },
    /**
     * Those runs (the jobs a worker took at once), where queued and within their teams' concurrency, in
     * one statement (migration 0015); the others are parked. With `others`, also runs not asked for (see
     * below), which the answer holds too.
     */
    async claimByIds(
      owner: string,
      leaseMs: number,
      ids: readonly string[],
      { others = 0 }: { others?: number } = {},
    ): Promise<RunRecord[]> {
      if (ids.length === 0) return [];
      // `others`: for each run parked (its team full), the oldest run of a team with room instead, up to
      // that many (migration 0029): another team's run waiting behind a busy team's jobs starts now.
      const limits = others > 0 ? JSON.stringify({ ...PLAN_LIMITS, others }) : PLAN_CONCURRENCY;
      const result = await db.execute(
        prepared(
          sql`select * from flowlane_claim_runs_by_id(${owner}, ${leaseMs}, ${limits}::jsonb, ${`{${ids.join(',')}}`}::uuid[])`,
        ),
      );
      return rowsOf(result).map(runFromRow);
    },

    /**
     * Parked runs waiting longer than `ms` whose team has room (a finish raced their parking, or the
     * process that finished the team's run was stopping): unparked, oldest first and within each team's
     * concurrency, to be dispatched again (migration 0021).
     */
    async unparkWithRoom(ms: number): Promise<DispatchableRun[]> {
      const result = await db.execute(
        sql`select * from flowlane_unpark_runs(${PLAN_CONCURRENCY}::jsonb, ${ms})`,
      );
      return rowsOf(result).map((row) => DispatchableRow.parse(row));
    },

    /**
     * Renews the leases of the runs `owner` holds, in one statement; answers the ids it still holds (a
     * run missing from the answer was taken over or finished). A run whose row is locked now (its finish
     * is being written) is skipped, not waited for: on PostgreSQL a process's renewal and its finishes run
     * at once on separate connections, over the same runs, and a renewal that waited could deadlock with
     * a finish that locked the rows in another order. The skipped run is still held (it answers as held)
     * and is renewed next time if it has not finished by then.
     */
    async renewLeases(owner: string, held: DispatchableRun[], leaseMs: number): Promise<Set<string>> {
      if (held.length === 0) return new Set();
      const result = await db.execute(sql`
        with mine as (
          select r.id from ${runs} r
          join jsonb_to_recordset(${JSON.stringify(held)}::jsonb) as h(id uuid, attempts int)
            on h.id = r.id and h.attempts = r.attempts
          where r.lease_owner = ${owner} and r.status = 'running'
        ), renewed as (
          update ${runs} set lease_until = now() + ${`${leaseMs} milliseconds`}::interval
          where id in (select r.id from ${runs} r where r.id in (select id from mine) for update skip locked)
            and lease_owner = ${owner} and status = 'running'
          returning id
        )
        select id from mine`);
      return new Set(rowsOf(result).map((row) => IdRow.parse(row).id));
    },

    /**
     * Runs whose worker stopped renewing (its process died, or stalled past the lease): each such
     * take-over counts as a crash of the run (`runs.crashes`, migration 0031). Below `crashLimit.max` the
     * run goes back to the queue, to be resumed by another attempt (`requeued`); at it, the run ends
     * failed with `crashLimit.error`, its finish time and its ledger row (`stopped`), and is not resumed.
     * One statement, so of several processes doing this at once each run is taken over exactly once.
     */
    async requeueExpired(crashLimit: { max: number; error: unknown }): Promise<TakenOver> {
      // A run being renewed or finished right now is skipped (its owner is alive after all): this never
      // waits on those writes, so it cannot deadlock with them.
      const result = await db.execute(sql`
        with expired as (
          select r.id from ${runs} r where r.status = 'running' and r.lease_until < now()
          for update skip locked
        ), taken as (
          update ${runs} set crashes = runs.crashes + 1, lease_until = null,
            status = case when runs.crashes + 1 >= ${crashLimit.max} then 'failed' else 'queued' end,
            finished_at = case when runs.crashes + 1 >= ${crashLimit.max} then now() else runs.finished_at end,
            error = case when runs.crashes + 1 >= ${crashLimit.max} then ${jsonOrNull(crashLimit.error)}::jsonb
              else runs.error end
          where runs.id in (select id from expired) and runs.status = 'running' and runs.lease_until < now()
          returning runs.id, runs.attempts, runs.team_id, runs.workflow_id, runs.status, runs.processing_ms
        ), ledger as (
          -- A failed run's ledger row, as every finish writes one (keyed by run id: once).
          insert into usage_ledger (run_id, team_id, processing_ms)
          select id, team_id, processing_ms from taken where status = 'failed'
          on conflict do nothing
        )
        select * from taken`);
      const taken: TakenOver = { requeued: [], stopped: [] };
      for (const row of rowsOf(result)) {
        if (row.status === 'queued') taken.requeued.push(DispatchableRow.parse(row));
        else taken.stopped.push(FinishedRunRow.parse(row));
      }
      return taken;
    },

    /** Whether the run still waits for its job at that attempt (not claimed, finished, put back or parked). */
    async isQueuedAt(run: DispatchableRun): Promise<boolean> {
      const [row] = await db
        .select({ id: runs.id })
        .from(runs)
        .where(and(eq(runs.id, run.id), eq(runs.attempts, run.attempts), waitsForJob()));
      return Boolean(row);
    },

    /** The oldest runs waiting for their jobs for longer than `ms` (the reconciler checks each has one). */
    async queuedOlderThan(ms: number, limit = 200): Promise<DispatchableRun[]> {
      return db
        .select({ id: runs.id, attempts: runs.attempts })
        .from(runs)
        .where(and(waitsForJob(), lt(runs.queuedAt, sql`now() - ${`${ms} milliseconds`}::interval`)))
        .orderBy(runs.queuedAt)
        .limit(limit);
    },

    /**
     * Puts a run its owner holds back in the queue (a stopping process hands it back), with the step
     * records it made, in one statement; undefined when the owner no longer holds it.
     */
    async release(
      runId: string,
      owner: string,
      attempt: number,
      steps: NewRunStep[],
    ): Promise<RunRecord | undefined> {
      const released = await db.execute(sql`
        with released as (
          update runs set status = 'queued', lease_until = null
          where id = ${runId} and lease_owner = ${owner} and attempts = ${attempt} and status = 'running'
          returning *
        ), logged as (
          ${insertStepsFrom(steps)}
          where exists (select 1 from released)
          on conflict do nothing
        )
        select * from released`);
      const row = rowsOf(released)[0];
      return row ? runFromRow(row) : undefined;
    },

    /** Waiting and running runs with the age of the oldest of each, for /metrics. */
    async queueStats(): Promise<
      Array<{ state: 'queued' | 'running'; count: number; oldestSeconds: number }>
    > {
      const result = await db.execute(sql`
        select 'queued' as state, count(*)::int as n,
          coalesce(extract(epoch from now() - min(queued_at)), 0)::float8 as age
        from runs where status = 'queued'
        union all
        select 'running', count(*)::int, coalesce(extract(epoch from now() - min(started_at)), 0)::float8
        from runs where status = 'running'`);
      return rowsOf(result).map((row) => ({
        state: row.state === 'running' ? 'running' : 'queued',
        count: Number(row.n ?? 0),
        oldestSeconds: Number(row.age ?? 0),
      }));
    },

    /**
     * Fires a schedule tick: claims it (compare-and-set on `last_scheduled_at`) and stores its run in one
     * transaction, so a crash between the two loses neither (the tick fires again) nor doubles it.
     * Undefined when another scheduler claimed the tick first.
     */
    async fireScheduleTick(
      tick: { workflowId: string; seen: Date | null; at: Date },
      run: NewRun,
      refusal: string | undefined,
    ): Promise<RunRecord | undefined> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(workflows)
          .set({ lastScheduledAt: tick.at })
          .where(
            and(
              eq(workflows.id, tick.workflowId),
              tick.seen ? eq(workflows.lastScheduledAt, tick.seen) : isNull(workflows.lastScheduledAt),
            ),
          )
          .returning({ id: workflows.id });
        if (claimed.length === 0) return undefined;
        const [row] = await tx
          .insert(runs)
          .values({
            ...run,
            id: run.id ?? randomUUID(),
            ...(refusal
              ? {
                  status: 'refused' as const,
                  finishedAt: new Date(),
                  error: { kind: 'user', message: refusal, code: 'PLAN_LIMIT' },
                }
              : { status: 'queued' as const }),
          })
          .returning(runRecordColumns);
        if (!row) throw new Error('runs insert returned no row');
        return row;
      });
    },

    async appendSteps(steps: NewRunStep[]): Promise<void> {
      if (steps.length === 0) return;
      await db.insert(runSteps).values(steps).onConflictDoNothing();
    },

    /**
     * Finishes a run the caller still holds (this claim of it: owner and attempt), and writes its processing time to the ledger once: the
     * ledger is keyed by run id, so a finish repeated after a crash cannot count the run twice.
     */
    async finish(
      runId: string,
      owner: string,
      attempt: number,
      result: RunFinish,
    ): Promise<RunRecord | undefined> {
      // One statement, so the run's end, its last steps and its ledger row commit together in one
      // round trip (on PGlite each statement costs a millisecond or more of the server's only thread).
      const processingMs = Math.round(result.processingMs);
      const finished = await db.execute(sql`
        with finished as (
          update runs set status = ${result.status}, processing_ms = ${processingMs},
            error = ${jsonOrNull(result.error)}::jsonb, output = ${jsonOrNull(result.output)}::json,
            reply = ${jsonOrNull(result.reply)}::json, steps = ${jsonOrNull(inlineSteps(result.steps))}::json,
            finished_at = now(), lease_until = null
          where id = ${runId} and lease_owner = ${owner} and attempts = ${attempt} and status = 'running'
          returning *
        ), ledger as (
          insert into usage_ledger (run_id, team_id, processing_ms)
          select id, team_id, processing_ms from finished
          on conflict do nothing
        )
        select * from finished`);
      const row = rowsOf(finished)[0];
      return row ? runFromRow(row) : undefined;
    },

    /**
     * Finishes many runs in one call (group commit, migration 0017): each only if its caller still holds
     * it (owner and attempt), with its ledger row (once per run id) and its last step records. With
     * `claim`, the same call then claims up to `claim.max` queued runs for `claim.owner` (oldest first,
     * each team within its concurrency, the runs just finished no longer counted): the slots finishing runs
     * free go to waiting runs without a claim statement of their own; with `claim.parked`, only parked runs
     * and only when the finishing runs' teams have one (migration 0021). Answers, per item, the finished
     * run or undefined where the caller no longer held it, and the runs claimed.
     */
    async finishMany(
      items: Array<{ runId: string; owner: string; attempt: number; result: RunFinish }>,
      claim?: { owner: string; leaseMs: number; max: number; busy?: BusyTeams; parked?: boolean },
    ): Promise<{ finished: Array<FinishedRun | undefined>; claimed: RunRecord[] }> {
      if (items.length === 0) return { finished: [], claimed: [] };
      const finishes = items.map(({ runId, owner, attempt, result }) => ({
        runId,
        owner,
        attempt,
        ...endJson(result),
        steps: inlineSteps(result.steps),
      }));
      const result = await db.execute(
        prepared(sql`select * from flowlane_finish_runs(${jsonParam(finishes)}::json,
          ${claim?.owner ?? ''}, ${claim?.leaseMs ?? 0}, ${limitsOf(claim?.busy, claim?.parked)}::jsonb, ${claim?.max ?? 0})`),
      );
      const byId = new Map<string, FinishedRun>();
      const claimed: RunRecord[] = [];
      // A finish never leaves a run running, so a running row is one the call claimed.
      for (const row of rowsOf(result)) {
        if (row.status === 'running') claimed.push(runFromRow(row));
        else {
          const finished = FinishedRunRow.parse(row);
          byId.set(finished.id, finished);
        }
      }
      return { finished: items.map((item) => byId.get(item.runId)), claimed };
    },

    /**
     * Stores runs that ran in memory from their start (migration 0020's path) as they ended: each run's row,
     * with its step records in it (migration 0023), and its ledger row, in one statement per batch. A run
     * stored queued and held in memory (`heldBy`, migration 0027) has its queued row updated instead. A
     * run already stored as it ended (a write tried again after it committed) is not written twice: its
     * row as it stands is answered instead.
     */
    async insertFinished(
      items: Array<{ run: RunStartedHere; result: RunFinish }>,
    ): Promise<Array<FinishedRun | undefined>> {
      if (items.length === 0) return [];
      const finished = items.map(({ run, result }, ord) => ({
        ord,
        ...startedJson(run),
        ...endJson(result),
        steps: inlineSteps(result.steps),
      }));
      const result = await db.execute(
        prepared(sql`
        with input as (
          select * from json_to_recordset(${jsonParam(finished)}::json) as r(ord int, id uuid,
            "teamId" uuid, "workflowId" uuid, "workflowVersion" int, trigger text, "triggerData" json,
            "retryOf" uuid, "heldBy" text, owner text, "queuedAt" timestamptz, "startedAt" timestamptz,
            status text, "processingMs" int, error jsonb, output json, reply json, "finishedAt" timestamptz,
            steps json)
        ), inserted as (
          insert into runs (id, team_id, workflow_id, workflow_version, status, trigger, trigger_data, retry_of,
            attempts, lease_owner, queued_at, started_at, finished_at, processing_ms, error, output, reply, steps)
          select id, "teamId", "workflowId", "workflowVersion", status, trigger, "triggerData", "retryOf", 1,
            owner, "queuedAt", "startedAt", coalesce("finishedAt", now()), "processingMs", error, output, reply,
            steps
          from input where "heldBy" is null order by ord
          on conflict (id) do nothing
          returning id, team_id, workflow_id, status, processing_ms
        ), updated as (
          update runs set status = i.status, attempts = runs.attempts + 1, lease_owner = i.owner, held_by = null,
            started_at = i."startedAt", finished_at = coalesce(i."finishedAt", now()),
            processing_ms = i."processingMs", error = i.error, output = i.output, reply = i.reply, steps = i.steps
          from input i
          -- The ids as an array too: the planner probes the primary key instead of scanning runs.
          where runs.id = any(array(select h.id from input h where h."heldBy" is not null)) and runs.id = i.id
            and runs.status = 'queued' and runs.held_by = i."heldBy"
          returning runs.id, runs.team_id, runs.workflow_id, runs.status, runs.processing_ms
        ), ledger as (
          insert into usage_ledger (run_id, team_id, processing_ms)
          select id, team_id, processing_ms from inserted
          union all
          select id, team_id, processing_ms from updated
          on conflict do nothing
        )
        select * from inserted
        union all
        select * from updated
        union all
        -- A run stored before (a retried write): its row, by its key. The limit keeps this a lookup per
        -- run: a join would be planned as a scan of every run while the table is small. (A held run's
        -- queued row is seen here as it was before this statement: the update above answers for it.)
        select stored.* from input i cross join lateral (
          select r.id, r.team_id, r.workflow_id, r.status, r.processing_ms from runs r
          where r.id = i.id and r.status <> 'queued' limit 1
        ) stored`),
      );
      const byId = new Map(rowsOf(result).map((row) => [String(row.id), FinishedRunRow.parse(row)]));
      return items.map(({ run }) => {
        const row = byId.get(run.id);
        // A held run's row is gone when its workflow or team was deleted while it waited or ran.
        if (!row && !run.heldBy) throw new Error(`run ${run.id} was not stored`);
        return row;
      });
    },

    /**
     * Gives rows to runs that ran in memory until now (a run that outlives a moment, or must be handed
     * back): running, leased to the process running each, in one statement. A run held in memory has its
     * queued row updated as a claim would (`heldBy`); a run stored already is left as it is.
     */
    async storeRunning(leaseMs: number, batch: RunStartedHere[]): Promise<void> {
      if (batch.length === 0) return;
      await db.execute(
        prepared(sql`
        with input as (
          select * from json_to_recordset(${jsonParam(batch.map(startedJson))}::json) as r(id uuid,
            "teamId" uuid, "workflowId" uuid, "workflowVersion" int, trigger text, "triggerData" json,
            "retryOf" uuid, "heldBy" text, owner text, "queuedAt" timestamptz, "startedAt" timestamptz)
        ), claimed as (
          update runs set status = 'running', attempts = runs.attempts + 1, lease_owner = i.owner, held_by = null,
            lease_until = now() + ${`${leaseMs} milliseconds`}::interval, started_at = i."startedAt"
          from input i
          where runs.id = any(array(select h.id from input h where h."heldBy" is not null)) and runs.id = i.id
            and runs.status = 'queued' and runs.held_by = i."heldBy"
        )
        insert into runs (id, team_id, workflow_id, workflow_version, status, trigger, trigger_data, retry_of,
          attempts, lease_owner, lease_until, queued_at, started_at)
        select id, "teamId", "workflowId", "workflowVersion", 'running', trigger, "triggerData", "retryOf", 1,
          owner, now() + ${`${leaseMs} milliseconds`}::interval, "queuedAt", "startedAt"
        from input where "heldBy" is null
        on conflict (id) do nothing`),
      );
    },

    /**
     * Queued runs that another process held in its memory queue (it stopped or died: on the embedded
     * database only one process runs runs) go back to the table's queue, for a claim to take.
     */
    async releaseHeldByOthers(owner: string): Promise<DispatchableRun[]> {
      return db
        .update(runs)
        .set({ heldBy: null })
        .where(and(eq(runs.status, 'queued'), sql`${runs.heldBy} <> ${owner}`))
        .returning({ id: runs.id, attempts: runs.attempts });
    },

    async cancelQueued(teamId: string, runId: string): Promise<RunRecord | undefined> {
      const [row] = await db
        .update(runs)
        .set({ status: 'cancelled', finishedAt: new Date() })
        .where(and(eq(runs.teamId, teamId), eq(runs.id, runId), eq(runs.status, 'queued')))
        .returning(runRecordColumns);
      return row;
    },

    async get(teamId: string, runId: string): Promise<RunRecord | undefined> {
      const [row] = await db
        .select(runRecordColumns)
        .from(runs)
        .where(and(eq(runs.teamId, teamId), eq(runs.id, runId)));
      return row;
    },

    /** The run by id alone: for workers and hooks, which act for the run's own team. */
    async getForWorker(runId: string): Promise<RunRecord | undefined> {
      const [row] = await db.select(runRecordColumns).from(runs).where(eq(runs.id, runId));
      return row;
    },

    /**
     * The steps of the run's latest attempt (or of `attempt`), in order: the rows written while it ran and
     * those its end wrote into its row (migrations 0023 and 0024). A record in both (a flush whose commit
     * went unanswered, written again with the end) counts once.
     */
    async steps(runId: string, attempt?: number): Promise<RunStepRecord[]> {
      const [rows, [stored]] = await Promise.all([
        db
          .select()
          .from(runSteps)
          .where(
            and(eq(runSteps.runId, runId), attempt === undefined ? undefined : eq(runSteps.attempt, attempt)),
          ),
        db.select({ steps: runs.steps }).from(runs).where(eq(runs.id, runId)),
      ]);
      const all = [...rows, ...inlineStepsOf(runId, stored?.steps)];
      const latest = attempt ?? Math.max(0, ...all.map((step) => step.attempt));
      const bySeq = new Map<number, RunStepRecord>();
      for (const step of all) if (step.attempt === latest && !bySeq.has(step.seq)) bySeq.set(step.seq, step);
      return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
    },

    /**
     * A page of a workflow's runs, newest first. A `cursor` (the `nextCursor` of the page before) pages by
     * key, which costs the same at any depth; without one the page number's offset is skipped in the index
     * alone and only the page's rows are read. The count stops at RUN_COUNT_CAP + 1: past the cap the
     * answer is "more than RUN_COUNT_CAP" (`totalCapped`), so no call counts millions of runs.
     */
    async listForWorkflow(
      teamId: string,
      workflowId: string,
      query: { status?: RunStatusValue | undefined; page: number; pageSize: number; cursor?: RunCursor },
    ): Promise<{ items: RunRecord[]; total: number; totalCapped: boolean; nextCursor: string | null }> {
      const where = and(
        eq(runs.workflowId, workflowId),
        eq(runs.teamId, teamId),
        query.status ? eq(runs.status, query.status) : undefined,
      );
      const after = query.cursor
        ? sql`(${runs.queuedAt}, ${runs.id}) < (timestamptz 'epoch' + ${query.cursor.micros}::bigint * interval '1 microsecond', ${query.cursor.id}::uuid)`
        : undefined;
      const page = db
        .select({ id: runs.id })
        .from(runs)
        .where(and(where, after))
        .orderBy(desc(runs.queuedAt), desc(runs.id))
        .limit(query.pageSize)
        .offset(query.cursor ? 0 : query.page * query.pageSize)
        .as('page');
      const [rows, counted] = await Promise.all([
        db
          .select({
            run: runRecordColumns,
            key: sql<string>`(extract(epoch from ${runs.queuedAt}) * 1000000)::bigint::text`,
          })
          .from(runs)
          .innerJoin(page, eq(page.id, runs.id))
          .orderBy(desc(runs.queuedAt), desc(runs.id)),
        db.execute(
          sql`select count(*)::int as n from (select 1 from ${runs} where ${where} limit ${RUN_COUNT_CAP + 1}) capped`,
        ),
      ]);
      const n = Number(rowsOf(counted)[0]?.n ?? 0);
      const last = rows.at(-1);
      return {
        items: rows.map((r) => r.run),
        total: Math.min(n, RUN_COUNT_CAP),
        totalCapped: n > RUN_COUNT_CAP,
        nextCursor: last && rows.length === query.pageSize ? encodeRunCursor(last.key, last.run.id) : null,
      };
    },

    /**
     * The newest run of each workflow, in one statement: one index probe per workflow (workflow_id,
     * queued_at), where asking for each workflow's first run page also counted all its runs.
     */
    async lastRunsOf(
      teamId: string,
      workflowIds: readonly string[],
    ): Promise<Map<string, { id: string; status: RunStatusValue; queuedAt: Date }>> {
      if (workflowIds.length === 0) return new Map();
      const ids = sql.join(
        workflowIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const result = await db.execute(
        sql`select w.id as workflow_id, r.id, r.status, r.queued_at
            from unnest(array[${ids}]) as w(id)
            cross join lateral (
              select id, status, queued_at from ${runs}
              where ${runs.workflowId} = w.id and ${runs.teamId} = ${teamId}
              order by ${runs.queuedAt} desc limit 1
            ) r`,
      );
      const last = new Map<string, { id: string; status: RunStatusValue; queuedAt: Date }>();
      for (const row of rowsOf(result)) {
        const parsed = LastRunRow.safeParse(row);
        if (parsed.success) last.set(parsed.data.workflowId, parsed.data.run);
      }
      return last;
    },

    async recentForTeam(teamId: string, limit: number) {
      return db
        .select({ run: runRecordColumns, title: workflows.title })
        .from(runs)
        .innerJoin(workflows, eq(workflows.id, runs.workflowId))
        .where(eq(runs.teamId, teamId))
        .orderBy(desc(runs.queuedAt))
        .limit(limit);
    },

    /** Processing time recorded for the team since `since` (the period start), in ms. */
    async usageSince(teamId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: sum(usageLedger.processingMs) })
        .from(usageLedger)
        .where(and(eq(usageLedger.teamId, teamId), gte(usageLedger.recordedAt, since)));
      return Number(row?.total ?? 0);
    },

    /**
     * The team's processing time recorded since `from`, in two parts split at `settledUpTo`: the later of
     * `from` and `settleMs` before the database's clock. A ledger row takes its time when the transaction
     * writing it starts (a finish's one statement, or a step test's short transaction), so no row recorded
     * before that moment can still be committing: the settled part will not change, and the next read can
     * start from `settledUpTo`.
     */
    async usageSettling(
      teamId: string,
      from: Date,
      settleMs: number,
    ): Promise<{ settled: number; recent: number; settledUpTo: Date }> {
      // The split comes first, as a whole millisecond (so that a Date carries it exactly); each part is
      // then a range of the team's ledger index with constant bounds, planned as a plain sum is.
      const since = from.toISOString();
      const split = rowsOf(
        await db.execute(sql`select (extract(epoch from date_trunc('milliseconds',
          greatest(${since}::timestamptz, now() - make_interval(secs => ${settleMs / 1000})))) * 1000)::bigint as at`),
      );
      const settledUpTo = new Date(z.object({ at: z.coerce.number() }).parse(split[0]).at);
      const until = settledUpTo.toISOString();
      const result = await db.execute(sql`
        select
          (select coalesce(sum(l.processing_ms), 0) from ${usageLedger} l where l.team_id = ${teamId}
            and l.recorded_at >= ${since}::timestamptz and l.recorded_at < ${until}::timestamptz) as settled,
          (select coalesce(sum(l.processing_ms), 0) from ${usageLedger} l where l.team_id = ${teamId}
            and l.recorded_at >= ${until}::timestamptz) as recent`);
      return { ...UsageSettling.parse(rowsOf(result)[0]), settledUpTo };
    },

    /** Processing ms per day (in `timezone`) since `since`, for the dashboard's chart. */
    async usageByDay(teamId: string, since: Date, timezone: string): Promise<{ day: string; ms: number }[]> {
      const day = sql<string>`to_char(${usageLedger.recordedAt} at time zone ${timezone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, ms: sum(usageLedger.processingMs) })
        .from(usageLedger)
        .where(and(eq(usageLedger.teamId, teamId), gte(usageLedger.recordedAt, since)))
        // By position: the day expression carries a parameter, so repeating it would not match the select.
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return rows.map((r) => ({ day: r.day, ms: Number(r.ms ?? 0) }));
    },

    async countSince(teamId: string, since: Date, statuses?: readonly RunStatusValue[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(runs)
        .where(
          and(
            eq(runs.teamId, teamId),
            gte(runs.queuedAt, since),
            statuses ? inArray(runs.status, [...statuses]) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    async countRunning(teamId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(runs)
        .where(and(eq(runs.teamId, teamId), eq(runs.status, 'running')));
      return row?.n ?? 0;
    },

    /** Deletes finished runs older than the retention (their steps go with them); the ledger stays. */
    async pruneFinishedBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(runs)
        .where(and(inArray(runs.status, [...FINAL_RUN_STATUSES]), lt(runs.finishedAt, before)))
        .returning({ id: runs.id });
      return rows.length;
    },

    async teamPlanGuid(teamId: string): Promise<string | undefined> {
      const [row] = await db.select({ planGuid: teams.planGuid }).from(teams).where(eq(teams.id, teamId));
      return row?.planGuid;
    },
  };
}

/**
 * The step records a run's end writes, as its row keeps them (`runs.steps`, migrations 0023 and 0024): the
 * row says whose they are. Null when the end brings none (all were written as rows while it ran).
 */
function inlineSteps(steps: NewRunStep[] | undefined): Array<Omit<NewRunStep, 'runId'>> | null {
  if (!steps?.length) return null;
  return steps.map(({ runId: _run, ...step }) => step);
}

/** A step record as a run's row keeps it: what JSON left out (undefined) reads back as the row's default. */
const InlineStep = z.object({
  attempt: z.number().int().default(1),
  seq: z.number().int(),
  nodeId: z.string(),
  name: z.string(),
  serviceId: z.string(),
  status: z.string(),
  iteration: z.number().int().nullable().default(null),
  input: z.unknown().default(null),
  output: z.unknown().default(null),
  outputTruncated: z.boolean().default(false),
  handles: z.unknown().default(null),
  startedAt: z.coerce.date(),
  durationMs: z.number().int(),
  attempts: z.number().int(),
  error: z.unknown().default(null),
});

/** The step records kept in a run's row (null: none), as `run_steps` rows. */
function inlineStepsOf(runId: string, stored: unknown): RunStepRecord[] {
  if (stored == null) return [];
  return z
    .array(InlineStep)
    .parse(stored)
    .map((step) => ({ ...step, runId }));
}

/** Where a page of runs ends: the last run's queued time in microseconds (the column's precision) and id. */
export type RunCursor = { micros: string; id: string };

const CURSOR = /^(\d{1,20})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function encodeRunCursor(micros: string, id: string): string {
  return `${micros}_${id}`;
}

/** A cursor from a client, or undefined when it is not one this server made. */
export function parseRunCursor(cursor: string): RunCursor | undefined {
  const match = CURSOR.exec(cursor);
  return match?.[1] && match[2] ? { micros: match[1], id: match[2] } : undefined;
}

/** The insert of step records given as one JSON parameter (one statement whatever their number). */
function insertStepsFrom(steps: NewRunStep[]) {
  return sql`insert into run_steps (run_id, attempt, seq, node_id, name, service_id, status, iteration, input,
            output, output_truncated, handles, started_at, duration_ms, attempts, error)
          select s."runId", s.attempt, s.seq, s."nodeId", s.name, s."serviceId", s.status, s.iteration, s.input,
            s.output, coalesce(s."outputTruncated", false), s.handles, s."startedAt", s."durationMs", s.attempts,
            s.error
          from json_to_recordset(${jsonParam(steps)}::json) as s(
            "runId" uuid, attempt int, seq int, "nodeId" text, name text, "serviceId" text, status text,
            iteration int, input json, output json, "outputTruncated" boolean, handles jsonb,
            "startedAt" timestamptz, "durationMs" int, attempts int, error jsonb)`;
}

/** How a run ended, as the finish statements read it from JSON. */
function endJson(result: RunFinish) {
  return {
    status: result.status,
    processingMs: Math.round(result.processingMs),
    error: result.error ?? null,
    output: result.output ?? null,
    reply: result.reply ?? null,
    finishedAt: result.finishedAt?.toISOString() ?? null,
  };
}

/** A run that started in memory, with no row yet: what its row is made of. */
export type RunStartedHere = NewRun & { id: string; owner: string; queuedAt: Date; startedAt: Date };

/**
 * A run started here as the statements that store it read it. A run held here (`heldBy`) has had its row, with
 * its trigger data, since its intake: they update that row, so its trigger data (a webhook's body, up to
 * BODY_LIMIT_BYTES) is not sent to the database again.
 */
function startedJson(run: RunStartedHere) {
  return {
    ...newRunJson(run),
    ...(run.heldBy ? { triggerData: null } : {}),
    owner: run.owner,
    queuedAt: run.queuedAt.toISOString(),
    startedAt: run.startedAt.toISOString(),
  };
}

/** A new run as json_to_recordset reads it (null stays SQL null). */
function newRunJson(run: NewRun & { id: string }) {
  return {
    id: run.id,
    teamId: run.teamId,
    workflowId: run.workflowId,
    workflowVersion: run.workflowVersion,
    trigger: run.trigger,
    triggerData: run.triggerData ?? null,
    retryOf: run.retryOf ?? null,
    heldBy: run.heldBy ?? null,
  };
}

/** Runs as one JSON parameter for json_to_recordset, each with its place in the batch. */
function runsJson(batch: Array<NewRun & { id: string }>): Buffer {
  return jsonParam(batch.map((run, ord) => ({ ord, ...newRunJson(run) })));
}

const QueuedAt = z.union([z.date(), z.string().transform((text) => new Date(text))]);

/** The record of a run just stored queued, as its row reads. */
function queuedRecord(run: NewRun & { id: string }, queuedAt: Date): RunRecord {
  return {
    id: run.id,
    teamId: run.teamId,
    workflowId: run.workflowId,
    workflowVersion: run.workflowVersion,
    status: 'queued',
    trigger: run.trigger,
    triggerData: run.triggerData ?? null,
    retryOf: run.retryOf ?? null,
    attempts: 0,
    leaseOwner: null,
    leaseUntil: null,
    queuedAt,
    startedAt: null,
    finishedAt: null,
    processingMs: 0,
    error: null,
    output: null,
    reply: null,
  };
}

/** The stored rows in the order of the runs asked for; a run the statement did not store is an error. */
function inOrder(batch: Array<{ id: string }>, rows: RunRecord[]): RunRecord[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return batch.map((run) => {
    const row = byId.get(run.id);
    if (!row) throw new Error(`run ${run.id} was not stored`);
    return row;
  });
}

/** A raw `runs` row (snake_case, driver values) as the record drizzle's own selects return. */
function runFromRow(row: Record<string, unknown>): RunRecord {
  const record: Record<string, unknown> = {};
  for (const [key, column] of RUN_COLUMNS) {
    const value = row[column.name];
    record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return record as RunRecord;
}

/** A JSON parameter: null stays SQL null rather than the JSON value null. */
const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** What finishing a run answers: enough to count its time, reply and announce its status. */
export type FinishedRun = Pick<RunRecord, 'id' | 'teamId' | 'workflowId' | 'status' | 'processingMs'>;

/** A row of a raw `execute` that answers ids (the runs a lease renewal still holds). */
const IdRow = z.object({ id: z.string() });

const FinishedRunRow = z
  .object({
    id: z.string(),
    team_id: z.string(),
    workflow_id: z.string(),
    status: z.enum(RUN_STATUSES),
    processing_ms: z.coerce.number(),
  })
  .transform(
    (row): FinishedRun => ({
      id: row.id,
      teamId: row.team_id,
      workflowId: row.workflow_id,
      status: row.status,
      processingMs: row.processing_ms,
    }),
  );

/** Rows of a raw `execute`, whichever driver answered (PGlite and node-postgres both return `rows`). */
const LastRunRow = z
  .object({
    workflow_id: z.string(),
    id: z.string(),
    status: z.enum(RUN_STATUSES),
    queued_at: z.union([z.date(), z.string()]),
  })
  .transform((row) => ({
    workflowId: row.workflow_id,
    run: { id: row.id, status: row.status, queuedAt: new Date(row.queued_at) },
  }));

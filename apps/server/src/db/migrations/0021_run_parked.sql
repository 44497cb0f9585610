ALTER TABLE "runs" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "runs_parked_idx" ON "runs" USING btree ("team_id","queued_at") WHERE "runs"."status" = 'queued' and "runs"."parked_at" is not null;--> statement-breakpoint
-- Redis mode: a job whose run finds its team at its concurrency no longer comes back every 250 ms to look
-- again (with more job slots than a team may use, as with several workers, those returns took most of
-- the database's and Redis's time). Its run is parked instead: queued, with parked_at set, and no job.
-- The write that finishes one of its team's runs claims it (flowlane_finish_runs with "parked" in
-- p_limits); the reconciler dispatches again a parked run whose team has room (a finish that raced the
-- parking). Otherwise 0015's function: these runs, where queued and within their teams' concurrency.
CREATE OR REPLACE FUNCTION flowlane_claim_runs_by_id(p_owner text, p_lease_ms integer, p_limits jsonb, p_ids uuid[])
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7130001);
  RETURN QUERY
  WITH candidates AS (
    SELECT r.id, r.team_id, row_number() OVER (PARTITION BY r.team_id ORDER BY r.queued_at) AS rank
    FROM runs r WHERE r.id = ANY(p_ids) AND r.status = 'queued'
  ), chosen AS (
    SELECT c.id FROM candidates c JOIN teams t ON t.id = c.team_id
    WHERE c.rank <= coalesce((p_limits ->> t.plan_guid)::int, 1)
      - (SELECT count(*) FROM runs x WHERE x.team_id = c.team_id AND x.status = 'running')
  ), parked AS (
    UPDATE runs SET parked_at = coalesce(runs.parked_at, now())
    FROM candidates c WHERE runs.id = c.id AND runs.status = 'queued'
      AND c.id NOT IN (SELECT chosen.id FROM chosen)
  ), claimed AS (
    UPDATE runs SET status = 'running', lease_owner = p_owner, parked_at = NULL,
      lease_until = now() + make_interval(secs => p_lease_ms / 1000.0),
      attempts = runs.attempts + 1, started_at = coalesce(runs.started_at, now())
    FROM chosen WHERE runs.id = chosen.id AND runs.status = 'queued'
    RETURNING runs.*
  )
  SELECT * FROM claimed;
END
$$;
--> statement-breakpoint
-- 0020's claim; with "parked": true in p_limits it takes only parked runs (the others have a job on its
-- way, which would find its run taken).
CREATE OR REPLACE FUNCTION flowlane_claim_runs(p_owner text, p_lease_ms integer, p_limits jsonb, p_max integer)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_parked boolean := coalesce((p_limits ->> 'parked')::boolean, false);
BEGIN
  PERFORM pg_advisory_xact_lock(7130001);
  RETURN QUERY
  WITH running AS (
    SELECT x.team_id, count(*) AS n FROM runs x WHERE x.status = 'running' GROUP BY x.team_id
  ), waiting AS (
    SELECT DISTINCT q.team_id FROM runs q
    WHERE q.status = 'queued' AND (NOT v_parked OR q.parked_at IS NOT NULL)
  ), chosen AS (
    SELECT c.id FROM waiting w
    JOIN teams t ON t.id = w.team_id
    LEFT JOIN running ON running.team_id = w.team_id
    CROSS JOIN LATERAL (
      SELECT r.id, r.queued_at FROM runs r
      WHERE r.team_id = w.team_id AND r.status = 'queued' AND (NOT v_parked OR r.parked_at IS NOT NULL)
      ORDER BY r.queued_at
      LIMIT greatest(coalesce((p_limits ->> t.plan_guid)::int, 1) - coalesce(running.n, 0)
        - coalesce((p_limits -> 'busy' ->> w.team_id::text)::int, 0), 0)
    ) c
    ORDER BY c.queued_at
    LIMIT p_max
  )
  UPDATE runs SET status = 'running', lease_owner = p_owner, parked_at = NULL,
    lease_until = now() + make_interval(secs => p_lease_ms / 1000.0),
    attempts = runs.attempts + 1, started_at = coalesce(runs.started_at, now())
  FROM chosen WHERE runs.id = chosen.id AND runs.status = 'queued'
  RETURNING runs.*;
END
$$;
--> statement-breakpoint
-- 0019's finish. A claim for parked runs only is made when the finishing runs' teams have one (an index
-- probe): a finish with nothing parked behind it takes no lock. A run parked by a claim that raced this
-- finish, unseen by the probe, is the reconciler's (flowlane_unpark_runs).
CREATE OR REPLACE FUNCTION flowlane_finish_runs(p_finishes json, p_steps json, p_owner text,
  p_lease_ms integer, p_limits jsonb, p_claim integer)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM json_to_recordset(p_finishes) AS f("runId" uuid, owner text, attempt int, status text,
      "processingMs" int, error jsonb, output json, reply json)
  ), finished AS (
    UPDATE runs SET status = f.status, processing_ms = f."processingMs", error = f.error, output = f.output,
      reply = f.reply, finished_at = now(), lease_until = NULL
    FROM input f
    -- The ids as an array too: the planner probes the primary key instead of scanning runs.
    WHERE runs.id = ANY(ARRAY(SELECT i."runId" FROM input i)) AND runs.id = f."runId"
      AND runs.lease_owner = f.owner AND runs.attempts = f.attempt AND runs.status = 'running'
    RETURNING runs.id, runs.team_id, runs.workflow_id, runs.status, runs.processing_ms
  ), ledger AS (
    INSERT INTO usage_ledger (run_id, team_id, processing_ms)
    SELECT id, team_id, processing_ms FROM finished
    ON CONFLICT DO NOTHING
  ), logged AS (
    INSERT INTO run_steps (run_id, attempt, seq, node_id, name, service_id, status, iteration, input, output,
      output_truncated, handles, started_at, duration_ms, attempts, error)
    SELECT s."runId", s.attempt, s.seq, s."nodeId", s.name, s."serviceId", s.status, s.iteration, s.input,
      s.output, coalesce(s."outputTruncated", false), s.handles, s."startedAt", s."durationMs", s.attempts,
      s.error
    FROM json_to_recordset(p_steps) AS s("runId" uuid, attempt int, seq int, "nodeId" text, name text,
      "serviceId" text, status text, iteration int, input json, output json, "outputTruncated" boolean,
      handles jsonb, "startedAt" timestamptz, "durationMs" int, attempts int, error jsonb)
    WHERE s."runId" IN (SELECT id FROM finished)
    ON CONFLICT DO NOTHING
  )
  -- Only what the caller needs: a run's payloads (trigger data, output, reply) are costly to send back.
  SELECT (jsonb_populate_record(NULL::runs, to_jsonb(f))).* FROM finished f;

  IF p_claim > 0 AND (NOT coalesce((p_limits ->> 'parked')::boolean, false) OR EXISTS (
    SELECT 1 FROM runs p
    WHERE p.status = 'queued' AND p.parked_at IS NOT NULL AND p.team_id IN (
      SELECT r.team_id FROM runs r
      WHERE r.id = ANY(ARRAY(SELECT (f ->> 'runId')::uuid FROM json_array_elements(p_finishes) f)))
  )) THEN
    RETURN QUERY SELECT * FROM flowlane_claim_runs(p_owner, p_lease_ms, p_limits, p_claim);
  END IF;
END
$$;
--> statement-breakpoint
-- The reconciler's: parked runs waiting longer than p_ms whose team has room (a finish raced their
-- parking, or the finishing process stopped) lose their mark, oldest first and no more per team than its
-- concurrency leaves free, and are answered to be dispatched again.
CREATE OR REPLACE FUNCTION flowlane_unpark_runs(p_limits jsonb, p_ms integer)
RETURNS TABLE (id uuid, attempts integer)
LANGUAGE sql VOLATILE
AS $$
  WITH waiting AS (
    SELECT DISTINCT q.team_id FROM runs q
    WHERE q.status = 'queued' AND q.parked_at < now() - make_interval(secs => p_ms / 1000.0)
  ), chosen AS (
    SELECT c.id FROM waiting w
    JOIN teams t ON t.id = w.team_id
    CROSS JOIN LATERAL (
      SELECT r.id FROM runs r
      WHERE r.team_id = w.team_id AND r.status = 'queued' AND r.parked_at IS NOT NULL
      ORDER BY r.queued_at
      LIMIT greatest(coalesce((p_limits ->> t.plan_guid)::int, 1)
        - (SELECT count(*) FROM runs x WHERE x.team_id = w.team_id AND x.status = 'running'), 0)
    ) c
  )
  -- Still parked: of two reconcilers at once, one unparks (and dispatches) a run.
  UPDATE runs SET parked_at = NULL
  FROM chosen WHERE runs.id = chosen.id AND runs.status = 'queued' AND runs.parked_at IS NOT NULL
  RETURNING runs.id, runs.attempts;
$$;

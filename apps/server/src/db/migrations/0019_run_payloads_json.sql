-- A run's payloads (trigger data, output, reply) and its step records' input and output as json instead
-- of jsonb. They are written once and read back whole, never queried inside, so PostgreSQL now only
-- checks their text instead of converting it to jsonb's binary form, and each status change of a run
-- copies its trigger data as it is. What was written reads back as it was, keys in its order. A run's
-- error stays jsonb (small, and read by its message).
ALTER TABLE "run_steps" ALTER COLUMN "input" SET DATA TYPE json USING "input"::json;--> statement-breakpoint
ALTER TABLE "run_steps" ALTER COLUMN "output" SET DATA TYPE json USING "output"::json;--> statement-breakpoint
ALTER TABLE "runs" ALTER COLUMN "trigger_data" SET DATA TYPE json USING "trigger_data"::json;--> statement-breakpoint
ALTER TABLE "runs" ALTER COLUMN "output" SET DATA TYPE json USING "output"::json;--> statement-breakpoint
ALTER TABLE "runs" ALTER COLUMN "reply" SET DATA TYPE json USING "reply"::json;--> statement-breakpoint
-- The start and the finish take their runs and step records as json too, so the payloads are never
-- converted on the way; the functions are otherwise 0015's and 0017's.
DROP FUNCTION flowlane_start_runs(text, integer, jsonb, jsonb);--> statement-breakpoint
CREATE FUNCTION flowlane_start_runs(p_owner text, p_lease_ms integer, p_limits jsonb, p_runs json)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7130001);
  RETURN QUERY
  WITH input AS (
    SELECT r.*, row_number() OVER (PARTITION BY r."teamId" ORDER BY r.ord) AS rank
    FROM json_to_recordset(p_runs) AS r(
      id uuid, "teamId" uuid, "workflowId" uuid, "workflowVersion" int, trigger text,
      "triggerData" json, "retryOf" uuid, ord bigint)
  ), free AS (
    SELECT t.id AS team_id, greatest(coalesce((p_limits ->> t.plan_guid)::int, 1)
      - (SELECT count(*) FROM runs x WHERE x.team_id = t.id AND x.status = 'running'), 0) AS n
    FROM teams t WHERE t.id IN (SELECT i."teamId" FROM input i)
  )
  INSERT INTO runs AS inserted (id, team_id, workflow_id, workflow_version, status, trigger, trigger_data,
    retry_of, attempts, lease_owner, lease_until, started_at)
  SELECT i.id, i."teamId", i."workflowId", i."workflowVersion",
    CASE WHEN i.rank <= f.n THEN 'running' ELSE 'queued' END, i.trigger, i."triggerData", i."retryOf",
    CASE WHEN i.rank <= f.n THEN 1 ELSE 0 END,
    CASE WHEN i.rank <= f.n THEN p_owner END,
    CASE WHEN i.rank <= f.n THEN now() + make_interval(secs => p_lease_ms / 1000.0) END,
    CASE WHEN i.rank <= f.n THEN now() END
  FROM input i JOIN free f ON f.team_id = i."teamId"
  ORDER BY i.ord
  RETURNING inserted.*;
END
$$;
--> statement-breakpoint
DROP FUNCTION flowlane_finish_runs(jsonb, jsonb, text, integer, jsonb, integer);--> statement-breakpoint
CREATE FUNCTION flowlane_finish_runs(p_finishes json, p_steps json, p_owner text,
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

  IF p_claim > 0 THEN
    RETURN QUERY SELECT * FROM flowlane_claim_runs(p_owner, p_lease_ms, p_limits, p_claim);
  END IF;
END
$$;

-- Step records' input and output as json instead of jsonb. They are written once and read back whole,
-- never queried inside, so PostgreSQL now only checks their text instead of converting it (jsonb's
-- binary form): inserting a run's steps costs about half as much. What a step produced is read back as
-- it was written, keys in its order.
ALTER TABLE "run_steps" ALTER COLUMN "input" SET DATA TYPE json USING "input"::json;--> statement-breakpoint
ALTER TABLE "run_steps" ALTER COLUMN "output" SET DATA TYPE json USING "output"::json;--> statement-breakpoint
-- The finish takes its step records as json too, so their payloads are never converted to jsonb on the
-- way; the function is otherwise 0017's.
DROP FUNCTION flowlane_finish_runs(jsonb, jsonb, text, integer, jsonb, integer);--> statement-breakpoint
CREATE FUNCTION flowlane_finish_runs(p_finishes jsonb, p_steps json, p_owner text,
  p_lease_ms integer, p_limits jsonb, p_claim integer)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM jsonb_to_recordset(p_finishes) AS f("runId" uuid, owner text, attempt int, status text,
      "processingMs" int, error jsonb, output jsonb, reply jsonb)
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

-- Finishes a batch of runs (group commit) and hands the slots they free to waiting runs in the same call.
-- Each finish takes only if its caller still holds the run (owner and attempt, still running); a run
-- that finishes gets its ledger row (once per run id) and its last step records. Then, when p_claim > 0,
-- up to p_claim queued runs are claimed for p_owner as flowlane_claim_runs does (oldest first, each team
-- within its plan's concurrency): statements in a function see the ones before them, so the runs just
-- finished no longer count against their team (one statement could not: all its parts see one snapshot).
-- The finish is one statement, as it was before this function: split into several it cost PGlite half as
-- much again.
-- Answers the finished runs first (only id, team_id, workflow_id, status and processing_ms filled in:
-- their payloads stay in the database), then the claimed runs whole (status 'running').
CREATE OR REPLACE FUNCTION flowlane_finish_runs(p_finishes jsonb, p_steps jsonb, p_owner text,
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
    FROM jsonb_to_recordset(p_steps) AS s("runId" uuid, attempt int, seq int, "nodeId" text, name text,
      "serviceId" text, status text, iteration int, input jsonb, output jsonb, "outputTruncated" boolean,
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

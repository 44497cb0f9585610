-- A finish's step records go into the run's row too (0023 did so for runs stored once, as they ended). A
-- run's steps recorded while it runs (a flush every 200 ms, so that a run cut off resumes from them) stay
-- rows; the steps its finish carries (all of them, for a run shorter than a flush) are a json array in
-- runs.steps. Each finish now brings its own steps, so the separate steps parameter is gone. Otherwise
-- 0021's function: finishes the runs still held by their callers, writes their ledger rows once, and with
-- p_claim hands their slots to queued (or, with "parked", parked) runs of their teams.
DROP FUNCTION IF EXISTS flowlane_finish_runs(json, json, text, integer, jsonb, integer);--> statement-breakpoint
CREATE FUNCTION flowlane_finish_runs(p_finishes json, p_owner text, p_lease_ms integer, p_limits jsonb,
  p_claim integer)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM json_to_recordset(p_finishes) AS f("runId" uuid, owner text, attempt int, status text,
      "processingMs" int, error jsonb, output json, reply json, steps json)
  ), finished AS (
    UPDATE runs SET status = f.status, processing_ms = f."processingMs", error = f.error, output = f.output,
      reply = f.reply, steps = f.steps, finished_at = now(), lease_until = NULL
    FROM input f
    -- The ids as an array too: the planner probes the primary key instead of scanning runs.
    WHERE runs.id = ANY(ARRAY(SELECT i."runId" FROM input i)) AND runs.id = f."runId"
      AND runs.lease_owner = f.owner AND runs.attempts = f.attempt AND runs.status = 'running'
    RETURNING runs.id, runs.team_id, runs.workflow_id, runs.status, runs.processing_ms
  ), ledger AS (
    INSERT INTO usage_ledger (run_id, team_id, processing_ms)
    SELECT id, team_id, processing_ms FROM finished
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

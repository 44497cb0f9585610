-- Redis mode: a finish looked for its teams' parked runs without the lock that claims by id park runs
-- under. On PostgreSQL the two run at once on separate connections, so a claim by id could count a run
-- being finished as still running and park a run for want of room, while the finish, not seeing that
-- parking yet, claimed nothing: the parked run then waited for the reconciler (a second or more) while
-- its team had room. The finish now takes that lock before it looks: a claim parking a run of its teams
-- commits first and the finish sees it, or the claim comes after the finish has committed and finds the
-- room. Otherwise 0024's function.
CREATE OR REPLACE FUNCTION flowlane_finish_runs(p_finishes json, p_owner text, p_lease_ms integer, p_limits jsonb,
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

  IF p_claim <= 0 THEN
    RETURN;
  END IF;
  IF coalesce((p_limits ->> 'parked')::boolean, false) THEN
    PERFORM pg_advisory_xact_lock(7130001);
    IF NOT EXISTS (
      SELECT 1 FROM runs p
      WHERE p.status = 'queued' AND p.parked_at IS NOT NULL AND p.team_id IN (
        SELECT r.team_id FROM runs r
        WHERE r.id = ANY(ARRAY(SELECT (f ->> 'runId')::uuid FROM json_array_elements(p_finishes) f)))
    ) THEN
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT * FROM flowlane_claim_runs(p_owner, p_lease_ms, p_limits, p_claim);
END
$$;

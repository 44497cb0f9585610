-- Finishes a batch of runs (group commit) and hands the slots they free to waiting runs in the same call.
-- Each finish takes only if its caller still holds the run (owner and attempt, still running); a run
-- that finishes gets its ledger row (once per run id) and its last step records. Then, when p_claim > 0,
-- up to p_claim queued runs are claimed for p_owner as flowlane_claim_runs does (oldest first, each team
-- within its plan's concurrency): statements in a function see the ones before them, so the runs just
-- finished no longer count against their team. A function also keeps its statements' plans, which an
-- ad-hoc statement of this size would plan again on every call.
-- Answers the finished runs first (only id, team_id, workflow_id, status and processing_ms filled in:
-- their payloads stay in the database), then the claimed runs whole (status 'running').
CREATE OR REPLACE FUNCTION flowlane_finish_runs(p_finishes jsonb, p_steps jsonb, p_owner text,
  p_lease_ms integer, p_limits jsonb, p_claim integer)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_ids uuid[];
  v_finished uuid[];
BEGIN
  -- The ids as an array too: the planner probes the primary key instead of scanning runs.
  v_ids := ARRAY(SELECT (e ->> 'runId')::uuid FROM jsonb_array_elements(p_finishes) e);
  WITH input AS (
    SELECT * FROM jsonb_to_recordset(p_finishes) AS f("runId" uuid, owner text, attempt int, status text,
      "processingMs" int, error jsonb, output jsonb, reply jsonb)
  ), finished AS (
    UPDATE runs SET status = f.status, processing_ms = f."processingMs", error = f.error, output = f.output,
      reply = f.reply, finished_at = now(), lease_until = NULL
    FROM input f
    WHERE runs.id = ANY(v_ids) AND runs.id = f."runId" AND runs.lease_owner = f.owner
      AND runs.attempts = f.attempt AND runs.status = 'running'
    RETURNING runs.id, runs.team_id, runs.processing_ms
  ), ledger AS (
    INSERT INTO usage_ledger (run_id, team_id, processing_ms)
    SELECT id, team_id, processing_ms FROM finished
    ON CONFLICT DO NOTHING
  )
  SELECT coalesce(array_agg(id), '{}') INTO v_finished FROM finished;

  INSERT INTO run_steps (run_id, attempt, seq, node_id, name, service_id, status, iteration, input, output,
    output_truncated, handles, started_at, duration_ms, attempts, error)
  SELECT s."runId", s.attempt, s.seq, s."nodeId", s.name, s."serviceId", s.status, s.iteration, s.input,
    s.output, coalesce(s."outputTruncated", false), s.handles, s."startedAt", s."durationMs", s.attempts, s.error
  FROM jsonb_to_recordset(p_steps) AS s("runId" uuid, attempt int, seq int, "nodeId" text, name text,
    "serviceId" text, status text, iteration int, input jsonb, output jsonb, "outputTruncated" boolean,
    handles jsonb, "startedAt" timestamptz, "durationMs" int, attempts int, error jsonb)
  WHERE s."runId" = ANY(v_finished)
  ON CONFLICT DO NOTHING;

  RETURN QUERY
  SELECT (jsonb_populate_record(NULL::runs, jsonb_build_object('id', r.id, 'team_id', r.team_id,
    'workflow_id', r.workflow_id, 'status', r.status, 'processing_ms', r.processing_ms))).*
  FROM runs r WHERE r.id = ANY(v_finished);

  IF p_claim > 0 THEN
    RETURN QUERY SELECT * FROM flowlane_claim_runs(p_owner, p_lease_ms, p_limits, p_claim);
  END IF;
END
$$;

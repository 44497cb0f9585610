-- Claims and finishes lock the teams they count runs of, not all of Redis mode's and PostgreSQL's claims
-- at once. One lock (advisory 7130001) serialised every claim, start and claiming finish of every team,
-- its commit's flush included: with 1 web + 2 workers draining 4 teams' backlogs, the claims and finishes
-- waited on it in 184 of ~350 samples of pg_stat_activity (101 with these locks). A team's running count
-- only needs its own lock: flowlane_lock_teams takes (7130001, flowlane_team_lock_key(team)) for each
-- team, waiting, in the order of the keys, so two transactions never wait on each other crosswise; a
-- claim of the oldest runs (flowlane_claim_runs, also inside a finish) takes, without waiting, those
-- free among the teams it looks at and passes over the rest, which another transaction is claiming or
-- finishing for. A claim by id that parks runs may also claim, for each, the oldest run of a team with
-- room (p_limits' "others"): one queue serves every team, and a quiet team's run no longer waits behind a
-- busy team's jobs. And the start, the finish and the claim are planned for each call, as 0028's claim by
-- id is: a plan PL/pgSQL kept from a connection's first calls, made while the table was small, can scan
-- the whole table on every later call (seen once in a drain of 20,000 runs: 3,350 scans of runs reading
-- 64 million rows, 496 runs/s against 600-850). What each function claims, parks and starts is otherwise
-- unchanged (0019's start, 0028's claim by id, 0025's finish, 0027's claim). flowlane_claim_run (0005,
-- one run) is no longer used.
-- A team's claim lock: the one key both the waiting and the trying lock take, so they exclude each other.
CREATE FUNCTION flowlane_team_lock_key(p_team uuid)
RETURNS integer
LANGUAGE sql IMMUTABLE
AS $$ SELECT hashtext(p_team::text) $$;
--> statement-breakpoint
CREATE FUNCTION flowlane_lock_teams(p_teams uuid[])
RETURNS void
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_key integer;
BEGIN
  FOR v_key IN SELECT DISTINCT flowlane_team_lock_key(t) FROM unnest(p_teams) t WHERE t IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(7130001, v_key);
  END LOOP;
END
$$;
--> statement-breakpoint
DROP FUNCTION flowlane_claim_run(text, integer, uuid, jsonb);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flowlane_start_runs(p_owner text, p_lease_ms integer, p_limits jsonb, p_runs json)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  PERFORM flowlane_lock_teams(ARRAY(SELECT r."teamId" FROM json_to_recordset(p_runs) AS r("teamId" uuid)));
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
CREATE OR REPLACE FUNCTION flowlane_claim_runs_by_id(p_owner text, p_lease_ms integer, p_limits jsonb, p_ids uuid[])
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
-- Planned for each call's own ids against the table as it is then: a plan kept from the first claims,
-- made while the table was small (a sequential scan), stayed for the connection's life until the table
-- was next analyzed, and a worker whose first claims came early scanned the whole table on every claim.
SET plan_cache_mode = force_custom_plan
AS $$
DECLARE
  v_parked integer;
BEGIN
  PERFORM flowlane_lock_teams(ARRAY(SELECT r.team_id FROM runs r WHERE r.id = ANY(p_ids)));
  RETURN QUERY
  WITH candidates AS (
    SELECT r.id, r.team_id, row_number() OVER (PARTITION BY r.team_id ORDER BY r.queued_at) AS rank
    FROM runs r WHERE r.id = ANY(p_ids) AND r.status IS NOT DISTINCT FROM 'queued'
  ), chosen AS (
    SELECT c.id FROM candidates c JOIN teams t ON t.id = c.team_id
    WHERE c.rank <= coalesce((p_limits ->> t.plan_guid)::int, 1)
      - (SELECT count(*) FROM runs x WHERE x.team_id = c.team_id AND x.status = 'running')
  ), parked AS (
    UPDATE runs SET parked_at = coalesce(runs.parked_at, now())
    FROM candidates c WHERE runs.id = c.id AND runs.status IS NOT DISTINCT FROM 'queued'
      AND c.id NOT IN (SELECT chosen.id FROM chosen)
  ), claimed AS (
    UPDATE runs SET status = 'running', lease_owner = p_owner, parked_at = NULL,
      lease_until = now() + make_interval(secs => p_lease_ms / 1000.0),
      attempts = runs.attempts + 1, started_at = coalesce(runs.started_at, now())
    FROM chosen WHERE runs.id = chosen.id AND runs.status IS NOT DISTINCT FROM 'queued'
    RETURNING runs.*
  )
  SELECT * FROM claimed;

  -- Runs it parked leave their jobs' slots to other teams: as many of the oldest runs of teams with room
  -- (of any team but the full ones), up to what the caller can run beside (p_limits' "others").
  IF coalesce((p_limits ->> 'others')::int, 0) > 0 THEN
    v_parked := (SELECT count(*) FROM runs r
      WHERE r.id = ANY(p_ids) AND r.status IS NOT DISTINCT FROM 'queued' AND r.parked_at IS NOT NULL);
    IF v_parked > 0 THEN
      RETURN QUERY SELECT * FROM flowlane_claim_runs(p_owner, p_lease_ms, p_limits - 'others',
        least(v_parked, (p_limits ->> 'others')::int));
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flowlane_finish_runs(p_finishes json, p_owner text, p_lease_ms integer, p_limits jsonb,
  p_claim integer)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_custom_plan
AS $$
DECLARE
  v_teams uuid[];
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
    v_teams := ARRAY(SELECT r.team_id FROM runs r
      WHERE r.id = ANY(ARRAY(SELECT (f ->> 'runId')::uuid FROM json_array_elements(p_finishes) f)));
    PERFORM flowlane_lock_teams(v_teams);
    IF NOT EXISTS (
      SELECT 1 FROM runs p WHERE p.status = 'queued' AND p.parked_at IS NOT NULL AND p.team_id = ANY(v_teams)
    ) THEN
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT * FROM flowlane_claim_runs(p_owner, p_lease_ms, p_limits, p_claim);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flowlane_claim_runs(p_owner text, p_lease_ms integer, p_limits jsonb, p_max integer)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_custom_plan
AS $$
DECLARE
  v_parked boolean := coalesce((p_limits ->> 'parked')::boolean, false);
  v_teams uuid[];
BEGIN
  WITH RECURSIVE queued_teams(team_id) AS (
    (SELECT q.team_id FROM runs q WHERE NOT v_parked AND q.status = 'queued' AND q.held_by IS NULL
      ORDER BY q.team_id LIMIT 1)
    UNION ALL
    SELECT (SELECT q.team_id FROM runs q WHERE q.status = 'queued' AND q.held_by IS NULL
      AND q.team_id > w.team_id ORDER BY q.team_id LIMIT 1)
    FROM queued_teams w WHERE w.team_id IS NOT NULL
  ), parked_teams(team_id) AS (
    (SELECT q.team_id FROM runs q WHERE v_parked AND q.status = 'queued' AND q.parked_at IS NOT NULL
      ORDER BY q.team_id LIMIT 1)
    UNION ALL
    SELECT (SELECT q.team_id FROM runs q WHERE q.status = 'queued' AND q.parked_at IS NOT NULL
      AND q.team_id > w.team_id ORDER BY q.team_id LIMIT 1)
    FROM parked_teams w WHERE w.team_id IS NOT NULL
  )
  SELECT array_agg(w.team_id) INTO v_teams
  FROM (SELECT team_id FROM queued_teams UNION ALL SELECT team_id FROM parked_teams) w
  WHERE w.team_id IS NOT NULL;
  IF v_teams IS NULL THEN
    RETURN;
  END IF;
  -- Only the teams whose lock is free (or already this transaction's): a team another transaction holds is
  -- being claimed or finished for there. Never waiting here keeps the order of locks one can wait for
  -- (flowlane_lock_teams) the only one, so claims and finishes cannot deadlock.
  v_teams := ARRAY(SELECT t FROM unnest(v_teams) t
    WHERE pg_try_advisory_xact_lock(7130001, flowlane_team_lock_key(t)));
  IF cardinality(v_teams) = 0 THEN
    RETURN;
  END IF;

  RETURN QUERY
  WITH running AS (
    SELECT x.team_id, count(*) AS n FROM runs x WHERE x.status = 'running' GROUP BY x.team_id
  ), room AS (
    SELECT t.id AS team_id, greatest(coalesce((p_limits ->> t.plan_guid)::int, 1) - coalesce(running.n, 0)
      - coalesce((p_limits -> 'busy' ->> t.id::text)::int, 0), 0) AS free
    FROM teams t LEFT JOIN running ON running.team_id = t.id
    WHERE t.id = ANY(v_teams)
  ), chosen AS (
    -- A team's id is bounded as a range, not matched as an equality, so the order asked for (team, then
    -- queued_at) is one only runs_team_queue_idx gives: matched as an equality, a planner with statistics
    -- may walk the whole queue in runs_queue_idx's order, or sort a run-list index's scan, for one team.
    SELECT c.id FROM room
    CROSS JOIN LATERAL (
      (SELECT r.id, r.queued_at FROM runs r
        WHERE NOT v_parked AND r.team_id >= room.team_id AND r.team_id <= room.team_id
          AND r.status = 'queued' AND r.held_by IS NULL
        ORDER BY r.team_id, r.queued_at LIMIT room.free)
      UNION ALL
      (SELECT r.id, r.queued_at FROM runs r
        WHERE v_parked AND r.team_id >= room.team_id AND r.team_id <= room.team_id
          AND r.status = 'queued' AND r.parked_at IS NOT NULL
        ORDER BY r.team_id, r.queued_at LIMIT room.free)
    ) c
    WHERE room.free > 0
    ORDER BY c.queued_at
    LIMIT p_max
  )
  UPDATE runs SET status = 'running', lease_owner = p_owner, parked_at = NULL,
    lease_until = now() + make_interval(secs => p_lease_ms / 1000.0),
    attempts = runs.attempts + 1, started_at = coalesce(runs.started_at, now())
  -- "IS NOT DISTINCT FROM" is "=" for this NOT NULL column, but matches no partial index: the claimed rows
  -- are found by primary key, never by scanning a status index's every queued run (as a table with no
  -- statistics yet was planned to).
  FROM chosen WHERE runs.id = chosen.id AND runs.status IS NOT DISTINCT FROM 'queued'
  RETURNING runs.*;
END
$$;

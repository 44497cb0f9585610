CREATE INDEX "runs_team_queue_idx" ON "runs" USING btree ("team_id","queued_at") INCLUDE ("id") WHERE "runs"."status" = 'queued';--> statement-breakpoint
-- 0021's claim read every queued run: the teams with queued runs came from a distinct scan of the whole
-- queue, and each team's oldest runs from the queue in its global order, filtered by team. So a claim cost
-- in proportion to the backlog (46 ms at 12,000 queued runs on PGlite), and every finish that hands its
-- slot over claims. Now the teams come from a skip scan of runs_team_queue_idx (one probe a team) and each
-- team's oldest runs from the same index: a claim reads the queue's head. With "parked" in p_limits the
-- same through runs_parked_idx. Each way is written out with its own conditions, so the planner matches
-- its partial index; the way not taken is cut off by its one-time filter on v_parked. The teams are found
-- first, on their own: an empty queue ends the claim there, and the claiming statement, planned for a
-- handful of teams, joins its few runs by primary key (planned with the teams' search in it, it could
-- take every queued run through the queue's index and filter them). Otherwise 0021's function.
CREATE OR REPLACE FUNCTION flowlane_claim_runs(p_owner text, p_lease_ms integer, p_limits jsonb, p_max integer)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_parked boolean := coalesce((p_limits ->> 'parked')::boolean, false);
  v_teams uuid[];
BEGIN
  PERFORM pg_advisory_xact_lock(7130001);
  WITH RECURSIVE queued_teams(team_id) AS (
    (SELECT q.team_id FROM runs q WHERE NOT v_parked AND q.status = 'queued' ORDER BY q.team_id LIMIT 1)
    UNION ALL
    SELECT (SELECT q.team_id FROM runs q WHERE q.status = 'queued' AND q.team_id > w.team_id
      ORDER BY q.team_id LIMIT 1)
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
          AND r.status = 'queued'
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

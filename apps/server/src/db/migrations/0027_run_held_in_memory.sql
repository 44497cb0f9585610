-- The embedded server keeps the queued runs it stores in a queue of its own, in memory, and starts them
-- from there: a run is written twice (stored queued, then its end) instead of three times (a claim's
-- update to running between), each write adding an entry to most of the table's eight indexes. Such a
-- run is stored with held_by naming its process, and no claim takes it: runs_team_queue_idx, the claim's
-- way into the queue, leaves it out, and so does 0022's claim, otherwise unchanged. A run that outlives
-- a moment is written running as a claimed run would be (held_by cleared); a process clears, as it
-- starts, what an earlier one held, which the claims then take as any queued run.
DROP INDEX "runs_team_queue_idx";--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "held_by" text;--> statement-breakpoint
CREATE INDEX "runs_team_queue_idx" ON "runs" USING btree ("team_id","queued_at") INCLUDE ("id")
  WHERE "runs"."status" = 'queued' and "runs"."held_by" is null;--> statement-breakpoint
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

-- A claim by id (Redis mode: the runs of the jobs a worker took) found its runs through both the primary
-- key and runs_queue_idx (status = 'queued'), AND-ing the two bitmaps, in its candidates and in both its
-- updates: runs_queue_idx holds every queued run, so each claim read the whole backlog's index entries,
-- and its time grew with the backlog (on PGlite without statistics 1.1 ms at 1,000 queued runs, 23 ms at
-- 50,000: `bench/src/claim.ts`), inside the lock every claim and finish of Redis mode takes. A worker
-- draining a backlog slowed as the backlog grew. The status is now tested as "IS NOT DISTINCT FROM" (the
-- same for this NOT NULL column), which no partial index matches, as in 0027's claim: the runs are found by
-- primary key alone. And it is planned for each call (see below). Otherwise 0021's function.
CREATE OR REPLACE FUNCTION flowlane_claim_runs_by_id(p_owner text, p_lease_ms integer, p_limits jsonb, p_ids uuid[])
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
-- Planned for each call's own ids against the table as it is then: a plan kept from the first claims,
-- made while the table was small (a sequential scan), stayed for the connection's life until the table
-- was next analyzed, and a worker whose first claims came early scanned the whole table on every claim.
SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7130001);
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
END
$$;

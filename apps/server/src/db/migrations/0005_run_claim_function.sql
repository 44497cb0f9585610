-- Claims the oldest claimable queued run (or the given one) in one statement instead of a five-statement
-- transaction. Every claim first takes one advisory lock, so the per-team count of running runs is exact
-- across processes; in a volatile plpgsql function the update then runs on a fresh snapshot taken after
-- the lock, so it sees every claim committed before it. p_limits maps a plan guid to its concurrency
-- (the plan catalogue stays configuration; a team whose plan is unknown gets 1).
CREATE OR REPLACE FUNCTION flowlane_claim_run(p_owner text, p_lease_ms integer, p_run_id uuid, p_limits jsonb)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7130001);
  RETURN QUERY
  WITH candidate AS (
    SELECT r.id FROM runs r
    JOIN teams t ON t.id = r.team_id
    WHERE r.status = 'queued'
      AND (p_run_id IS NULL OR r.id = p_run_id)
      AND (SELECT count(*) FROM runs x WHERE x.team_id = r.team_id AND x.status = 'running')
          < coalesce((p_limits ->> t.plan_guid)::int, 1)
    ORDER BY r.queued_at
    LIMIT 1
    FOR UPDATE OF r SKIP LOCKED
  )
  UPDATE runs SET status = 'running', lease_owner = p_owner,
    lease_until = now() + make_interval(secs => p_lease_ms / 1000.0),
    attempts = runs.attempts + 1, started_at = coalesce(runs.started_at, now())
  FROM candidate WHERE runs.id = candidate.id
  RETURNING runs.*;
END
$$;

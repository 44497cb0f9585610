-- The embedded server (PGlite: one process runs every run) starts a synchronous webhook's run in memory
-- and writes it once, when it ends (see Runtime.runHereNow): while it runs, it has no row. A claim must
-- still count it against its team's concurrency, so p_limits may carry "busy": team id -> runs that
-- process holds without a row. Otherwise 0008's function, unchanged.
CREATE OR REPLACE FUNCTION flowlane_claim_runs(p_owner text, p_lease_ms integer, p_limits jsonb, p_max integer)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7130001);
  RETURN QUERY
  WITH running AS (
    SELECT x.team_id, count(*) AS n FROM runs x WHERE x.status = 'running' GROUP BY x.team_id
  ), waiting AS (
    SELECT DISTINCT q.team_id FROM runs q WHERE q.status = 'queued'
  ), chosen AS (
    SELECT c.id FROM waiting w
    JOIN teams t ON t.id = w.team_id
    LEFT JOIN running ON running.team_id = w.team_id
    CROSS JOIN LATERAL (
      SELECT r.id, r.queued_at FROM runs r
      WHERE r.team_id = w.team_id AND r.status = 'queued'
      ORDER BY r.queued_at
      LIMIT greatest(coalesce((p_limits ->> t.plan_guid)::int, 1) - coalesce(running.n, 0)
        - coalesce((p_limits -> 'busy' ->> w.team_id::text)::int, 0), 0)
    ) c
    ORDER BY c.queued_at
    LIMIT p_max
  )
  UPDATE runs SET status = 'running', lease_owner = p_owner,
    lease_until = now() + make_interval(secs => p_lease_ms / 1000.0),
    attempts = runs.attempts + 1, started_at = coalesce(runs.started_at, now())
  FROM chosen WHERE runs.id = chosen.id AND runs.status = 'queued'
  RETURNING runs.*;
END
$$;

-- Stores a batch of runs that a process wants to run at once (a synchronous webhook's fast path), in one
-- statement: each run is stored already claimed by p_owner (running, attempt 1, leased) while its team
-- is under its plan's concurrency, and queued otherwise (the queue then takes it as usual). The
-- advisory lock is the claims' own (migrations 0005, 0008), so the per-team count stays exact across
-- processes; the count runs on the fresh snapshot taken after it. Runs keep their order (each run's
-- "ord") within a team.
CREATE OR REPLACE FUNCTION flowlane_start_runs(p_owner text, p_lease_ms integer, p_limits jsonb, p_runs jsonb)
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7130001);
  RETURN QUERY
  WITH input AS (
    SELECT r.*, row_number() OVER (PARTITION BY r."teamId" ORDER BY r.ord) AS rank
    FROM jsonb_to_recordset(p_runs) AS r(
      id uuid, "teamId" uuid, "workflowId" uuid, "workflowVersion" int, trigger text,
      "triggerData" jsonb, "retryOf" uuid, ord bigint)
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
-- Claims the given queued runs (the jobs a worker process took from the queue at once) in one statement,
-- oldest first within each team and never more per team than its plan's concurrency leaves free; the
-- runs it does not claim stay queued (their jobs come back later). Same lock as every claim.
CREATE OR REPLACE FUNCTION flowlane_claim_runs_by_id(p_owner text, p_lease_ms integer, p_limits jsonb, p_ids uuid[])
RETURNS SETOF runs
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7130001);
  RETURN QUERY
  WITH candidates AS (
    SELECT r.id, r.team_id, row_number() OVER (PARTITION BY r.team_id ORDER BY r.queued_at) AS rank
    FROM runs r WHERE r.id = ANY(p_ids) AND r.status = 'queued'
  ), chosen AS (
    SELECT c.id FROM candidates c JOIN teams t ON t.id = c.team_id
    WHERE c.rank <= coalesce((p_limits ->> t.plan_guid)::int, 1)
      - (SELECT count(*) FROM runs x WHERE x.team_id = c.team_id AND x.status = 'running')
  )
  UPDATE runs SET status = 'running', lease_owner = p_owner,
    lease_until = now() + make_interval(secs => p_lease_ms / 1000.0),
    attempts = runs.attempts + 1, started_at = coalesce(runs.started_at, now())
  FROM chosen WHERE runs.id = chosen.id AND runs.status = 'queued'
  RETURNING runs.*;
END
$$;

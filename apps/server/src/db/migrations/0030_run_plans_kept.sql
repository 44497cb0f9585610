-- The run path's functions keep their plans again, and never scan runs. 0028 and 0029 planned every
-- statement of the start, the claims and the finish afresh on each call (plan_cache_mode =
-- force_custom_plan), so that a plan kept from a connection's first calls, made while runs was small (a
-- sequential scan), could not read the whole table on every later call. That planning cost more than
-- the hazard it guarded against: under bench/webhook's scale rows (1 web + 1 worker, sync then 202
-- load), pg_stat_statements counted 8.4-9.2 s of planning against 38-43 s of statements. A plan is kept
-- again, and made with sequential scans priced out (enable_seqscan = off), so one made while runs was
-- small reads a grown table through its indexes as well (finish-claim.test.ts, "plans kept from a
-- small table": 120,000 rows read without the setting, a few dozen with it). Same bench, 2 interleaved
-- rounds against the build before: planning 1.3 s; PostgreSQL's CPU per run 1.41/1.30 -> 0.76/0.74 ms
-- (sync) and 1.09/1.22 -> 0.77/0.80 ms (202); sync 428/504 -> 689/667 req/s; the 202 drain 663/629 ->
-- 830/740 runs/s.
ALTER FUNCTION flowlane_start_runs(text, integer, jsonb, json) RESET plan_cache_mode;
--> statement-breakpoint
ALTER FUNCTION flowlane_start_runs(text, integer, jsonb, json) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION flowlane_claim_runs_by_id(text, integer, jsonb, uuid[]) RESET plan_cache_mode;
--> statement-breakpoint
ALTER FUNCTION flowlane_claim_runs_by_id(text, integer, jsonb, uuid[]) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION flowlane_finish_runs(json, text, integer, jsonb, integer) RESET plan_cache_mode;
--> statement-breakpoint
ALTER FUNCTION flowlane_finish_runs(json, text, integer, jsonb, integer) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION flowlane_claim_runs(text, integer, jsonb, integer) RESET plan_cache_mode;
--> statement-breakpoint
ALTER FUNCTION flowlane_claim_runs(text, integer, jsonb, integer) SET enable_seqscan = off;

-- A run whose process died while it held the run (its lease ran out with no finish) was put back in the
-- queue and resumed by a new attempt, however often: a run that kills its server made a crash loop on
-- every restart, or on every worker. Each such take-over now counts here (the reconciler's requeue, one
-- statement with it); at RUN_MAX_CRASHES the same statement ends the run failed, with its ledger row,
-- instead of queuing it. A hand-back (a stopping process releasing its run) is not a crash and does not
-- count. Existing runs start at 0.
ALTER TABLE "runs" ADD COLUMN "crashes" integer DEFAULT 0 NOT NULL;

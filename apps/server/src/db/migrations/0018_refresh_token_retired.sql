-- A refresh token retired unused (its answer presumed lost, its session answered anew) is told apart from
-- one rotated by its own use: only the latter may be presented again as a lost answer.
ALTER TABLE "refresh_tokens" ADD COLUMN "retired_at" timestamp with time zone;
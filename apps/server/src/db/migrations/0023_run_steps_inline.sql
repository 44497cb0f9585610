-- A run that ran in memory from its start is stored once, as it ended (migration 0020's fast path). Its
-- step records now go into this column of its row, one JSON array, instead of a run_steps row each: the
-- database writes one row (and one primary-key entry) where it wrote five, and the records are compressed
-- with the row. Runs stored before they ran keep writing rows as they go (a run cut off resumes from them).
-- A nullable column without a default: adding it rewrites nothing.
ALTER TABLE "runs" ADD COLUMN "steps" json;

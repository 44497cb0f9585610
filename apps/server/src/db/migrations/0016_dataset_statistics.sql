-- Statistics for the planner on each column slot of dataset_rows (issue 12, measured in bench/src/datasets.ts).
-- The slot indexes are partial (`where data ? 'cN'`), and PostgreSQL ignores a partial index's expression
-- statistics; without these it guessed a filtered page matched a few dozen rows (5,500 did), sorted them
-- instead of walking the sort column's index, and chose badly between the slot indexes. ANALYZE fills them
-- (autovacuum on PostgreSQL; the CSV import runs it after a large import, PGlite has no autovacuum).
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c0_stats" ON ("data" -> 'c0') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c0_text_stats" ON ("data" ->> 'c0') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c1_stats" ON ("data" -> 'c1') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c1_text_stats" ON ("data" ->> 'c1') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c2_stats" ON ("data" -> 'c2') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c2_text_stats" ON ("data" ->> 'c2') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c3_stats" ON ("data" -> 'c3') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c3_text_stats" ON ("data" ->> 'c3') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c4_stats" ON ("data" -> 'c4') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c4_text_stats" ON ("data" ->> 'c4') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c5_stats" ON ("data" -> 'c5') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c5_text_stats" ON ("data" ->> 'c5') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c6_stats" ON ("data" -> 'c6') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c6_text_stats" ON ("data" ->> 'c6') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c7_stats" ON ("data" -> 'c7') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c7_text_stats" ON ("data" ->> 'c7') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c8_stats" ON ("data" -> 'c8') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c8_text_stats" ON ("data" ->> 'c8') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c9_stats" ON ("data" -> 'c9') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c9_text_stats" ON ("data" ->> 'c9') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c10_stats" ON ("data" -> 'c10') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c10_text_stats" ON ("data" ->> 'c10') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c11_stats" ON ("data" -> 'c11') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c11_text_stats" ON ("data" ->> 'c11') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c12_stats" ON ("data" -> 'c12') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c12_text_stats" ON ("data" ->> 'c12') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c13_stats" ON ("data" -> 'c13') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c13_text_stats" ON ("data" ->> 'c13') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c14_stats" ON ("data" -> 'c14') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c14_text_stats" ON ("data" ->> 'c14') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c15_stats" ON ("data" -> 'c15') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c15_text_stats" ON ("data" ->> 'c15') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c16_stats" ON ("data" -> 'c16') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c16_text_stats" ON ("data" ->> 'c16') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c17_stats" ON ("data" -> 'c17') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c17_text_stats" ON ("data" ->> 'c17') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c18_stats" ON ("data" -> 'c18') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c18_text_stats" ON ("data" ->> 'c18') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c19_stats" ON ("data" -> 'c19') FROM "dataset_rows";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dataset_rows_c19_text_stats" ON ("data" ->> 'c19') FROM "dataset_rows";--> statement-breakpoint
-- Trigram indexes for "contains", "starts with" and "ends with" (ILIKE on the cell's text), where pg_trgm
-- can be had: PGlite loads it (db/client.ts), PostgreSQL ships it in contrib and trusts it to a database
-- owner. Without it the filters still work, by scanning the dataset's rows.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not installed (no privilege): dataset text filters scan rows';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    FOR slot IN 0..19 LOOP
      EXECUTE format(
        'CREATE INDEX IF NOT EXISTS %I ON dataset_rows USING gin ((data ->> %L) gin_trgm_ops) WHERE data ? %L',
        'dataset_rows_c' || slot || '_trgm', 'c' || slot, 'c' || slot);
    END LOOP;
  END IF;
END $$;

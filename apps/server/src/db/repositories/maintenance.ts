import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.js';
import { rowsOf } from './rows.js';

/** What one pass did to a table. */
export type TableUpkeep = { table: string; vacuumed: boolean; analyzed: boolean };

/**
 * Most dead row versions a table keeps before it is vacuumed, however large it is. Each run leaves two
 * dead versions of its row and a dead entry in the queue's index, and with no vacuum a claim reads them
 * all: after 20,000 runs through the queue one claim took 20 ms, and 0.9 ms once vacuumed.
 */
const MAX_DEAD_ROWS = 20_000;

const Need = z.object({
  table: z.string(),
  vacuum: z.boolean(),
  analyze: z.boolean(),
});

/**
 * Upkeep of the embedded database. PGlite runs PostgreSQL as a single process with no autovacuum, so dead
 * row versions would stay for good: tables and indexes would grow by every update, and the queue's
 * queries would slow as runs accumulate. A pass does what autovacuum would: it vacuums the tables with
 * enough dead or newly inserted rows (PostgreSQL's thresholds: 50 + 20% of the table, 1,000 + 20% for
 * inserts; dead rows capped at MAX_DEAD_ROWS) and analyzes those changed by 50 + 10% since their last
 * statistics, one table at a time.
 */
export function maintenanceRepository(db: Db) {
  return {
    async upkeep(): Promise<TableUpkeep[]> {
      // The counts reach pg_stat_user_tables when a transaction ends; the next statement sees them.
      await db.execute(sql`select pg_stat_force_next_flush()`);
      const needs = rowsOf(
        await db.execute(sql`
          select s.relname as "table",
            (s.n_dead_tup > least(50 + 0.2 * greatest(c.reltuples, 0), ${MAX_DEAD_ROWS})
              or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) as vacuum,
            s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
          where s.schemaname = 'public'
          order by s.n_dead_tup desc`),
      ).map((row) => Need.parse(row));
      const done: TableUpkeep[] = [];
      for (const need of needs) {
        if (!need.vacuum && !need.analyze) continue;
        const table = sql.identifier(need.table);
        // Statistics only where they are due: analyzing samples up to 30,000 rows (~0.5 s for runs at a
        // million rows on PGlite), and a big table's capped dead rows call for a vacuum several times
        // before its changes call for new statistics.
        if (need.vacuum && need.analyze) await db.execute(sql`vacuum (analyze) ${table}`);
        else await db.execute(need.vacuum ? sql`vacuum ${table}` : sql`analyze ${table}`);
        done.push({ table: need.table, vacuumed: need.vacuum, analyzed: need.analyze });
      }
      return done;
    },
  };
}

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';

/**
 * Index entries and rows of `table` (its indexes included) that this connection has read so far, as the
 * database counts them (returned by scans, fetched through indexes). The counts are the connection's own:
 * read them before and after the statements measured, on one connection, in one transaction.
 */
export async function tuplesRead(tx: Db, table: 'runs' | 'usage_ledger'): Promise<number> {
  const result = await tx.execute(sql`select coalesce(sum(pg_stat_get_xact_tuples_returned(c.oid)
      + pg_stat_get_xact_tuples_fetched(c.oid)), 0)::int as n
    from pg_class c where c.oid = ${table}::regclass
      or c.oid in (select indexrelid from pg_index where indrelid = ${table}::regclass)`);
  return z.object({ n: z.coerce.number() }).parse(rowsOf(result)[0]).n;
}

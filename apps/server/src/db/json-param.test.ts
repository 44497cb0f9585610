import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, testDatabaseKinds } from '../testing/index.js';
import type { Database } from './index.js';
import { jsonParam } from './json-param.js';

const kinds = [
  ...testDatabaseKinds().map((kind) => (kind === 'pglite' ? ('pglite worker thread' as const) : kind)),
  'pglite main thread' as const,
];

// Text a run's trigger data and step outputs carry: every UTF-8 length, quotes, backslashes and controls.
// A NUL or a lone surrogate never gets here: the engine refuses both before (PostgreSQL cannot take them
// out of JSON as text, whichever way the JSON is sent).
const VALUE = {
  plain: 'a',
  accents: 'héllo wörld',
  snowman: '\u2603',
  emoji: '😀 a 👍🏽',
  marks: 'quote " backslash \\ newline \n tab \t',
  nested: [{ n: 1.5, t: true, z: null }],
};

const Rows = z.object({ rows: z.array(z.object({ text: z.string().nullable(), got: z.unknown() })) });

describe.each(kinds)('JSON parameters as bytes on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase(
      kind === 'postgres' ? 'postgres' : 'pglite',
      kind === 'pglite main thread' ? 'main' : 'worker',
    ));
  });
  afterAll(() => close());

  it('reads a value sent as bytes back as the same value, as a string parameter does', async () => {
    for (const param of [jsonParam(VALUE), JSON.stringify(VALUE)]) {
      const result = Rows.parse(
        await database.db.execute(
          sql`select r.emoji as text, ${param}::json as got from json_to_record(${param}::json) as r(emoji text)`,
        ),
      );
      expect(result.rows[0]?.text).toBe(VALUE.emoji);
      expect(result.rows[0]?.got).toEqual(JSON.parse(JSON.stringify(VALUE)));
    }
  });

  it('refuses bytes that are not JSON, as it refuses such text', async () => {
    const refusal = await database.db
      .execute(sql`select ${Buffer.from('{"open": ', 'utf8')}::json as got`)
      .then(
        () => 'stored',
        (error: Error) => String(error.cause instanceof Error ? error.cause.message : error.message),
      );
    expect(refusal).toMatch(/invalid input syntax for type json/);
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SsrfBlockedError } from '../net/ssrf.js';
import { postgresQuery } from './postgres.js';
import { closedPort } from './test-server.js';

const connection = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' };
const local = { allowPrivateNetwork: true };

describe('postgresQuery', () => {
  it('creates a table, inserts with parameters and selects the rows back', async () => {
    // Each call has its own connection, so a TEMP table would vanish between calls: use a unique name.
    const table = `flowlane_test_${randomBytes(6).toString('hex')}`;
    try {
      await postgresQuery(
        { connection, sql: `CREATE TABLE ${table} (id serial PRIMARY KEY, name text, score int)` },
        local,
      );
      const inserted = await postgresQuery(
        {
          connection,
          sql: `INSERT INTO ${table} (name, score) VALUES ($1, $2), ($3, $4)`,
          params: ["O'Brien; DROP TABLE x", 7, 'Ada', 9],
        },
        local,
      );
      expect(inserted.rowCount).toBe(2);
      const selected = await postgresQuery(
        {
          connection: { connectionString: 'postgres://postgres@127.0.0.1:5432/test' },
          sql: `SELECT name, score FROM ${table} WHERE score > $1 ORDER BY id`,
          params: [1],
        },
        local,
      );
      expect(selected.rows).toEqual([
        { name: "O'Brien; DROP TABLE x", score: 7 },
        { name: 'Ada', score: 9 },
      ]);
      expect(selected.rowCount).toBe(2);
      expect(selected.fields.map((field) => field.name)).toEqual(['name', 'score']);
    } finally {
      await postgresQuery({ connection, sql: `DROP TABLE IF EXISTS ${table}` }, local);
    }
  });

  it('refuses a second statement after a semicolon', async () => {
    await expect(postgresQuery({ connection, sql: 'SELECT 1; SELECT 2' }, local)).rejects.toMatchObject({
      code: 'REMOTE_ERROR',
      message: expect.stringContaining('multiple commands'),
    });
  });

  it('reports an SQL error with the server message', async () => {
    await expect(postgresQuery({ connection, sql: 'SELECT * FROM no_such_table' }, local)).rejects.toThrow(
      /PostgreSQL at 127.0.0.1:5432: relation "no_such_table" does not exist/,
    );
  });

  it('cancels a statement that outlives the timeout', async () => {
    await expect(
      postgresQuery({ connection, sql: 'SELECT pg_sleep(5)' }, { ...local, timeoutMs: 300 }),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    await expect(
      postgresQuery({ connection: { ...connection, port }, sql: 'SELECT 1' }, local),
    ).rejects.toMatchObject({ code: 'CONNECTION_REFUSED' });
  });

  it('refuses a loopback host while the SSRF guard is on', async () => {
    await expect(postgresQuery({ connection, sql: 'SELECT 1' })).rejects.toBeInstanceOf(SsrfBlockedError);
  });

  it('refuses invalid input with the field named', async () => {
    await expect(postgresQuery({ connection, sql: '' }, local)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('sql'),
    });
  });
});

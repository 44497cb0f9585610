import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SsrfBlockedError } from '../net/ssrf.js';
import { mysqlQuery } from './mysql.js';
import { closedPort } from './test-server.js';

const connection = { host: '127.0.0.1', port: 3306, user: 'root', database: 'test' };
const local = { allowPrivateNetwork: true };

describe('mysqlQuery', () => {
  it('creates a table, inserts with parameters and selects the rows back', async () => {
    const table = `flowlane_test_${randomBytes(6).toString('hex')}`;
    try {
      await mysqlQuery(
        {
          connection,
          sql: `CREATE TABLE ${table} (id INT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(100), active BOOLEAN)`,
        },
        local,
      );
      const first = await mysqlQuery(
        {
          connection,
          sql: `INSERT INTO ${table} (name, active) VALUES (?, ?)`,
          params: ["O'Brien; --", true],
        },
        local,
      );
      expect(first).toMatchObject({ affectedRows: 1, insertId: 1, rowCount: 1 });
      const second = await mysqlQuery(
        { connection, sql: `INSERT INTO ${table} (name, active) VALUES (?, ?)`, params: ['Ada', false] },
        local,
      );
      expect(second.insertId).toBe(2);
      const selected = await mysqlQuery(
        {
          connection: { connectionString: 'mysql://root@127.0.0.1:3306/test' },
          sql: `SELECT id, name, active FROM ${table} WHERE id >= ? ORDER BY id`,
          params: [1],
        },
        local,
      );
      expect(selected.rows).toEqual([
        { id: 1, name: "O'Brien; --", active: 1 },
        { id: 2, name: 'Ada', active: 0 },
      ]);
      expect(selected.rowCount).toBe(2);
      expect(selected.fields).toEqual(['id', 'name', 'active']);
    } finally {
      await mysqlQuery({ connection, sql: `DROP TABLE IF EXISTS ${table}` }, local);
    }
  });

  it('refuses an object parameter that mysql2 would expand into SQL', async () => {
    // A webhook payload is untyped at run time, so the runtime check matters even though the type forbids it.
    const params = JSON.parse('[{"password": 1}]');
    await expect(mysqlQuery({ connection, sql: 'SELECT ?', params }, local)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('refuses a second statement after a semicolon', async () => {
    await expect(mysqlQuery({ connection, sql: 'SELECT 1; SELECT 2' }, local)).rejects.toMatchObject({
      code: 'REMOTE_ERROR',
    });
  });

  it('reports wrong credentials as an authentication failure', async () => {
    await expect(
      mysqlQuery(
        { connection: { ...connection, user: 'nobody', password: 'wrong' }, sql: 'SELECT 1' },
        local,
      ),
    ).rejects.toMatchObject({ code: 'AUTH_FAILED' });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    await expect(
      mysqlQuery({ connection: { ...connection, port }, sql: 'SELECT 1' }, local),
    ).rejects.toMatchObject({
      code: 'CONNECTION_REFUSED',
    });
  });

  it('refuses a loopback host while the SSRF guard is on', async () => {
    await expect(mysqlQuery({ connection, sql: 'SELECT 1' })).rejects.toBeInstanceOf(SsrfBlockedError);
  });
});

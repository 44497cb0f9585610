import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the browser tests use (CI has one; so does this machine). */
export const POSTGRES_SERVER_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * Creates an empty database for one test file and returns its URL. When PostgreSQL is not reachable this
 * throws, so the tests that need it fail instead of being skipped.
 */
export async function createScratchDatabase(prefix = 'flowlane_e2e'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: `${POSTGRES_SERVER_URL}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${POSTGRES_SERVER_URL}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: `${POSTGRES_SERVER_URL}/${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: `${POSTGRES_SERVER_URL}/postgres` });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Puts a team on a plan, as billing would once it exists: the team's plan (roles and limits are read from
 * it on every request) and its subscription row (the plan the user menu names).
 */
export async function setTeamPlan(databaseUrl: string, teamId: string, planGuid: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const team = await client.query('update teams set plan_guid = $1 where id = $2', [planGuid, teamId]);
    const subscription = await client.query(
      "update subscriptions set plan_guid = $1, status = 'active' where team_id = $2",
      [planGuid, teamId],
    );
    if (team.rowCount !== 1 || subscription.rowCount !== 1)
      throw new Error(`team ${teamId} or its subscription is not in ${databaseUrl}`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

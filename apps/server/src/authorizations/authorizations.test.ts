import { randomBytes } from 'node:crypto';
import { Authorization, AuthorizationTestResult, AuthTemplate, MASK } from '@flowlane/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSecretBox, sealedKeyId } from '../accounts/index.js';
import { tables } from '../db/index.js';
import { authorizationsRepository } from '../db/repositories/authorizations.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { authorizationsOf, credentialsForRuns, reencryptAuthorizations } from './index.js';
import { sealSecrets } from './sealed.js';
import {
  type Client,
  createAuthorization,
  graphWith,
  node,
  saveWorkflow,
  signedInClient,
} from './test-support.js';

const oldKey = randomBytes(32);
const currentKey = randomBytes(32);

const PG_PASSWORD = 'pg-password-never-shown-4321';
const BEARER_TOKEN = 'bearer-token-never-shown-9876';
const API_KEY = 'api-key-never-shown-5555';

describe.each(testDatabaseKinds())('authorizations on %s', (kind) => {
  let server: TestServer;
  let owner: Client;
  let stranger: Client;

  beforeAll(async () => {
    server = await createTestServer(
      kind,
      {
        ENCRYPTION_KEY: currentKey.toString('base64'),
        ENCRYPTION_KEY_PREVIOUS: oldKey.toString('base64'),
      },
      { background: false },
    );
    owner = await signedInClient(server, 'authz-owner');
    stranger = await signedInClient(server, 'authz-stranger');
  });
  afterAll(() => server.close());

  const db = () => server.ctx.database.db;
  const rowOf = async (id: string) => {
    const [row] = await db().select().from(tables.authorizations).where(eq(tables.authorizations.id, id));
    if (!row) throw new Error(`no row ${id}`);
    return row;
  };
  const service = () => authorizationsOf({ db: db(), config: server.ctx.config, logger: server.ctx.logger });

  it('lists the auth library with a form per template, filtered by category and search', async () => {
    const all = z.array(AuthTemplate).parse((await owner.call('GET', '/api/authtemplate')).json());
    const ids = all.map((t) => t.id);
    for (const id of [
      'github',
      'google',
      'slack',
      'microsoft',
      'hubspot',
      'oauth2',
      'apikey',
      'bearer',
      'basic',
    ]) {
      expect(ids).toContain(id);
    }
    for (const kind of ['smtp', 'postgres', 'mysql', 'redis', 'mqtt', 'amqp', 'nats', 'openai']) {
      expect(all.some((t) => t.kind === kind)).toBe(true);
    }
    const github = AuthTemplate.parse((await owner.call('GET', '/api/authtemplate/github')).json());
    expect(github.fields.find((f) => f.key === 'tokenUrl')?.default).toBe(
      'https://github.com/login/oauth/access_token',
    );
    expect(github.fields.find((f) => f.key === 'clientSecret')).toMatchObject({
      secret: true,
      type: 'password',
    });
    const databases = z
      .array(AuthTemplate)
      .parse((await owner.call('GET', '/api/authtemplate?category=Databases')).json());
    expect(databases.map((t) => t.kind).sort()).toEqual(['mysql', 'postgres', 'redis']);
    const search = z
      .array(AuthTemplate)
      .parse((await owner.call('GET', '/api/authtemplate?search=slack')).json());
    expect(search.map((t) => t.id)).toEqual(['slack', 'slack-bot']);
    expect((await owner.call('GET', '/api/authtemplate/nope')).statusCode).toBe(404);
  });

  it('creates, reads, saves and deletes, never answering with a secret', async () => {
    const pg = await createAuthorization(owner, 'postgres', 'Orders DB', {
      host: '127.0.0.1',
      port: '5432',
      user: 'postgres',
      password: PG_PASSWORD,
      database: 'postgres',
      ssl: false,
    });
    expect(pg).toMatchObject({ kind: 'postgres', status: 'ok', projectId: null, oauth2: null });
    // Typed as the connector wants it (port a number), the password masked with its last four characters.
    expect(pg.fields).toMatchObject({ host: '127.0.0.1', port: 5432, password: '••••4321', ssl: false });

    const bearer = await createAuthorization(owner, 'bearer', 'Short token', { token: 'short' });
    expect(bearer.fields.token).toBe(MASK);
    await createAuthorization(owner, 'bearer', 'API token', { token: BEARER_TOKEN });
    const apiKey = await createAuthorization(owner, 'apikey', 'Key', {
      in: 'query',
      name: 'key',
      value: API_KEY,
    });
    expect(apiKey.fields).toMatchObject({ in: 'query', name: 'key', value: '••••5555' });

    const list = z.array(Authorization).parse((await owner.call('GET', '/api/authorization')).json());
    expect(list.map((a) => a.name)).toEqual(['API token', 'Key', 'Orders DB', 'Short token']);
    const searched = z
      .array(Authorization)
      .parse((await owner.call('GET', '/api/authorization?search=order')).json());
    expect(searched.map((a) => a.id)).toEqual([pg.id]);
    expect(z.array(Authorization).parse((await stranger.call('GET', '/api/authorization')).json())).toEqual(
      [],
    );

    // PUT the whole object back: the masked password keeps the stored one.
    const renamed = await owner.call('PUT', `/api/authorization/${pg.id}`, { ...pg, name: 'Orders' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    let credential = await service().credential(owner.teamId, pg.id);
    expect(credential.fields).toMatchObject({ password: PG_PASSWORD, port: 5432, host: '127.0.0.1' });
    // A new value replaces it; an empty optional secret clears it.
    await owner.call('PUT', `/api/authorization/${pg.id}`, {
      ...pg,
      fields: { ...pg.fields, password: 'new-password-0000' },
    });
    credential = await service().credential(owner.teamId, pg.id);
    expect(credential.fields.password).toBe('new-password-0000');
    const cleared = Authorization.parse(
      (
        await owner.call('PUT', `/api/authorization/${pg.id}`, {
          ...pg,
          fields: { ...pg.fields, password: '' },
        })
      ).json(),
    );
    expect(cleared.fields.password).toBe('');
    expect((await service().credential(owner.teamId, pg.id)).fields.password).toBeUndefined();

    // The database column holds ciphertext only.
    const stored = await rowOf(apiKey.id);
    expect(stored.secrets).not.toContain(API_KEY);
    expect(JSON.stringify(stored.fields)).not.toContain(API_KEY);

    // Bad input is a 4xx naming the field.
    const missing = await owner.call('POST', '/api/authorization', {
      templateId: 'bearer',
      name: 'x',
      fields: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ fields: { 'fields.token': 'Token is required' } });
    const badPort = await owner.call('POST', '/api/authorization', {
      templateId: 'redis',
      name: 'x',
      fields: { host: 'h', port: 'eighty' },
    });
    expect(badPort.json()).toMatchObject({ fields: { 'fields.port': 'Port must be a number' } });
    expect(
      (await owner.call('POST', '/api/authorization', { templateId: 'nope', name: 'x' })).statusCode,
    ).toBe(422);
    expect(
      (await owner.call('POST', '/api/authorization', { templateId: 'bearer', name: ' ' })).statusCode,
    ).toBe(400);
    const foreignProject = z
      .object({ id: z.string() })
      .parse((await stranger.call('POST', '/api/project', { name: 'Theirs' })).json());
    const inForeignProject = await owner.call('POST', '/api/authorization', {
      templateId: 'bearer',
      name: 'x',
      projectId: foreignProject.id,
      fields: { token: 't' },
    });
    expect(inForeignProject.statusCode).toBe(404);

    // Project filter.
    const project = z
      .object({ id: z.string() })
      .parse((await owner.call('POST', '/api/project', { name: 'Mine' })).json());
    const inProject = await owner.call('POST', '/api/authorization', {
      templateId: 'bearer',
      name: 'In project',
      projectId: project.id,
      fields: { token: BEARER_TOKEN },
    });
    expect(inProject.statusCode).toBe(201);
    const filtered = z
      .array(Authorization)
      .parse((await owner.call('GET', `/api/authorization?projectId=${project.id}`)).json());
    expect(filtered.map((a) => a.name)).toEqual(['In project']);
    const inProjectId = Authorization.parse(inProject.json()).id;
    const kept = await owner.call('PUT', `/api/authorization/${inProjectId}`, {
      name: 'Renamed',
      fields: { token: '••••' },
    });
    expect(Authorization.parse(kept.json()).projectId).toBe(project.id);
    const leftProject = await owner.call('PUT', `/api/authorization/${inProjectId}`, {
      name: 'Renamed',
      projectId: null,
      fields: { token: '••••' },
    });
    expect(Authorization.parse(leftProject.json()).projectId).toBeNull();

    // Delete, then it is gone.
    const deleted = await owner.call('DELETE', `/api/authorization/${bearer.id}`);
    expect(deleted.json()).toEqual({ message: 'Authorization deleted' });
    expect((await owner.call('GET', `/api/authorization/${bearer.id}`)).statusCode).toBe(404);
    expect((await owner.call('DELETE', `/api/authorization/${bearer.id}`)).statusCode).toBe(404);
    expect((await owner.call('GET', '/api/authorization/not-a-uuid')).statusCode).toBe(404);

    for (const body of [...owner.bodies, ...stranger.bodies]) {
      for (const secret of [PG_PASSWORD, BEARER_TOKEN, API_KEY, 'new-password-0000']) {
        expect(body).not.toContain(secret);
      }
    }
  });

  it('shows a row whose ciphertext has a flipped byte as needing attention, without breaking the list', async () => {
    const damaged = await createAuthorization(owner, 'bearer', 'Damaged', { token: BEARER_TOKEN });
    const healthy = await createAuthorization(owner, 'bearer', 'Healthy', { token: BEARER_TOKEN });
    const row = await rowOf(damaged.id);
    const bytes = Buffer.from(row.secrets ?? '', 'base64');
    bytes[bytes.length - 2] = (bytes[bytes.length - 2] ?? 0) ^ 0x01;
    await db()
      .update(tables.authorizations)
      .set({ secrets: bytes.toString('base64') })
      .where(eq(tables.authorizations.id, damaged.id));

    const listed = await owner.call('GET', '/api/authorization');
    expect(listed.statusCode).toBe(200);
    const byId = new Map(
      z
        .array(Authorization)
        .parse(listed.json())
        .map((a) => [a.id, a]),
    );
    expect(byId.get(damaged.id)).toMatchObject({ status: 'needs_attention', fields: { token: MASK } });
    expect(byId.get(damaged.id)?.statusReason).toContain('cannot be decrypted');
    expect(byId.get(healthy.id)).toMatchObject({ status: 'ok', fields: { token: '••••9876' } });

    const tested = AuthorizationTestResult.parse(
      (await owner.call('POST', `/api/authorization/${damaged.id}/test`)).json(),
    );
    expect(tested.ok).toBe(false);
    expect(tested.message).toContain('cannot be decrypted');
    await expect(service().credential(owner.teamId, damaged.id)).rejects.toThrow('cannot be decrypted');

    // Entering the secret again repairs it.
    const repaired = await owner.call('PUT', `/api/authorization/${damaged.id}`, {
      name: 'Damaged',
      fields: { token: BEARER_TOKEN },
    });
    expect(Authorization.parse(repaired.json())).toMatchObject({
      status: 'ok',
      fields: { token: '••••9876' },
    });
  });

  it('reads secrets sealed under the previous key and the re-encryption job moves them to the new key', async () => {
    const created = await createAuthorization(owner, 'basic', 'Legacy', {
      username: 'ann',
      password: 'placeholder',
    });
    const oldBox = createSecretBox(oldKey);
    const old = sealSecrets(oldBox, created.id, { v: 1, fields: { password: 'sealed-under-old-key-7777' } });
    await db().update(tables.authorizations).set(old).where(eq(tables.authorizations.id, created.id));
    // A row under a key nobody has any more stays unreadable (and is left alone by the job).
    const lost = await createAuthorization(owner, 'bearer', 'Lost key', { token: 'x' });
    const lostSealed = sealSecrets(createSecretBox(randomBytes(32)), lost.id, {
      v: 1,
      fields: { token: 'y' },
    });
    await db().update(tables.authorizations).set(lostSealed).where(eq(tables.authorizations.id, lost.id));

    const read = Authorization.parse((await owner.call('GET', `/api/authorization/${created.id}`)).json());
    expect(read).toMatchObject({ status: 'ok', fields: { password: '••••7777' } });
    expect((await service().credential(owner.teamId, created.id)).fields.password).toBe(
      'sealed-under-old-key-7777',
    );

    const result = await reencryptAuthorizations(db(), service().box);
    expect(result.resealed).toBeGreaterThanOrEqual(1);
    expect(result.unreadable).toBeGreaterThanOrEqual(1);
    const moved = await rowOf(created.id);
    const currentId = createSecretBox(currentKey).keyId;
    expect(moved.secretsKeyId).toBe(currentId);
    expect(sealedKeyId(moved.secrets ?? '')).toBe(currentId);
    // Readable with the current key alone: the old key can now be retired.
    const withoutOldKey = authorizationsRepository(db());
    expect((await withoutOldKey.get(owner.teamId, created.id))?.secrets).toBe(moved.secrets);
    expect(
      JSON.parse(
        createSecretBox(currentKey).open(moved.secrets ?? '', `authorizations.secrets:${created.id}`),
      ),
    ).toMatchObject({
      fields: { password: 'sealed-under-old-key-7777' },
    });
    expect((await rowOf(lost.id)).secrets).toBe(lostSealed.secrets);
  });

  it('never overwrites a newer write with the re-encryption job (compare-and-swap on the ciphertext)', async () => {
    const created = await createAuthorization(owner, 'bearer', 'Race', { token: 'first' });
    const stale = sealSecrets(createSecretBox(oldKey), created.id, {
      v: 1,
      fields: { token: 'stale-old-key' },
    });
    await db().update(tables.authorizations).set(stale).where(eq(tables.authorizations.id, created.id));
    // The user saves a new token after the job read the row and before it writes.
    await owner.call('PUT', `/api/authorization/${created.id}`, {
      name: 'Race',
      fields: { token: 'newest-token' },
    });
    const repo = authorizationsRepository(db());
    const resealed = sealSecrets(service().box, created.id, { v: 1, fields: { token: 'stale-old-key' } });
    expect(await repo.swapSecrets(created.id, stale.secrets, resealed.secrets, resealed.secretsKeyId)).toBe(
      false,
    );
    expect((await service().credential(owner.teamId, created.id)).fields.token).toBe('newest-token');
  });

  it('tests a PostgreSQL and a Redis authorization against the real servers, and reports a failing one', async () => {
    const pg = await createAuthorization(owner, 'postgres', 'Local PostgreSQL', {
      host: '127.0.0.1',
      port: 5432,
      user: 'postgres',
      database: 'postgres',
    });
    const pgResult = AuthorizationTestResult.parse(
      (await owner.call('POST', `/api/authorization/${pg.id}/test`)).json(),
    );
    expect(pgResult, pgResult.message).toMatchObject({ ok: true });
    expect(pgResult.message).toContain('PostgreSQL');

    const redis = await createAuthorization(owner, 'redis', 'Local Redis', { host: '127.0.0.1', port: 6379 });
    const redisResult = AuthorizationTestResult.parse(
      (await owner.call('POST', `/api/authorization/${redis.id}/test`)).json(),
    );
    expect(redisResult).toMatchObject({ ok: true });
    expect(redisResult.message).toContain('PONG');

    const down = await createAuthorization(owner, 'postgres', 'Nothing listens', {
      host: '127.0.0.1',
      port: 1,
    });
    const downResult = AuthorizationTestResult.parse(
      (await owner.call('POST', `/api/authorization/${down.id}/test`)).json(),
    );
    expect(downResult.ok).toBe(false);
    expect(downResult.message).toMatch(/refused/i);

    const bearer = await createAuthorization(owner, 'bearer', 'Token', { token: 't' });
    // A bearer token cannot be checked without a request: the answer says so, and is not "tested".
    expect((await owner.call('POST', `/api/authorization/${bearer.id}/test`)).json()).toMatchObject({
      ok: true,
      tested: false,
      message: expect.stringMatching(/^A bearer token cannot be tested without a request/),
    });
    const oauth = await createAuthorization(owner, 'github', 'GitHub', { clientId: 'c', clientSecret: 's' });
    expect(oauth.fields.authorizeUrl).toBe('https://github.com/login/oauth/authorize');
    expect((await owner.call('POST', `/api/authorization/${oauth.id}/test`)).json()).toMatchObject({
      ok: false,
      message: 'Not connected yet: authorize it with the provider first.',
    });
  });

  it("refuses another team's authorization id in a workflow (404) and in a run's credentials", async () => {
    const mine = await createAuthorization(owner, 'bearer', 'Mine', { token: BEARER_TOKEN });
    const step = (authorization: string) =>
      graphWith(node('h', 'http.request', { url: 'http://127.0.0.1:1/', authorization }, 200));

    const foreign = await saveWorkflow(stranger, step(mine.id));
    expect(foreign.saved.statusCode).toBe(404);
    expect(foreign.saved.json()).toMatchObject({ message: `Authorization ${mine.id} not found.` });
    expect((await stranger.call('POST', '/api/workflow', { graph: step(mine.id) })).statusCode).toBe(404);
    expect((await saveWorkflow(stranger, step('not-an-id'))).saved.statusCode).toBe(404);

    expect((await saveWorkflow(owner, step(mine.id))).saved.statusCode).toBe(200);
    // A mapping is resolved when the run starts; the run's port then checks the team.
    expect((await saveWorkflow(stranger, step('{{ trigger.auth }}'))).saved.statusCode).toBe(200);

    const port = credentialsForRuns(service());
    const strangerRun = { teamId: stranger.teamId };
    await expect(port(strangerRun).get(mine.id)).rejects.toThrow(`Authorization ${mine.id} not found.`);
    const ownerRun = { teamId: owner.teamId };
    expect((await port(ownerRun).get(mine.id)).fields.token).toBe(BEARER_TOKEN);
  });
});

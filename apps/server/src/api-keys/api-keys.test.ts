import {
  ApiKeyList,
  ApiKeyUseList,
  CreatedApiKey,
  TeamRef,
  WorkflowListResponse,
  WorkflowResponse,
} from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login, outboxFor, uniqueAddress } from '../accounts/test-support.js';
import { apiKeysRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { KEY_MESSAGES } from './authenticate.js';
import { apiKeyHash } from './keys.js';
import { API_KEY_FAILURES_PER_ADDRESS } from './policy.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabaseKinds())('API keys on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
    server.app.inject({ method, url, headers, remoteAddress: '10.254.0.1', ...(payload ? { payload } : {}) });

  /** A signed-in person: its session headers, address and own (current) team. */
  async function person(label: string) {
    const account = await activeAccount(server, label);
    const token = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json()).token;
    const headers = bearer(token);
    const [team] = z.array(TeamRef).parse((await call(headers, 'GET', '/api/team')).json());
    if (!team) throw new Error('no team');
    return { email: account.email, headers, teamId: team.id };
  }

  async function personalKey(headers: Record<string, string>, scopes: string[], name = 'CI') {
    const created = await call(headers, 'POST', '/api/api-key', { name, scopes, expiresInDays: 30 });
    expect(created.statusCode, created.body).toBe(201);
    return CreatedApiKey.parse(created.json());
  }
  const xApiKey = (key: string) => ({ 'x-api-key': key });

  it('shows a key once, stores only its hash, and accepts it as a bearer token or X-API-Key', async () => {
    const alice = await person('keys-alice');
    const created = await personalKey(alice.headers, ['read', 'write']);
    expect(created.key).toMatch(/^flk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.start)).toBe(true);
    expect(created).toMatchObject({ kind: 'personal', teamId: alice.teamId, name: 'CI', lastUsedAt: null });

    const listed = await call(alice.headers, 'GET', '/api/api-key');
    expect(listed.body).not.toContain(created.key);
    expect(ApiKeyList.parse(listed.json()).items.map((k) => k.id)).toEqual([created.id]);
    const stored = await apiKeysRepository(server.ctx.database.db).get(alice.teamId, created.id);
    expect(stored?.keyHash).toBe(apiKeyHash(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const made = await call(bearer(created.key), 'POST', '/api/workflow', {});
    expect(made.statusCode, made.body).toBe(201);
    const workflow = WorkflowResponse.parse(made.json());
    const read = await call(xApiKey(created.key), 'GET', `/api/workflow/${workflow.id}`);
    expect(read.statusCode, read.body).toBe(200);
    // The session sees what the key made: the key acts as its user in its team.
    expect((await call(alice.headers, 'GET', `/api/workflow/${workflow.id}`)).statusCode).toBe(200);

    const bad = await call(xApiKey(`${created.key}x`), 'GET', '/api/workflow');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(KEY_MESSAGES.invalid);
  });

  it('refuses a route outside the key scopes with a 403 that names the scope', async () => {
    const bob = await person('keys-bob');
    const reader = await personalKey(bob.headers, ['read'], 'reader');
    const writer = await personalKey(bob.headers, ['write'], 'writer');
    const runner = await personalKey(bob.headers, ['read', 'run'], 'runner');

    expect((await call(bearer(reader.key), 'GET', '/api/workflow')).statusCode).toBe(200);
    const refused = await call(bearer(reader.key), 'POST', '/api/workflow', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This API key lacks the "write" scope, which POST /api/workflow needs.',
    });
    expect((await call(bearer(writer.key), 'GET', '/api/workflow')).json().message).toBe(
      'This API key lacks the "read" scope, which GET /api/workflow needs.',
    );

    const workflow = WorkflowResponse.parse(
      (await call(bearer(writer.key), 'POST', '/api/workflow', {})).json(),
    );
    const run = `/api/workflow/${workflow.id}/run`;
    expect((await call(bearer(writer.key), 'POST', run, {})).json().message).toBe(
      'This API key lacks the "run" scope, which POST /api/workflow/:id/run needs.',
    );
    const ran = await call(bearer(runner.key), 'POST', run, {});
    expect(ran.statusCode, ran.body).toBe(202);
  });

  it('needs a signed-in session for key management, the account and billing changes', async () => {
    const carol = await person('keys-carol');
    const everything = await personalKey(carol.headers, ['read', 'write', 'run', 'mcp']);
    for (const [method, url, payload] of [
      ['GET', '/api/api-key'],
      ['POST', '/api/api-key', { name: 'more', scopes: ['read'], expiresInDays: 1 }],
      ['DELETE', `/api/api-key/${everything.id}`],
      ['GET', `/api/team/${carol.teamId}/api-key`],
      ['POST', '/api/user/password', { currentPassword: 'correct horse', newPassword: 'another horse!' }],
      ['DELETE', '/api/user'],
      ['POST', '/api/team', { name: 'Side' }],
      ['DELETE', `/api/team/${carol.teamId}`],
    ] as const) {
      const answer = await call(bearer(everything.key), method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().message).toBe(KEY_MESSAGES.sessionOnly);
    }
    // Reading the account is fine for a read key.
    expect((await call(bearer(everything.key), 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('refuses a key after its revoke and after its expiry', async () => {
    const dave = await person('keys-dave');
    const revoked = await personalKey(dave.headers, ['read'], 'to revoke');
    const expiring = await personalKey(dave.headers, ['read'], 'to expire');
    expect((await call(bearer(revoked.key), 'GET', '/api/workflow')).statusCode).toBe(200);

    const revoke = await call(dave.headers, 'DELETE', `/api/api-key/${revoked.id}`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json().revokedAt).not.toBeNull();
    const afterRevoke = await call(bearer(revoked.key), 'GET', '/api/workflow');
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().message).toBe(KEY_MESSAGES.revoked);

    expect((await call(xApiKey(expiring.key), 'GET', '/api/workflow')).statusCode).toBe(200);
    await apiKeysRepository(server.ctx.database.db).setExpiry(
      dave.teamId,
      expiring.id,
      new Date(Date.now() - 1000),
    );
    const afterExpiry = await call(xApiKey(expiring.key), 'GET', '/api/workflow');
    expect(afterExpiry.statusCode).toBe(401);
    expect(afterExpiry.json().message).toBe(KEY_MESSAGES.expired);

    // Another person's key cannot be revoked by id.
    const erin = await person('keys-erin');
    expect((await call(erin.headers, 'DELETE', `/api/api-key/${expiring.id}`)).statusCode).toBe(404);
  });

  it("keeps a key in its team: another team's objects answer 404, a team switch changes nothing", async () => {
    const frank = await person('keys-frank');
    const grace = await person('keys-grace');
    const frankKey = await personalKey(frank.headers, ['read', 'write']);
    const graces = WorkflowResponse.parse((await call(grace.headers, 'POST', '/api/workflow', {})).json());
    const franks = WorkflowResponse.parse((await call(frank.headers, 'POST', '/api/workflow', {})).json());

    for (const [method, url, payload] of [
      ['GET', `/api/workflow/${graces.id}`],
      ['PUT', `/api/workflow/${graces.id}`, { data: graces.data, graph: graces.graph }],
      ['DELETE', `/api/workflow/${graces.id}`],
    ] as const) {
      expect((await call(bearer(frankKey.key), method, url, payload)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
    const listed = WorkflowListResponse.parse(
      (await call(bearer(frankKey.key), 'GET', '/api/workflow')).json(),
    );
    expect(listed.items.map((w) => w.id)).toEqual([franks.id]);
    expect((await call(grace.headers, 'GET', `/api/workflow/${graces.id}`)).statusCode).toBe(200);

    // Frank makes a second team and switches to it: his key still acts in the team it was made for.
    const side = TeamRef.parse((await call(frank.headers, 'POST', '/api/team', { name: 'Side' })).json());
    expect((await call(frank.headers, 'POST', `/api/v2/user/switch/${side.id}`)).statusCode).toBe(200);
    const stillHome = WorkflowListResponse.parse(
      (await call(bearer(frankKey.key), 'GET', '/api/workflow')).json(),
    );
    expect(stillHome.items.map((w) => w.id)).toEqual([franks.id]);
  });

  it('lets team admins make team keys that act with a member role, and refuses a member', async () => {
    const heidi = await person('keys-heidi');
    const ivan = await person('keys-ivan');
    const invited = await call(heidi.headers, 'POST', `/api/team/${heidi.teamId}/invitations`, {
      email: ivan.email,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await outboxFor(server, ivan.email);
    const token = mail?.text.match(/\/teams\/invitation\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect((await call(ivan.headers, 'POST', '/api/team/invitations/accept', { token })).statusCode).toBe(
      200,
    );

    const teamKeys = `/api/team/${heidi.teamId}/api-key`;
    const request = { name: 'Deploy bot', scopes: ['read', 'write'], expiresInDays: 90 };
    const refused = await call(ivan.headers, 'POST', teamKeys, request);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only team admins manage team API keys.');
    expect((await call(ivan.headers, 'GET', teamKeys)).statusCode).toBe(403);
    // A stranger's team is not found.
    expect((await call(ivan.headers, 'GET', `/api/team/${ivan.teamId}/api-key`)).statusCode).toBe(200);
    const stranger = await person('keys-judy');
    expect((await call(stranger.headers, 'GET', teamKeys)).statusCode).toBe(404);

    const created = await call(heidi.headers, 'POST', teamKeys, request);
    expect(created.statusCode, created.body).toBe(201);
    const teamKey = CreatedApiKey.parse(created.json());
    expect(teamKey.kind).toBe('team');
    const made = await call(bearer(teamKey.key), 'POST', '/api/workflow', {});
    expect(made.statusCode, made.body).toBe(201);
    // Team keys are not in the creator's personal list, and a member-role key cannot manage the team.
    expect(ApiKeyList.parse((await call(heidi.headers, 'GET', '/api/api-key')).json()).items).toEqual([]);
    expect(
      (await call(bearer(teamKey.key), 'PUT', `/api/team/${heidi.teamId}`, { name: 'x' })).statusCode,
    ).toBe(403);

    const revoked = await call(heidi.headers, 'DELETE', `${teamKeys}/${teamKey.id}`);
    expect(revoked.statusCode).toBe(200);
    expect((await call(bearer(teamKey.key), 'GET', '/api/workflow')).statusCode).toBe(401);

    // A personal key stops when its user leaves the team.
    expect((await call(ivan.headers, 'POST', `/api/v2/user/switch/${heidi.teamId}`)).statusCode).toBe(200);
    const ivanKey = CreatedApiKey.parse((await call(ivan.headers, 'POST', '/api/api-key', request)).json());
    expect(ivanKey.teamId).toBe(heidi.teamId);
    expect((await call(bearer(ivanKey.key), 'GET', '/api/workflow')).statusCode).toBe(200);
    const ivanId = await userIdOf(ivan.headers);
    const removed = await call(heidi.headers, 'DELETE', `/api/team/${heidi.teamId}/members/${ivanId}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const after = await call(bearer(ivanKey.key), 'GET', '/api/workflow');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(KEY_MESSAGES.noLongerMember);
  });

  async function userIdOf(headers: Record<string, string>): Promise<string> {
    return z.object({ id: z.string() }).parse((await call(headers, 'GET', '/api/user')).json()).id;
  }

  it('lists the last use and logs every use', async () => {
    const kate = await person('keys-kate');
    const key = await personalKey(kate.headers, ['read']);
    for (let i = 0; i < 3; i += 1) {
      expect((await call(bearer(key.key), 'GET', '/api/workflow')).statusCode).toBe(200);
    }
    expect((await call(bearer(key.key), 'GET', '/api/project')).statusCode).toBe(200);
    const [listed] = ApiKeyList.parse((await call(kate.headers, 'GET', '/api/api-key')).json()).items;
    expect(listed?.lastUsedAt).not.toBeNull();
    const uses = ApiKeyUseList.parse((await call(kate.headers, 'GET', `/api/api-key/${key.id}/uses`)).json());
    expect(uses.items.map((u) => `${u.method} ${u.route}`)).toEqual([
      'GET /api/project',
      'GET /api/workflow',
      'GET /api/workflow',
      'GET /api/workflow',
    ]);
    expect(uses.items[0]?.ip).toBe('10.254.0.1');
  });

  it('rate-limits bad keys per address like failed sign-ins, without locking out a valid key', async () => {
    const liam = await person('keys-liam');
    const key = await personalKey(liam.headers, ['read']);
    const address = uniqueAddress();
    const attempt = (given: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/workflow',
        headers: xApiKey(given),
        remoteAddress: address,
      });
    for (let i = 0; i < API_KEY_FAILURES_PER_ADDRESS.max; i += 1) {
      expect((await attempt(`flk_guess${i}`)).statusCode).toBe(401);
    }
    const limited = await attempt('flk_one-more');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(key.key)).statusCode).toBe(200);
    // Another address is not affected.
    const elsewhere = await server.app.inject({
      method: 'GET',
      url: '/api/workflow',
      headers: xApiKey('flk_other'),
      remoteAddress: uniqueAddress(),
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('validates a new key: a name, known scopes, an expiry of 1 to 366 days', async () => {
    const mia = await person('keys-mia');
    for (const body of [
      { name: ' ', scopes: ['read'], expiresInDays: 30 },
      { name: 'x', scopes: [], expiresInDays: 30 },
      { name: 'x', scopes: ['admin'], expiresInDays: 30 },
      { name: 'x', scopes: ['read', 'read'], expiresInDays: 30 },
      { name: 'x', scopes: ['read'], expiresInDays: 0 },
      { name: 'x', scopes: ['read'], expiresInDays: 367 },
      { name: 'x', scopes: ['read'] },
    ]) {
      expect((await call(mia.headers, 'POST', '/api/api-key', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await call({}, 'GET', '/api/api-key')).statusCode).toBe(401);
  });
});

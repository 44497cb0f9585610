import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Authorization } from '@flowlane/contracts';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, tables } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { Authorizations } from './service.js';
import {
  type Client,
  createAuthorization,
  graphWith,
  node,
  saveWorkflow,
  signedInClient,
} from './test-support.js';

const PUBLIC_URL = 'http://flowlane.test:3000';

describe.each(testDatabaseKinds())('OAuth2 end to end against a real OAuth2 server on %s', (kind) => {
  let provider: OAuth2Server;
  let api: HttpServer;
  let apiUrl: string;
  let server: TestServer;
  let client: Client;
  /** Access tokens the API accepts (the provider's, until the test revokes or expires them). */
  const validTokens = new Set<string>();
  /** Every token the provider issued, to prove none ever reaches an API answer or the database in clear. */
  const issued: string[] = [];
  const tokenRequests: { grant: string; refreshToken?: string }[] = [];
  let refuseRefresh: { error: string; error_description: string } | undefined;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeResponse', (response, request) => {
      const body = z
        .object({ grant_type: z.string(), refresh_token: z.string().optional() })
        .parse(request.body);
      tokenRequests.push({
        grant: body.grant_type,
        ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}),
      });
      if (body.grant_type === 'refresh_token' && refuseRefresh) {
        response.statusCode = 400;
        response.body = { ...refuseRefresh };
        return;
      }
      const token = z
        .object({ access_token: z.string(), refresh_token: z.string().optional() })
        .parse(response.body);
      validTokens.add(token.access_token);
      issued.push(token.access_token, ...(token.refresh_token ? [token.refresh_token] : []));
    });

    // The API a workflow calls: it answers only to a valid Bearer token.
    api = createHttpServer((request, response) => {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const ok = validTokens.has(token);
      response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? { user: 'johndoe', path: request.url } : { error: 'invalid_token' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

    server = await createTestServer(kind, { PUBLIC_URL });
    client = await signedInClient(server, 'oauth2');
  });
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
    await new Promise((resolve) => api?.close(resolve));
  });

  const rowOf = async (id: string) => {
    const [row] = await server.ctx.database.db
      .select()
      .from(tables.authorizations)
      .where(eq(tables.authorizations.id, id));
    if (!row) throw new Error('no row');
    return row;
  };

  const finished = (runId: string) => client.finished(runId);
  const run = (workflowId: string) => client.run(workflowId);

  /** An OAuth2 authorization connected through the provider (authorize, follow, exchange). */
  async function connectedAuthorization(name: string): Promise<Authorization> {
    const issuer = provider.issuer.url ?? '';
    const created = await createAuthorization(client, 'oauth2', name, {
      clientId: 'flowlane-client',
      clientSecret: 'client-secret-never-shown',
      authorizeUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
    });
    const { url } = z
      .object({ url: z.string() })
      .parse((await client.call('GET', `/api/oauth2/authorize/${created.id}`)).json());
    const location = (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '';
    const query = Object.fromEntries(new URL(location).searchParams);
    return Authorization.parse((await client.call('POST', '/api/oauth2/token', query)).json());
  }

  it('authorizes, stores the tokens sealed, calls an API with them and refreshes once for two concurrent runs', async () => {
    const issuer = provider.issuer.url ?? '';
    const authorization = await createAuthorization(client, 'oauth2', 'Mock provider', {
      clientId: 'flowlane-client',
      clientSecret: 'client-secret-never-shown',
      scopes: 'read write',
      authorizeUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
      authParams: 'prompt=consent',
    });
    expect(authorization.oauth2).toEqual({
      connected: false,
      expiresAt: null,
      canRefresh: false,
      scope: null,
    });

    // 1. The provider URL: PKCE S256, state, our callback.
    const { url } = z
      .object({ url: z.string() })
      .parse((await client.call('GET', `/api/oauth2/authorize/${authorization.id}`)).json());
    const authorizeUrl = new URL(url);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'flowlane-client',
      redirect_uri: `${PUBLIC_URL}/oauth2/callback`,
      scope: 'read write',
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
    expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // 2. Follow it: the provider redirects to the callback with a code and our state.
    const redirect = await fetch(url, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const callback = new URL(redirect.headers.get('location') ?? '');
    expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/oauth2/callback`);
    const query = Object.fromEntries(callback.searchParams);

    // 3. The callback page posts the query; the code is exchanged (with the PKCE verifier) and stored.
    const exchanged = await client.call('POST', '/api/oauth2/token', query);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const connected = Authorization.parse(exchanged.json());
    expect(connected).toMatchObject({ status: 'ok', oauth2: { connected: true, canRefresh: true } });
    expect(tokenRequests).toEqual([{ grant: 'authorization_code' }]);
    const [accessToken] = issued;
    expect(accessToken).toBeDefined();
    const row = await rowOf(authorization.id);
    for (const secret of issued) {
      expect(row.secrets).not.toContain(secret);
      expect(JSON.stringify(row.fields)).not.toContain(secret);
    }
    // A state works once.
    const replay = await client.call('POST', '/api/oauth2/token', query);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      message: 'This authorization link has expired or was already used; start the authorization again.',
    });

    // 4. A workflow's HTTP Request step calls the API with the token.
    const workflow = await saveWorkflow(
      client,
      graphWith(node('h', 'http.request', { url: `${apiUrl}/me`, authorization: authorization.id }, 200)),
    );
    expect(workflow.saved.statusCode, workflow.saved.body).toBe(200);
    const first = await finished(await run(workflow.id));
    expect(first.status, JSON.stringify(first.error)).toBe('succeeded');
    expect(first.steps.find((s) => s.nodeId === 'h')?.output).toMatchObject({
      status: 200,
      body: { user: 'johndoe' },
    });

    // 5. The token expires: the API stops taking it and the stored expiry passes.
    validTokens.clear();
    await server.ctx.database.db
      .update(tables.authorizations)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.authorizations.id, authorization.id));

    // 6. Two runs at once: one refresh reaches the token endpoint, and both runs use its token.
    const [a, b] = await Promise.all([run(workflow.id), run(workflow.id)]);
    const [runA, runB] = await Promise.all([finished(a), finished(b)]);
    expect(runA.status, JSON.stringify(runA.error)).toBe('succeeded');
    expect(runB.status, JSON.stringify(runB.error)).toBe('succeeded');
    expect(tokenRequests.map((r) => r.grant)).toEqual(['authorization_code', 'refresh_token']);
    const refreshed = Authorization.parse(
      (await client.call('GET', `/api/authorization/${authorization.id}`)).json(),
    );
    expect(new Date(refreshed.oauth2?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 60_000);

    // 7. The API revokes the token early: the step's 401 refreshes once and the request is sent again.
    validTokens.clear();
    const afterRevoke = await finished(await run(workflow.id));
    expect(afterRevoke.status, JSON.stringify(afterRevoke.error)).toBe('succeeded');
    expect(tokenRequests.map((r) => r.grant)).toEqual([
      'authorization_code',
      'refresh_token',
      'refresh_token',
    ]);

    // 8. The provider refuses the refresh token: the run fails clearly, the authorization needs attention.
    refuseRefresh = { error: 'invalid_grant', error_description: 'Token has been revoked' };
    validTokens.clear();
    const refused = await finished(await run(workflow.id));
    expect(refused.status).toBe('failed');
    expect(refused.error?.message).toContain('invalid_grant (Token has been revoked)');
    const attention = Authorization.parse(
      (await client.call('GET', `/api/authorization/${authorization.id}`)).json(),
    );
    expect(attention.status).toBe('needs_attention');
    expect(attention.statusReason).toBe(
      'The provider refused the token request: invalid_grant (Token has been revoked)',
    );
    // The next run fails at once with the reason, without asking the provider again.
    const requestsBefore = tokenRequests.length;
    const blocked = await finished(await run(workflow.id));
    expect(blocked.status).toBe('failed');
    expect(blocked.error?.message).toContain('needs attention');
    expect(tokenRequests).toHaveLength(requestsBefore);

    // No answer of the API ever carried a token or the client secret.
    for (const body of client.bodies) {
      for (const secret of [...issued, 'client-secret-never-shown']) expect(body).not.toContain(secret);
    }
  });

  it('refreshes once when two processes ask at the same time (row lock, second reader takes the new token)', async () => {
    refuseRefresh = undefined;
    const authorization = await connectedAuthorization('Two processes');
    await server.ctx.database.db
      .update(tables.authorizations)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.authorizations.id, authorization.id));
    // A second "process": its own database connections (PostgreSQL) and its own in-process state.
    const other = server.ctx.config.databaseUrl
      ? await openDatabase({ url: server.ctx.config.databaseUrl, poolSize: 2 })
      : undefined;
    const config = server.ctx.config;
    const here = new Authorizations({ db: server.ctx.database.db, config, logger: server.ctx.logger });
    const there = new Authorizations({
      db: other?.db ?? server.ctx.database.db,
      config,
      logger: server.ctx.logger,
    });
    const teamId = client.teamId;
    const before = tokenRequests.filter((r) => r.grant === 'refresh_token').length;
    try {
      const [a, b] = await Promise.all([
        here.credential(teamId, authorization.id),
        there.credential(teamId, authorization.id),
      ]);
      expect(tokenRequests.filter((r) => r.grant === 'refresh_token')).toHaveLength(before + 1);
      expect(a.fields.accessToken).toBe(b.fields.accessToken);
      expect(validTokens.has(String(a.fields.accessToken))).toBe(true);
    } finally {
      await other?.close();
    }
  });

  it('answers the provider refusing the sign-in and an unknown state with clear 400s', async () => {
    const denied = await client.call('POST', '/api/oauth2/token', {
      error: 'access_denied',
      error_description: 'The user said no',
      state: 'whatever',
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toMatchObject({
      message: 'The provider did not authorize the access (access_denied: The user said no).',
    });
    const unknown = await client.call('POST', '/api/oauth2/token', { code: 'c', state: 'never-issued' });
    expect(unknown.statusCode).toBe(400);
    const empty = await client.call('POST', '/api/oauth2/token', {});
    expect(empty.json()).toMatchObject({
      message: 'The callback has no authorization code or state; start the authorization again.',
    });
    const bearer = await createAuthorization(client, 'bearer', 'Not OAuth2', { token: 't' });
    const notOAuth = await client.call('GET', `/api/oauth2/authorize/${bearer.id}`);
    expect(notOAuth.statusCode).toBe(400);
    expect(notOAuth.json()).toMatchObject({ message: 'This authorization does not use OAuth2.' });
  });
});

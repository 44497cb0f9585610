import { GmailFake, GoogleSheetsFake } from '@flowlane/connectors/testing';
import { Authorization } from '@flowlane/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type AppsServer,
  accountClient,
  appsServer,
  type Client,
  chain,
  createAuthorization,
  node,
  removeDataDir,
  runOnce,
  saveWorkflowWith,
} from './test-support.js';

// The Google family through a whole server: one Google OAuth2 authorization, connected through an
// OAuth2 server, used by a Sheets step and a Gmail step of one workflow; a token Google stops taking
// is refreshed once by the server and the run goes on.
describe('Google Sheets and Gmail through the product, on one Google authorization', () => {
  const sheets = new GoogleSheetsFake();
  const gmail = new GmailFake();
  let provider: OAuth2Server;
  let server: AppsServer;
  let client: Client;
  let authorization = '';
  const issued: string[] = [];

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // Every access token the provider issues is one both Google fakes take.
    provider.service.on('beforeResponse', (response) => {
      const token = z.object({ access_token: z.string() }).safeParse(response.body);
      if (!token.success) return;
      issued.push(token.data.access_token);
      sheets.tokens.add(token.data.access_token);
      gmail.tokens.add(token.data.access_token);
    });
    await Promise.all([sheets.start(), gmail.start()]);
    server = await appsServer({ 'google-sheets': sheets.apiUrl, gmail: gmail.apiUrl });
    ({ client } = await accountClient(server));

    const issuer = provider.issuer.url ?? '';
    const created = await createAuthorization(client, 'google', {
      clientId: 'flowlane-client',
      clientSecret: 'client-secret',
      authorizeUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
    });
    const { url } = z
      .object({ url: z.string() })
      .parse((await client.call('GET', `/api/oauth2/authorize/${created.id}`)).json());
    const location = (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '';
    const query = Object.fromEntries(new URL(location).searchParams);
    const connected = Authorization.parse((await client.call('POST', '/api/oauth2/token', query)).json());
    expect(connected.oauth2?.connected).toBe(true);
    authorization = connected.id;
  });
  afterAll(async () => {
    await server?.close();
    if (server) removeDataDir(server);
    await Promise.all([sheets.close(), gmail.close(), provider?.stop()]);
  });

  it('a new lead becomes a Sheets row and a Gmail alert; a refused token is refreshed once', async () => {
    sheets.create('leads-book', 'Leads', ['Name', 'Email']);
    const workflow = await saveWorkflowWith(
      client,
      chain(
        node('t', 'trigger.manual'),
        node(
          'row',
          'google-sheets.append_row',
          {
            authorization,
            spreadsheetId: 'leads-book',
            sheet: 'Leads',
            row: { Name: 'Ada', Email: 'ada@example.com' },
          },
          1,
        ),
        node(
          'alert',
          'gmail.send_email',
          {
            authorization,
            to: 'sales@example.com',
            subject: '{{ "New lead in " & steps.row.updatedRange }}',
            body: 'Ada (ada@example.com)',
          },
          2,
        ),
      ),
      {},
    );
    const first = await runOnce(client, workflow.id);
    expect(first.status, JSON.stringify(first.error)).toBe('succeeded');
    expect(sheets.rows('leads-book', 'Leads').at(-1)).toEqual(['Ada', 'ada@example.com']);
    expect(gmail.sent.at(-1)?.headers.subject).toBe('New lead in Leads!A2:Z2');

    // Google stops taking the token (revoked early): the server refreshes it once, the run succeeds.
    const before = issued.length;
    for (const token of issued) {
      sheets.tokens.delete(token);
      gmail.tokens.delete(token);
    }
    const second = await runOnce(client, workflow.id);
    expect(second.status, JSON.stringify(second.error)).toBe('succeeded');
    expect(issued.length).toBe(before + 1);
    expect(sheets.rows('leads-book', 'Leads')).toHaveLength(3);
  });
});

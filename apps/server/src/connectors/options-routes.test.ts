import { SlackFake } from '@flowlane/connectors/testing';
import { StepOptionsResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppsServer,
  accountClient,
  appsServer,
  type Client,
  createAuthorization,
  removeDataDir,
} from './test-support.js';

// The designer's loaded choices through the product: a team's Slack authorization lists its channels;
// another team's authorization, an unknown loader and a refused token each get their 4xx.
describe('POST /api/step-options', () => {
  const fake = new SlackFake();
  let server: AppsServer;
  let client: Client;
  let authorization = '';

  beforeAll(async () => {
    await fake.start();
    server = await appsServer({ slack: fake.apiUrl });
    ({ client } = await accountClient(server));
    authorization = (await createAuthorization(client, 'slack-bot', { token: 'xoxb-test' })).id;
  });
  afterAll(async () => {
    await server?.close();
    if (server) removeDataDir(server);
    await fake.close();
  });

  it("lists the channels the team's Slack token sees", async () => {
    const answer = await client.call('POST', '/api/step-options', {
      loader: 'slack.channels',
      authorization,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { options } = StepOptionsResponse.parse(answer.json());
    expect(options.map((o) => o.label)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `#channel-${n}`));
    expect(fake.server.requests.at(-1)?.headers.authorization).toBe('Bearer xoxb-test');
  });

  it("refuses another team's authorization, an unknown loader and a revoked token, each with why", async () => {
    const { client: other } = await accountClient(server);
    const foreign = await other.call('POST', '/api/step-options', {
      loader: 'slack.channels',
      authorization,
    });
    expect(foreign.statusCode).toBe(422);

    const unknown = await client.call('POST', '/api/step-options', { loader: 'slack.emoji', authorization });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No options loader "slack.emoji"' });

    const revoked = (await createAuthorization(client, 'slack-bot', { token: 'xoxb-revoked' })).id;
    const refused = await client.call('POST', '/api/step-options', {
      loader: 'slack.channels',
      authorization: revoked,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/invalid_auth/) });

    const bad = await client.call('POST', '/api/step-options', { loader: '' });
    expect(bad.statusCode).toBe(400);
  });
});

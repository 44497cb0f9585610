import { SlackFake } from '@flowlane/connectors/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../accounts/test-support.js';
import { workflowsRepository } from '../db/index.js';
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
  saveWorkflow,
  tickAndSettle,
} from './test-support.js';

// Slack's steps in workflow runs of a whole server, against the Slack fake: an authorization from the
// auth library, a saved workflow, a run, and a polling trigger across a server restart.
describe('Slack through the product', () => {
  const fake = new SlackFake();
  let server: AppsServer;
  let client: Client;
  let account: Account;
  let authorization = '';

  beforeAll(async () => {
    await fake.start();
    server = await appsServer({ slack: fake.apiUrl });
    ({ client, account } = await accountClient(server));
    authorization = (await createAuthorization(client, 'slack-bot', { token: 'xoxb-test' })).id;
  });
  afterAll(async () => {
    await server?.close();
    if (server) removeDataDir(server);
    await fake.close();
  });

  it('lists the channels, then posts how many there are, with the bot token', async () => {
    const workflowId = await saveWorkflow(
      client,
      chain(
        node('t', 'trigger.manual'),
        node('list', 'slack.list_channels', { authorization, returnAll: true }, 1),
        node(
          'send',
          'slack.send_message',
          {
            authorization,
            channel: 'C00000001',
            text: '{{ "We have " & steps.list.count & " channels" }}',
          },
          2,
        ),
      ),
    );
    const run = await runOnce(client, workflowId);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.steps.find((s) => s.nodeId === 'list')?.output).toMatchObject({ count: 6, more: false });
    expect(fake.messages.get('C00000001')?.at(-1)?.text).toBe('We have 6 channels');
    expect(fake.server.requests.every((r) => r.headers.authorization === 'Bearer xoxb-test')).toBe(true);
  });

  it('the service library lists Slack’s steps under the app, with the Custom API call', async () => {
    const response = await client.call('GET', '/api/service-library/services');
    const slackSteps = (JSON.parse(response.body) as { id: string; app?: string; category: string }[]).filter(
      (s) => s.app === 'slack',
    );
    expect(slackSteps.map((s) => s.id).sort()).toEqual([
      'slack.custom_api_call',
      'slack.list_channels',
      'slack.new_message',
      'slack.send_message',
      'slack.upload_file',
    ]);
    expect(new Set(slackSteps.map((s) => s.category))).toEqual(new Set(['Slack']));
  });

  it('a polling trigger hands on each new message once, across a server restart', async () => {
    const channel = 'C00000004';
    fake.post(channel, 'old news');
    const workflowId = await saveWorkflow(
      client,
      chain(
        node('t', 'slack.new_message', { authorization, channel }),
        node(
          'relay',
          'slack.send_message',
          {
            authorization,
            channel: 'C00000005',
            text: '{{ $join(steps.t.items.text, "|") }}',
          },
          1,
        ),
      ),
      true,
    );
    const base = (await workflowsRepository(server.ctx.database.db).get(client.teamId, workflowId))
      ?.updatedAt;
    let minute = Math.ceil((base ?? new Date()).getTime() / 60_000) * 60_000 + 1000;
    const tick = async (target: AppsServer) => {
      minute += 60_000;
      const runs = await tickAndSettle(target, client, workflowId, new Date(minute));
      for (const run of runs) expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    };
    const relayed = () => (fake.messages.get('C00000005') ?? []).flatMap((m) => m.text.split('|'));

    await tick(server); // notes where the channel stands: "old news" is not new
    fake.post(channel, 'one');
    fake.post(channel, 'two');
    await tick(server);
    expect(relayed()).toEqual(['one', 'two']);

    // A message arrives while the server is down; the restarted server hands it on, and only it.
    await server.close();
    fake.post(channel, 'three');
    server = await appsServer({ slack: fake.apiUrl }, server.dataDir, false);
    ({ client } = await accountClient(server, account));
    await tick(server);
    await tick(server);
    fake.post(channel, 'four');
    await tick(server);
    expect(relayed()).toEqual(['one', 'two', 'three', 'four']);
  });
});

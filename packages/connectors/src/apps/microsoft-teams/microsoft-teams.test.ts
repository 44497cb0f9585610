import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { GRAPH_TEST_CREDENTIAL } from '../microsoft-graph/fake-server.js';
import { TeamsFake } from './fake-server.js';
import { microsoftTeams } from './index.js';

const fake = new TeamsFake();
useFake(fake, () => {
  fake.server.reset();
  fake.teams.length = 0;
  fake.chats.length = 0;
  fake.posted.length = 0;
});
const { run, poll } = appBench(microsoftTeams, {
  credential: GRAPH_TEST_CREDENTIAL,
  apiUrl: () => fake.apiUrl,
});

describe('Microsoft Teams', () => {
  it('posts a message to a channel, its ids escaped in the path', async () => {
    const team = fake.addTeam('Engineering', ['General', 'Releases']);
    const channel = team.channels[1];
    const { result, output } = await run('microsoft-teams.send_channel_message', {
      teamId: team.id,
      channelId: channel?.id,
      content: '<b>v2.0</b> is out',
      html: true,
      subject: 'Release',
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output).toMatchObject({
      subject: 'Release',
      contentType: 'html',
      content: '<b>v2.0</b> is out',
      fromName: 'Ada Lovelace',
      teamId: team.id,
      channelId: channel?.id,
    });
    expect(fake.posted).toHaveLength(1);
    const sent = fake.server.requests[0];
    expect(sent?.path).toBe(
      `/v1.0/teams/${team.id}/channels/${encodeURIComponent(channel?.id ?? '')}/messages`,
    );
    expect(sent?.headers.authorization).toBe('Bearer graph.test');
    expect(sent?.body).toEqual({
      body: { contentType: 'html', content: '<b>v2.0</b> is out' },
      subject: 'Release',
    });
  });

  it('sends a chat message as text', async () => {
    const chat = fake.addChat('Lunch');
    const { output } = await run('microsoft-teams.send_chat_message', { chatId: chat, content: 'Pizza?' });
    expect(output).toMatchObject({ chatId: chat, contentType: 'text', content: 'Pizza?' });
    expect(fake.posted[0]).toMatchObject({ chatId: chat, body: { contentType: 'text', content: 'Pizza?' } });
  });

  it('says Graph’s error for a team that is not there', async () => {
    const { result } = await run('microsoft-teams.send_channel_message', {
      teamId: 'nope',
      channelId: '19:x@thread.tacv2',
      content: 'Hi',
    });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe(
      'Microsoft Teams POST /v1.0/teams/nope/channels/19%3Ax%40thread.tacv2/messages answered 404: NotFound: No team found with Group Id nope',
    );
  });

  it('lists joined teams and a team’s channels (without $top, which Graph refuses there)', async () => {
    const team = fake.addTeam('Engineering', ['General', 'Releases']);
    fake.addTeam('Sales');
    const teams = await run('microsoft-teams.list_teams');
    expect(teams.result.status, JSON.stringify(teams.result.error)).toBe('succeeded');
    expect(teams.output).toEqual({
      items: [
        { id: team.id, displayName: 'Engineering', description: 'Engineering team' },
        { id: fake.teams[1]?.id, displayName: 'Sales', description: 'Sales team' },
      ],
      count: 2,
      more: false,
    });
    const channels = await run('microsoft-teams.list_channels', { teamId: team.id, limit: 1 });
    expect(channels.output).toMatchObject({
      items: [{ displayName: 'General', membershipType: 'standard' }],
      count: 1,
      more: true,
    });
    expect(fake.server.requests.some((r) => r.query.has('$top'))).toBe(false);
  });

  it('lists chats over @odata.nextLink pages of at most 50', async () => {
    for (let i = 1; i <= 60; i += 1) fake.addChat(`Chat ${i}`);
    const { output } = await run('microsoft-teams.list_chats', { returnAll: true });
    expect(output).toMatchObject({ count: 60, more: false });
    expect((output as { items: { topic: string }[] }).items.at(-1)?.topic).toBe('Chat 60');
    expect(fake.server.requests.map((r) => r.query.get('$top'))).toEqual(['50', '50']);
  });

  it('new channel message trigger: hands on each post of the channel once, oldest first', async () => {
    const team = fake.addTeam('Engineering', ['General', 'Releases']);
    const [general, releases] = [team.channels[0]?.id ?? '', team.channels[1]?.id ?? ''];
    fake.say(team.id, general, 'before the workflow was on');
    const check = poll('microsoft-teams.new_channel_message', { teamId: team.id, channelId: general });
    const texts = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return (output as { items: { content: string }[] }).items.map((m) => m.content);
    };
    expect(await texts('r1')).toEqual([]);
    fake.say(team.id, general, 'one');
    fake.say(team.id, releases, 'elsewhere');
    fake.say(team.id, general, 'two');
    expect(await texts('r2')).toEqual(['one', 'two']);
    expect(fake.server.requests.at(-1)?.query.get('$top')).toBe('50');
    expect(await texts('r3')).toEqual([]);
  });
});

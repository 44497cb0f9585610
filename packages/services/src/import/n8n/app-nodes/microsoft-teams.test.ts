import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, fromList, importApp, listed } from './testing.js';

const team = fromList('8e2c5c2f-5d7e-4a8a-9f1c-1f4b2a6d9e10', 'Support');
const channel = fromList('19:b2a1c3@thread.tacv2', 'Alerts');

describe('n8n Microsoft Teams nodes', () => {
  it('maps a channel message, a chat message (with the link n8n added reported) and the channel list', () => {
    const post = importApp('microsoftTeams', 2, {
      resource: 'channelMessage',
      teamId: team,
      channelId: channel,
      contentType: 'html',
      message: '=<b>{{ $json.title }}</b> failed',
      options: { includeLinkToWorkflow: false },
    });
    expectStep(post, 'microsoft-teams.send_channel_message', {
      teamId: '8e2c5c2f-5d7e-4a8a-9f1c-1f4b2a6d9e10',
      channelId: '19:b2a1c3@thread.tacv2',
      content: '<b>{{ steps.start.title }}</b> failed',
      html: true,
    });
    expect(post.details).toEqual([]);

    const chat = importApp('microsoftTeams', 2, {
      resource: 'chatMessage',
      chatId: { __rl: true, value: '19:abc@unq.gbl.spaces', mode: 'id' },
      message: 'Deployed',
      options: {},
    });
    expectStep(chat, 'microsoft-teams.send_chat_message', {
      chatId: '19:abc@unq.gbl.spaces',
      content: 'Deployed',
      html: false,
    });
    expect(chat.details).toEqual([expect.stringContaining('n8n added a link to the workflow')]);

    // 1.0 named the content type messageType, and added no link.
    const v1 = importApp('microsoftTeams', 1, {
      resource: 'channelMessage',
      teamId: '8e2c5c2f-5d7e-4a8a-9f1c-1f4b2a6d9e10',
      channelId: '19:b2a1c3@thread.tacv2',
      messageType: 'html',
      message: '<p>Build green</p>',
      options: {},
    });
    expectStep(v1, 'microsoft-teams.send_channel_message', {
      teamId: '8e2c5c2f-5d7e-4a8a-9f1c-1f4b2a6d9e10',
      channelId: '19:b2a1c3@thread.tacv2',
      content: '<p>Build green</p>',
      html: true,
    });
    expect(v1.details).toEqual([]);

    const channels = importApp('microsoftTeams', 2, { operation: 'getAll', teamId: team, returnAll: true });
    expectStep(channels, 'microsoft-teams.list_channels', {
      teamId: '8e2c5c2f-5d7e-4a8a-9f1c-1f4b2a6d9e10',
      returnAll: true,
    });
    expect(channels.details).toEqual([listed]);
  });

  expectPlaceholders([
    [
      'microsoftTeams',
      2,
      { teamId: 'a', name: 'Escalations' },
      'the Microsoft Teams channel "create" operation',
    ],
    [
      'microsoftTeams',
      2,
      { resource: 'task', operation: 'create', title: 'Follow up' },
      'the Microsoft Teams task "create" operation',
    ],
    [
      'microsoftTeams',
      2,
      {
        resource: 'channelMessage',
        teamId: 'a',
        channelId: 'b',
        message: 'Hi',
        options: { makeReply: '1673348720590' },
      },
      'a Teams reply in a channel thread',
    ],
  ]);
});

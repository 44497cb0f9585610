import { describe, it } from 'vitest';
import { expectPlaceholders, expectStep, fromList, importApp } from './testing.js';

describe('n8n Discord nodes', () => {
  it('maps a Discord 2.x message sent as the bot', () => {
    const { made, notes } = importApp('discord', 2, {
      resource: 'message',
      guildId: fromList('896347036838936576', 'Acme', 'https://discord.com/channels/896347036838936576'),
      channelId: {
        __rl: true,
        value: 'https://discord.com/channels/896347036838936576/1100000000000000001',
        mode: 'url',
      },
      content: '=New order {{ $json.id }}',
      options: { tts: true },
    });
    expectStep({ made, notes }, 'discord.send_message', {
      channelId: '1100000000000000001',
      content: 'New order {{ steps.start.id }}',
      tts: true,
    });
  });

  expectPlaceholders([
    [
      'discord',
      1,
      { webhookUri: 'https://discord.com/api/webhooks/1/abc', text: 'Deployed' },
      "a Discord message sent through a webhook (Flowlane's Discord step posts as a bot: call the webhook URL with an HTTP Request step)",
    ],
    [
      'discord',
      2,
      { authentication: 'webhook', content: 'Deployed' },
      "a Discord message sent through a webhook (Flowlane's Discord step posts as a bot: call the webhook URL with an HTTP Request step)",
    ],
    [
      'discord',
      2,
      { resource: 'message', sendTo: 'user', content: 'Hi' },
      'a Discord direct message to a user',
    ],
  ]);
});

import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { DiscordFake } from './fake-server.js';
import { discord } from './index.js';

const fake = new DiscordFake();
useFake(fake, () => fake.reset());

const GENERAL = '1100000000000000001';
const {
  graphOf: step,
  poll,
  runGraph: run,
} = appBench(discord, {
  credential: { id: 'dc', kind: 'bearer', fields: { token: 'discord-bot-token' } },
  apiUrl: () => fake.apiUrl,
});

describe('Discord', () => {
  it('sends a message as the bot (Authorization: Bot <token>)', async () => {
    const result = await run(step('discord.send_message', { channelId: GENERAL, content: 'Deployed' }));
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({ channel_id: GENERAL, content: 'Deployed' });
    expect(fake.server.requests[0]?.headers.authorization).toBe('Bot discord-bot-token');
    expect(fake.messages.map((m) => m.content)).toEqual(['Deployed']);
  });

  it('says Discord’s message for an unknown channel, and a wrong token without showing it', async () => {
    const missing = await run(step('discord.send_message', { channelId: '5', content: 'x' }));
    expect(missing.status).toBe('failed');
    expect(missing.error?.message).toContain('404');
    expect(missing.error?.message).toContain('Unknown Channel');
    const wrong = await run(step('discord.send_message', { channelId: GENERAL, content: 'x' }), {
      credentials: [{ id: 'dc', kind: 'bearer', fields: { token: 'nope-secret' } }],
    });
    expect(wrong.status).toBe('failed');
    expect(wrong.error?.message).toContain('401');
    expect(wrong.error?.message).not.toContain('nope-secret');
  });

  it('waits out a 429 and sends once', async () => {
    fake.rateLimitNext(1, 2);
    const result = await run(step('discord.send_message', { channelId: GENERAL, content: 'After wait' }));
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.waits).toEqual([2000]);
    expect(fake.messages.map((m) => m.content)).toEqual(['After wait']);
  });

  it('lists the channels of a server', async () => {
    const result = await run(step('discord.list_channels', { guildId: '900' }));
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toEqual([
      { id: GENERAL, name: 'general', type: 0, parentId: null },
      { id: '1100000000000000002', name: 'Voice', type: 2, parentId: null },
    ]);
    const unknown = await run(step('discord.list_channels', { guildId: '1' }));
    expect(unknown.error?.message).toContain('Unknown Guild');
  });

  it('new message trigger: notes where the channel stands, then hands on each new message once', async () => {
    fake.post(GENERAL, 'before the workflow was on');
    const check = poll('discord.new_message', { channelId: GENERAL });
    const tick = async (runId: string) => (await check(runId)).result;
    const texts = (r: Awaited<ReturnType<typeof tick>>) =>
      (stepOf(r, 's').output as { items: { content: string }[] }).items.map((m) => m.content);

    const first = await tick('r1');
    expect(first.status, JSON.stringify(first.error)).toBe('succeeded');
    expect(stepOf(first, 's').output).toMatchObject({ count: 0 });
    fake.post(GENERAL, 'one');
    fake.post(GENERAL, 'two');
    expect(texts(await tick('r2'))).toEqual(['one', 'two']);
    expect(texts(await tick('r3'))).toEqual([]);
    // Later polls ask only for messages after the newest one handed on.
    expect(fake.server.requests.at(-1)?.query.get('after')).toBe(fake.messages[2]?.id);
    fake.post(GENERAL, 'three');
    expect(texts(await tick('r4'))).toEqual(['three']);
  });
});

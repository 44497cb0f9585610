import { InMemoryCredentials, InMemoryKv, stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { AppHooks } from '../../kit/webhooks.js';
import { appBench, useFake } from '../../testing/app-bench.js';
import { testKitConfig } from '../../testing/run.js';
import { TelegramFake } from './fake-server.js';
import { telegram } from './index.js';

const fake = new TelegramFake();
useFake(fake, () => fake.server.reset());

const bot = (token = fake.token) => ({ id: 'tg', kind: 'bearer', fields: { token, baseUrl: fake.apiUrl } });
const { graphOf, runGraph } = appBench(telegram, { credential: () => bot() });
const send = (params: Record<string, unknown>, token?: string) =>
  runGraph(graphOf('telegram.send_message', params), { credentials: [bot(token)] });

describe('Telegram', () => {
  it('sends a message with the token in the path', async () => {
    const result = await send({ chatId: '42', text: '*Hi*', parseMode: 'MarkdownV2' });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({ text: '*Hi*', chat: { id: 42 } });
    expect(fake.sent.at(-1)).toEqual({ chat_id: '42', text: '*Hi*', parse_mode: 'MarkdownV2' });
  });

  it('waits out a flood limit for the retry_after Telegram gives in the body', async () => {
    fake.floodNext(1);
    const result = await send({ chatId: '42', text: 'later' });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.waits).toEqual([3000]);
  });

  it('says Telegram’s description on an error, never the token', async () => {
    const wrong = await send({ chatId: '42', text: 'x' }, '999:WRONG-secret');
    expect(wrong.status).toBe('failed');
    expect(wrong.error?.message).toContain('Unauthorized');
    expect(JSON.stringify(wrong.error)).not.toContain('WRONG-secret');
    const nowhere = await send({ chatId: '0', text: 'x' });
    expect(nowhere.error?.message).toBe(
      'Telegram POST /bot•••/sendMessage answered 400: Bad Request: chat not found',
    );
  });

  it('new message trigger: sets the webhook with a secret token, checks it, deletes the webhook', async () => {
    const hooks = new AppHooks([telegram], testKitConfig());
    const host = { credentials: new InMemoryCredentials([bot()]), kv: new InMemoryKv() };
    const node = { id: 't', serviceId: 'telegram.new_message', params: { authorization: 'tg' } };
    await hooks.enable(node, 'https://flowlane.example/hooks/tg1', host);
    expect(fake.webhook).toMatchObject({
      url: 'https://flowlane.example/hooks/tg1',
      allowed_updates: ['message'],
    });
    expect(fake.webhook?.secret_token).toMatch(/^[0-9a-f]{64}$/);

    const update = fake.update('hello bot');
    const delivery = {
      headers: update.headers,
      body: JSON.parse(update.payload),
      raw: Buffer.from(update.payload),
    };
    expect(await hooks.verify(node, delivery, host.kv)).toBe('run');
    const forged = {
      ...delivery,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'guess' },
    };
    expect(await hooks.verify(node, forged, host.kv)).toBe('refuse');

    await hooks.disable(node, host);
    expect(fake.webhook).toBeUndefined();
  });
});

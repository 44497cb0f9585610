import { list, record } from '../table-helpers.js';
import { appRow, leftOutNote, locatorId, operations } from './app-helpers.js';

// ---- Discord (2.x message send as the bot)

const DISCORD_WEBHOOK =
  "a Discord message sent through a webhook (Flowlane's Discord step posts as a bot: call the webhook URL with an HTTP Request step)";

const discordOperations = operations('Discord', ['channel', 'message.send'], {
  'message.send': (ctx) => {
    const p = ctx.params;
    if (p.sendTo === 'user') return { unmapped: 'a Discord direct message to a user' };
    const options = record(p.options);
    if (list(record(p.embeds).values).length > 0 || list(record(p.files).values).length > 0)
      ctx.needsHand('parameter', 'Embeds and files are not imported.');
    leftOutNote(ctx, options, ['tts']);
    return {
      serviceId: 'discord.send_message',
      params: {
        channelId: locatorId(
          ctx,
          p.channelId,
          (url) => /channels\/[0-9]+\/([0-9]+)/.exec(url)?.[1],
          'channel id',
        ),
        content: ctx.value(p.content ?? ''),
        ...(options.tts === true ? { tts: true } : {}),
      },
    };
  },
});

export const discord = appRow('n8n-nodes-base.discord', 'discord.send_message', (ctx) =>
  (ctx.node.typeVersion ?? 1) < 2 || ctx.params.authentication === 'webhook'
    ? { unmapped: DISCORD_WEBHOOK }
    : discordOperations(ctx),
);

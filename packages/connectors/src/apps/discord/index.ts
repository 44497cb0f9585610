import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { fieldText } from '../../kit/items.js';

/**
 * Discord HTTP API v10 (https://discord.com/developers/docs/reference): a bot token sent as
 * `Authorization: Bot <token>`, errors as `{ message, code }`, 429 with Retry-After (and `retry_after`
 * in seconds in the body). Ids are snowflakes: numbers as text that grow with time.
 */

const channelId = prop.string({
  label: 'Channel ID',
  required: true,
  placeholder: '1100000000000000000',
  help: 'The text channel’s id (Developer Mode: right-click the channel, Copy Channel ID)',
});

const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    channel_id: { type: 'string' },
    content: { type: 'string' },
    timestamp: { type: 'string' },
    author: { type: 'object', properties: { id: { type: 'string' }, username: { type: 'string' } } },
  },
};

const sendMessage = defineOperation({
  id: 'send_message',
  name: 'Send message',
  description:
    'Posts a text message (up to 2000 characters) as the bot to a Discord channel; returns the message with its id, channel id and timestamp.',
  idempotent: false,
  props: {
    channelId,
    content: prop.text({ label: 'Message', required: true, help: 'Discord markdown is allowed' }),
    tts: prop.boolean({ label: 'Text to speech', default: false }),
  },
  request: {
    method: 'POST',
    path: '/channels/{channelId}/messages',
    body: (p) => ({ content: p.content, ...(p.tts ? { tts: true } : {}) }),
  },
  outputSchema: messageSchema,
});

const listChannels = defineOperation({
  id: 'list_channels',
  name: 'List channels',
  description:
    'Lists the channels of a Discord server (guild) the bot is in: id, name, type (0 text, 2 voice, 4 category, 5 announcement) and parent category.',
  idempotent: true,
  props: {
    guildId: prop.string({ label: 'Server ID', required: true, help: 'The guild (server) id' }),
  },
  request: { method: 'GET', path: '/guilds/{guildId}/channels' },
  output: (body) =>
    (Array.isArray(body) ? body : []).map((item) => {
      const c = item as { id?: string; name?: string; type?: number; parent_id?: string | null };
      return { id: c.id, name: c.name, type: c.type, parentId: c.parent_id ?? null };
    }),
  outputSchema: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        type: { type: 'number' },
        parentId: { type: 'string' },
      },
    },
  },
});

/** A snowflake padded to 20 digits sorts as text in time order. */
const padded = (id: unknown) => String(id ?? '').padStart(20, '0');

const newMessage = definePollingTrigger({
  id: 'new_message',
  name: 'New message in channel',
  description: 'Starts the workflow with the messages posted in a Discord channel since the last check.',
  props: { channelId },
  request: (p, since) => ({
    path: `/channels/${encodeURIComponent(p.channelId)}/messages`,
    query: { limit: 100, ...(since ? { after: since.replace(/^0+(?=\d)/, '') } : {}) },
  }),
  items: (body) => z.array(z.unknown()).parse(body),
  itemId: fieldText('id'),
  itemTime: (item) => padded((item as { id?: unknown }).id),
  outputSchema: { items: messageSchema },
});

const DiscordError = z.object({ message: z.string(), code: z.number().optional() });

export const discord = defineApp({
  id: 'discord',
  name: 'Discord',
  icon: 'si:discord',
  description: 'Send messages to Discord channels as a bot, list a server’s channels, react to new messages.',
  baseUrl: 'https://discord.com/api/v10',
  auth: {
    templates: ['discord-bot'],
    kinds: ['bearer'],
    apply: (credential) => {
      const token = String(credential.fields.token ?? '');
      return {
        auth: { type: 'apiKey', in: 'header', name: 'Authorization', value: `Bot ${token}` },
        secrets: [token],
      };
    },
  },
  errorMessage: (body) => DiscordError.safeParse(body).data?.message,
  retryAfter: (body) => {
    const seconds = z.object({ retry_after: z.number() }).safeParse(body).data?.retry_after;
    return seconds === undefined ? undefined : Math.ceil(seconds * 1000);
  },
  operations: [sendMessage, listChannels],
  pollingTriggers: [newMessage],
});

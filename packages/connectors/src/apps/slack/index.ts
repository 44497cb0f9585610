import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { fieldText } from '../../kit/items.js';

/**
 * Slack Web API (https://api.slack.com/web): methods are `POST|GET /api/<method>`, a bot or user token
 * as Bearer, and every answer is `{ ok, error? }` with status 200 (a 429 carries Retry-After).
 */

const SlackAnswer = z.object({ ok: z.boolean(), error: z.string().optional() });

const channel = prop.string({
  label: 'Channel',
  required: true,
  placeholder: 'C0123456789',
  help: 'The channel id (or #name for posting)',
  optionsFrom: { loader: 'slack.channels' },
});

const sendMessage = defineOperation({
  id: 'send_message',
  name: 'Send message',
  description:
    'Posts a text message to a Slack channel (or a thread when a thread timestamp is given) and returns the posted message with its channel and ts.',
  idempotent: false,
  props: {
    channel,
    text: prop.text({ label: 'Text', required: true, help: 'Slack mrkdwn is allowed' }),
    threadTs: prop.string({
      label: 'Thread timestamp',
      help: 'Reply in the thread of this message (its ts)',
    }),
  },
  request: {
    method: 'POST',
    path: '/chat.postMessage',
    body: (p) => ({ channel: p.channel, text: p.text, ...(p.threadTs ? { thread_ts: p.threadTs } : {}) }),
  },
  output: (body) => {
    const b = body as { channel?: string; ts?: string; message?: unknown };
    return { channel: b.channel, ts: b.ts, message: b.message };
  },
  outputSchema: {
    type: 'object',
    properties: { channel: { type: 'string' }, ts: { type: 'string' }, message: { type: 'object' } },
  },
});

const listChannels = defineOperation({
  id: 'list_channels',
  name: 'List channels',
  description:
    'Lists the Slack channels the authorization can see (id, name, privacy, member count), public ones by default, archived ones left out.',
  idempotent: true,
  props: {
    types: prop.string({
      label: 'Types',
      default: 'public_channel',
      help: 'Comma-separated: public_channel, private_channel, mpim, im',
    }),
  },
  request: {
    method: 'GET',
    path: '/conversations.list',
    query: (p) => ({ types: p.types, exclude_archived: true }),
  },
  pagination: {
    mode: 'cursor',
    itemsPath: 'channels',
    cursorPath: 'response_metadata.next_cursor',
    cursorParam: 'cursor',
    sizeParam: 'limit',
  },
  output: (item) => {
    const c = item as { id?: string; name?: string; is_private?: boolean; num_members?: number };
    return { id: c.id, name: c.name, isPrivate: c.is_private ?? false, members: c.num_members };
  },
  outputSchema: {
    items: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        isPrivate: { type: 'boolean' },
        members: { type: 'number' },
      },
    },
  },
});

const UploadUrl = z.object({ upload_url: z.string().url(), file_id: z.string() });

/** Slack's upload is three calls (files.getUploadURLExternal, the bytes, files.completeUploadExternal). */
const uploadFile = defineOperation({
  id: 'upload_file',
  name: 'Upload file',
  description:
    'Uploads a file (text, or base64 bytes) to Slack and shares it in a channel with an optional comment; returns the file id and title.',
  idempotent: false,
  props: {
    channel,
    filename: prop.string({ label: 'File name', required: true, placeholder: 'report.csv' }),
    content: prop.text({ label: 'Content', required: true, help: 'The file as text, or base64 bytes' }),
    base64: prop.boolean({ label: 'Content is base64', default: false }),
    title: prop.string({ label: 'Title' }),
    comment: prop.text({ label: 'Comment', help: 'A message posted with the file' }),
  },
  outputSchema: {
    type: 'object',
    properties: { id: { type: 'string' }, title: { type: 'string' } },
  },
  run: async ({ params, request }) => {
    const bytes = params.base64 ? Buffer.from(params.content, 'base64') : Buffer.from(params.content, 'utf8');
    const ticket = UploadUrl.parse(
      (
        await request({
          method: 'POST',
          path: '/files.getUploadURLExternal',
          body: { type: 'form', fields: { filename: params.filename, length: bytes.length } },
        })
      ).body,
    );
    // The upload URL is Slack's own, signed; it takes the bytes without the token.
    await request({
      method: 'POST',
      path: ticket.upload_url,
      body: { type: 'multipart', files: [{ field: 'file', filename: params.filename, content: bytes }] },
    });
    const done = await request({
      method: 'POST',
      path: '/files.completeUploadExternal',
      body: {
        type: 'json',
        data: {
          files: [{ id: ticket.file_id, title: params.title || params.filename }],
          channel_id: params.channel,
          ...(params.comment ? { initial_comment: params.comment } : {}),
        },
      },
    });
    const file = z
      .object({ files: z.array(z.object({ id: z.string(), title: z.string().optional() })) })
      .parse(done.body).files[0];
    return { id: file?.id, title: file?.title };
  },
});

const newMessage = definePollingTrigger({
  id: 'new_message',
  name: 'New message in channel',
  description: 'Starts the workflow with the messages posted in a Slack channel since the last check.',
  props: { channel },
  request: (p, since) => ({
    path: '/conversations.history',
    query: { channel: p.channel, limit: 100, ...(since ? { oldest: since, inclusive: true } : {}) },
  }),
  items: (body) => z.object({ messages: z.array(z.unknown()) }).parse(body).messages,
  itemId: fieldText('ts'),
  // Slack's ts ("1700000000.000100") is seconds with six decimals: it sorts as text (until 2286).
  itemTime: fieldText('ts'),
  outputSchema: {
    items: {
      type: 'object',
      properties: { ts: { type: 'string' }, user: { type: 'string' }, text: { type: 'string' } },
    },
  },
});

export const slack = defineApp({
  id: 'slack',
  name: 'Slack',
  // Simple Icons does not carry Slack's logo (its owner asked for removal): a Material icon.
  icon: 'chat',
  description: 'Send messages and files to Slack channels, list channels, react to new messages.',
  baseUrl: 'https://slack.com/api',
  auth: { templates: ['slack', 'slack-bot'], kinds: ['oauth2', 'bearer'] },
  bodyError: (body) => {
    const answer = SlackAnswer.safeParse(body);
    return answer.success && !answer.data.ok ? (answer.data.error ?? 'not ok') : undefined;
  },
  errorMessage: (body) => SlackAnswer.safeParse(body).data?.error,
  operations: [sendMessage, uploadFile, listChannels],
  pollingTriggers: [newMessage],
  optionLoaders: [
    {
      id: 'channels',
      request: () => ({
        path: '/conversations.list',
        query: { types: 'public_channel,private_channel', exclude_archived: true, limit: 1000 },
      }),
      items: (body) => z.object({ channels: z.array(z.unknown()) }).safeParse(body).data?.channels ?? [],
      option: (item) => {
        const channel = z.object({ id: z.string(), name: z.string() }).safeParse(item).data;
        return channel && { value: channel.id, label: `#${channel.name}` };
      },
    },
  ],
});

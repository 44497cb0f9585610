import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { GRAPH_BASE_URL, graphAuth, graphErrorMessage, graphPages } from '../microsoft-graph/graph.js';

/**
 * Microsoft Teams on Microsoft Graph (https://learn.microsoft.com/en-us/graph/teams-concept-overview):
 * messages posted as the signed-in user to a channel (`/teams/{team}/channels/{channel}/messages`) or a
 * chat (`/chats/{chat}/messages`) with a body of text or HTML; the teams the user joined, their
 * channels and the user's chats listed as Graph collections.
 */

const str = { type: 'string' };
const Named = z.object({ id: z.string(), displayName: z.string().nullish() });

const ChatMessage = z.object({
  id: z.string(),
  createdDateTime: z.string().nullish(),
  subject: z.string().nullish(),
  body: z.object({ contentType: z.string().optional(), content: z.string().optional() }).nullish(),
  from: z
    .object({ user: z.object({ id: z.string().nullish(), displayName: z.string().nullish() }).nullish() })
    .nullish(),
  webUrl: z.string().nullish(),
  chatId: z.string().nullish(),
  channelIdentity: z.object({ teamId: z.string().nullish(), channelId: z.string().nullish() }).nullish(),
});

/** A posted chatMessage as a flat object. */
function simpleMessage(body: unknown) {
  const m = ChatMessage.parse(body);
  return {
    id: m.id,
    createdDateTime: m.createdDateTime ?? '',
    subject: m.subject ?? '',
    contentType: m.body?.contentType ?? '',
    content: m.body?.content ?? '',
    fromUserId: m.from?.user?.id ?? '',
    fromName: m.from?.user?.displayName ?? '',
    webUrl: m.webUrl ?? '',
    chatId: m.chatId ?? '',
    teamId: m.channelIdentity?.teamId ?? '',
    channelId: m.channelIdentity?.channelId ?? '',
  };
}
const messageSchema = {
  type: 'object',
  properties: Object.fromEntries(
    [
      'id',
      'createdDateTime',
      'subject',
      'contentType',
      'content',
      'fromUserId',
      'fromName',
      'webUrl',
      'chatId',
      'teamId',
      'channelId',
    ].map((k) => [k, str]),
  ),
};

const teamId = prop.string({
  label: 'Team ID',
  required: true,
  help: 'The team’s id (a GUID): List teams gives it, or the groupId in a link to the team',
});
const content = prop.text({ label: 'Message', required: true });
const html = prop.boolean({ label: 'Message is HTML', default: false });

const channelId = prop.string({
  label: 'Channel ID',
  required: true,
  help: 'e.g. 19:abc…@thread.tacv2: List channels gives it',
});

const sendChannelMessage = defineOperation({
  id: 'send_channel_message',
  name: 'Send channel message',
  description:
    'Posts a new message (text or HTML, with an optional subject) to a channel of a Microsoft Teams team as the signed-in user; returns the message id, time and link.',
  idempotent: false,
  props: {
    teamId,
    channelId,
    content,
    html,
    subject: prop.string({ label: 'Subject', help: 'A title above the post' }),
  },
  request: {
    method: 'POST',
    path: '/teams/{teamId}/channels/{channelId}/messages',
    body: (p) => ({
      body: { contentType: p.html ? 'html' : 'text', content: p.content },
      ...(p.subject ? { subject: p.subject } : {}),
    }),
  },
  output: simpleMessage,
  outputSchema: messageSchema,
});

const sendChatMessage = defineOperation({
  id: 'send_chat_message',
  name: 'Send chat message',
  description:
    'Sends a message (text or HTML) to a Microsoft Teams chat (one-on-one, group or meeting chat) as the signed-in user; returns the message id, time and link.',
  idempotent: false,
  props: {
    chatId: prop.string({
      label: 'Chat ID',
      required: true,
      help: 'e.g. 19:…@thread.v2 or 19:…@unq.gbl.spaces: List chats gives it',
    }),
    content,
    html,
  },
  request: {
    method: 'POST',
    path: '/chats/{chatId}/messages',
    body: (p) => ({ body: { contentType: p.html ? 'html' : 'text', content: p.content } }),
  },
  output: simpleMessage,
  outputSchema: messageSchema,
});

const listTeams = defineOperation({
  id: 'list_teams',
  name: 'List teams',
  description:
    'Lists the Microsoft Teams teams the signed-in user is a member of; returns each team’s id, name and description.',
  idempotent: true,
  props: {},
  request: { method: 'GET', path: '/me/joinedTeams' },
  // joinedTeams takes no $top: one collection, paged only if Graph says so.
  pagination: graphPages({ top: false }),
  output: (team) => {
    const t = Named.extend({ description: z.string().nullish() }).parse(team);
    return { id: t.id, displayName: t.displayName ?? '', description: t.description ?? '' };
  },
  outputSchema: {
    items: { type: 'object', properties: { id: str, displayName: str, description: str } },
  },
});

const listChannels = defineOperation({
  id: 'list_channels',
  name: 'List channels',
  description:
    'Lists the channels of a Microsoft Teams team that the signed-in user can see; returns each channel’s id, name, description, membership type (standard, private, shared) and link.',
  idempotent: true,
  props: { teamId },
  request: { method: 'GET', path: '/teams/{teamId}/channels' },
  pagination: graphPages({ top: false }),
  output: (channel) => {
    const c = Named.extend({
      description: z.string().nullish(),
      membershipType: z.string().nullish(),
      webUrl: z.string().nullish(),
    }).parse(channel);
    return {
      id: c.id,
      displayName: c.displayName ?? '',
      description: c.description ?? '',
      membershipType: c.membershipType ?? '',
      webUrl: c.webUrl ?? '',
    };
  },
  outputSchema: {
    items: {
      type: 'object',
      properties: { id: str, displayName: str, description: str, membershipType: str, webUrl: str },
    },
  },
});

const listChats = defineOperation({
  id: 'list_chats',
  name: 'List chats',
  description:
    'Lists the signed-in user’s Microsoft Teams chats (one-on-one, group and meeting chats); returns each chat’s id, topic, type, times and link.',
  idempotent: true,
  props: {},
  request: { method: 'GET', path: '/me/chats' },
  pagination: graphPages({ top: true, maxPageSize: 50 }),
  output: (chat) => {
    const c = z
      .object({
        id: z.string(),
        topic: z.string().nullish(),
        chatType: z.string().nullish(),
        createdDateTime: z.string().nullish(),
        lastUpdatedDateTime: z.string().nullish(),
        webUrl: z.string().nullish(),
      })
      .parse(chat);
    return {
      id: c.id,
      topic: c.topic ?? '',
      chatType: c.chatType ?? '',
      createdDateTime: c.createdDateTime ?? '',
      lastUpdatedDateTime: c.lastUpdatedDateTime ?? '',
      webUrl: c.webUrl ?? '',
    };
  },
  outputSchema: {
    items: {
      type: 'object',
      properties: {
        id: str,
        topic: str,
        chatType: str,
        createdDateTime: str,
        lastUpdatedDateTime: str,
        webUrl: str,
      },
    },
  },
});

/**
 * New posts in a channel: the channel's newest messages (Graph lists at most 50 a page and cannot filter
 * them by time), handed on when newer than the cursor. Replies in threads are not posts of the channel.
 */
const newChannelMessage = definePollingTrigger({
  id: 'new_channel_message',
  name: 'New channel message',
  description:
    'Starts the workflow with the messages posted in a Microsoft Teams channel since the last check (new posts, not replies), each with its text, sender and link.',
  props: { teamId, channelId },
  request: (p) => ({
    path: `/teams/${encodeURIComponent(p.teamId)}/channels/${encodeURIComponent(p.channelId)}/messages`,
    query: { $top: 50 },
  }),
  items: (body) =>
    z
      .object({ value: z.array(z.unknown()) })
      .parse(body)
      .value.map(simpleMessage),
  itemId: (item) => (item as { id: string }).id,
  // Graph's times are ISO in UTC: they sort as text.
  itemTime: (item) => (item as { createdDateTime: string }).createdDateTime,
  outputSchema: { items: messageSchema },
});

export const microsoftTeams = defineApp({
  id: 'microsoft-teams',
  name: 'Microsoft Teams',
  // Simple Icons dropped Microsoft's logos at Microsoft's request: a Material icon the web draws.
  icon: 'chat',
  description: 'Post to channels and chats; list teams, channels and chats; react to new channel messages.',
  baseUrl: GRAPH_BASE_URL,
  auth: graphAuth,
  errorMessage: graphErrorMessage,
  operations: [sendChannelMessage, sendChatMessage, listTeams, listChannels, listChats],
  pollingTriggers: [newChannelMessage],
});

import type { FakeAnswer } from '../../testing/fake-server.js';
import { GraphFake } from '../microsoft-graph/fake-server.js';

/**
 * Microsoft Teams on Microsoft Graph as our operations use it: `/me/joinedTeams`, `/teams/{id}/channels`,
 * a channel's messages (newest first, `$top` 1..50)
 * (no `$top`: Graph answers 400 to it), `/me/chats` (`$top` 1..50), and chatMessages posted to a channel
 * or a chat (`{ body: { contentType: text|html, content }, subject? }`, 201 with the message; an empty
 * body is refused, an unknown team, channel or chat is 404 `NotFound`).
 */
export interface FakeTeam {
  id: string;
  displayName: string;
  description: string;
  channels: { id: string; displayName: string; description: string; membershipType: string }[];
}
export interface FakeChatMessage {
  id: string;
  teamId?: string;
  channelId?: string;
  chatId?: string;
  subject: string | null;
  body: { contentType: string; content: string };
  createdDateTime: string;
}

export class TeamsFake extends GraphFake {
  readonly user = { id: 'u-ada', displayName: 'Ada Lovelace' };
  readonly teams: FakeTeam[] = [];
  readonly chats: { id: string; topic: string | null; chatType: string; createdDateTime: string }[] = [];
  readonly posted: FakeChatMessage[] = [];
  private ids = 0;

  addTeam(displayName: string, channels: string[] = ['General']): FakeTeam {
    this.ids += 1;
    const id = `00000000-0000-0000-0000-${String(this.ids).padStart(12, '0')}`;
    const team: FakeTeam = {
      id,
      displayName,
      description: `${displayName} team`,
      channels: channels.map((name, i) => ({
        id: `19:${id.slice(-4)}c${i}@thread.tacv2`,
        displayName: name,
        description: '',
        membershipType: 'standard',
      })),
    };
    this.teams.push(team);
    return team;
  }

  /** Someone posts in a channel. */
  say(teamId: string, channelId: string, content: string): FakeChatMessage {
    this.ids += 1;
    const message: FakeChatMessage = {
      id: String(1_700_000_000_000 + this.ids),
      teamId,
      channelId,
      subject: null,
      body: { contentType: 'text', content },
      createdDateTime: this.now(),
    };
    this.posted.push(message);
    return message;
  }

  addChat(topic: string | null, chatType = 'group'): string {
    this.ids += 1;
    const id = `19:chat${this.ids}@thread.v2`;
    this.chats.push({ id, topic, chatType, createdDateTime: this.now() });
    return id;
  }

  private post(
    where: { teamId?: string; channelId?: string; chatId?: string },
    body: unknown,
    webUrl: string,
  ): FakeAnswer {
    const sent = (body ?? {}) as { body?: { contentType?: string; content?: string }; subject?: string };
    const contentType = (sent.body?.contentType ?? 'text').toLowerCase();
    if (!sent.body?.content || !['text', 'html'].includes(contentType)) {
      return this.error(400, 'BadRequest', 'Message body cannot be empty.');
    }
    this.ids += 1;
    const message: FakeChatMessage = {
      id: String(1_700_000_000_000 + this.ids),
      ...where,
      subject: sent.subject ?? null,
      body: { contentType, content: sent.body.content },
      createdDateTime: this.now(),
    };
    this.posted.push(message);
    return { status: 201, body: this.messageJson(message, webUrl) };
  }

  /** A chatMessage as Graph answers it. */
  private messageJson(message: FakeChatMessage, webUrl: string) {
    return {
      id: message.id,
      replyToId: null,
      messageType: 'message',
      createdDateTime: message.createdDateTime,
      lastModifiedDateTime: message.createdDateTime,
      subject: message.subject,
      importance: 'normal',
      webUrl: `${webUrl}/${message.id}`,
      from: { application: null, device: null, user: { ...this.user, userIdentityType: 'aadUser' } },
      body: message.body,
      ...(message.chatId
        ? { chatId: message.chatId, channelIdentity: null }
        : { chatId: null, channelIdentity: { teamId: message.teamId, channelId: message.channelId } }),
      attachments: [],
      mentions: [],
    };
  }

  private noTop(query: URLSearchParams): FakeAnswer | undefined {
    return query.has('$top')
      ? this.error(400, 'BadRequest', "Query option 'Top' is not allowed.")
      : undefined;
  }

  protected override routes(): void {
    this.route('GET', '/me/joinedTeams', (r) => {
      return (
        this.noTop(r.query) ??
        this.page(
          r,
          this.teams.map((t) => ({
            id: t.id,
            displayName: t.displayName,
            description: t.description,
            isArchived: false,
            tenantId: 'tenant-1',
          })),
          { defaultTop: 1000, maxTop: 1000 },
        )
      );
    });
    this.route('GET', '/teams/:team/channels', (r) => {
      const team = this.teams.find((t) => t.id === r.params.team);
      if (!team) return this.error(404, 'NotFound', `No team found with Group Id ${r.params.team}`);
      return (
        this.noTop(r.query) ??
        this.page(
          r,
          team.channels.map((c) => ({
            ...c,
            createdDateTime: '2026-01-01T00:00:00Z',
            email: '',
            webUrl: `https://teams.microsoft.com/l/channel/${encodeURIComponent(c.id)}`,
          })),
          { defaultTop: 1000, maxTop: 1000 },
        )
      );
    });
    this.route('GET', '/me/chats', (r) =>
      this.page(
        r,
        this.chats.map((c) => ({
          ...c,
          lastUpdatedDateTime: c.createdDateTime,
          tenantId: 'tenant-1',
          webUrl: `https://teams.microsoft.com/l/chat/${encodeURIComponent(c.id)}/0`,
        })),
        { defaultTop: 50, maxTop: 50 },
      ),
    );
    // A channel's posts, newest first; `$top` 1..50 (no time filter on this list).
    this.route('GET', '/teams/:team/channels/:channel/messages', (r) => {
      const team = this.teams.find((t) => t.id === r.params.team);
      if (!team) return this.error(404, 'NotFound', `No team found with Group Id ${r.params.team}`);
      const channel = team.channels.find((c) => c.id === r.params.channel);
      if (!channel) return this.error(404, 'NotFound', 'Channel not found');
      const top = Number(r.query.get('$top') ?? 20);
      if (!Number.isInteger(top) || top < 1 || top > 50)
        return this.error(
          400,
          'BadRequest',
          'Invalid page size specified: Must be between 1 and 50 inclusive.',
        );
      const webUrl = `https://teams.microsoft.com/l/message/${encodeURIComponent(channel.id)}`;
      const value = this.posted
        .filter((m) => m.channelId === channel.id)
        .slice(-top)
        .reverse()
        .map((m) => this.messageJson(m, webUrl));
      return { body: { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#chatMessages', value } };
    });
    this.route('POST', '/teams/:team/channels/:channel/messages', (r) => {
      const team = this.teams.find((t) => t.id === r.params.team);
      if (!team) return this.error(404, 'NotFound', `No team found with Group Id ${r.params.team}`);
      const channel = team.channels.find((c) => c.id === r.params.channel);
      if (!channel) return this.error(404, 'NotFound', 'Channel not found');
      return this.post(
        { teamId: team.id, channelId: channel.id },
        r.body,
        `https://teams.microsoft.com/l/message/${encodeURIComponent(channel.id)}`,
      );
    });
    this.route('POST', '/chats/:chat/messages', (r) => {
      const chat = this.chats.find((c) => c.id === r.params.chat);
      if (!chat) return this.error(404, 'NotFound', 'Chat not found');
      return this.post(
        { chatId: chat.id },
        r.body,
        `https://teams.microsoft.com/l/message/${encodeURIComponent(chat.id)}`,
      );
    });
  }
}

import { AppFake, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/**
 * Discord's HTTP API as our operations use it (https://discord.com/developers/docs/resources/message):
 * `Authorization: Bot <token>` (401 `{ message: '401: Unauthorized', code: 0 }`), 404 `Unknown Channel`
 * (code 10003) and `Unknown Guild` (10004), 400 `Cannot send an empty message` (50006), message lists
 * newest first with `limit` (1-100) and `after`/`before` snowflakes.
 */
export interface FakeDiscordMessage {
  id: string;
  channel_id: string;
  content: string;
  tts: boolean;
  timestamp: string;
  author: { id: string; username: string; bot?: boolean };
}

export interface FakeDiscordChannel {
  id: string;
  name: string;
  type: number;
  parent_id: string | null;
  guild_id: string;
}

export class DiscordFake extends AppFake {
  readonly tokens = new Set(['discord-bot-token']);
  readonly channels: FakeDiscordChannel[] = [];
  readonly messages: FakeDiscordMessage[] = [];
  private lastId = 1100000000000000000n;

  constructor() {
    super();
    this.reset();
  }

  reset(): void {
    this.server.reset();
    this.channels.length = 0;
    this.messages.length = 0;
    this.channels.push(
      { id: '1100000000000000001', name: 'general', type: 0, parent_id: null, guild_id: '900' },
      { id: '1100000000000000002', name: 'Voice', type: 2, parent_id: null, guild_id: '900' },
    );
  }

  private nextId(): string {
    this.lastId += 1000n;
    return String(this.lastId);
  }

  /** Someone posts in a channel. */
  post(channelId: string, content: string, author = 'alice'): FakeDiscordMessage {
    const id = this.nextId();
    const message: FakeDiscordMessage = {
      id,
      channel_id: channelId,
      content,
      tts: false,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, this.messages.length)).toISOString(),
      author: { id: '42', username: author },
    };
    this.messages.push(message);
    return message;
  }

  private authed(
    request: FakeRequest & { params: Record<string, string> },
    answer: () => FakeAnswer,
  ): FakeAnswer {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bot ') || !this.tokens.has(header.slice(4))) {
      return { status: 401, body: { message: '401: Unauthorized', code: 0 } };
    }
    return answer();
  }

  private channel(id: string | undefined): FakeDiscordChannel | undefined {
    return this.channels.find((c) => c.id === id);
  }

  protected routes(): void {
    const s = this.server;
    const unknownChannel = { status: 404, body: { message: 'Unknown Channel', code: 10003 } };
    s.route('POST', '/channels/:id/messages', (r) =>
      this.authed(r, () => {
        const channel = this.channel(r.params.id);
        if (!channel) return unknownChannel;
        const body = r.body as { content?: string; tts?: boolean };
        if (!body.content)
          return { status: 400, body: { message: 'Cannot send an empty message', code: 50006 } };
        if (body.content.length > 2000) {
          return {
            status: 400,
            body: { message: 'Invalid Form Body', code: 50035, errors: { content: { _errors: [] } } },
          };
        }
        const message = this.post(channel.id, body.content, 'flowlane-bot');
        message.author.bot = true;
        message.tts = body.tts ?? false;
        return { body: message };
      }),
    );
    s.route('GET', '/channels/:id/messages', (r) =>
      this.authed(r, () => {
        const channel = this.channel(r.params.id);
        if (!channel) return unknownChannel;
        const limit = Number(r.query.get('limit') ?? 50);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
          return { status: 400, body: { message: 'Invalid Form Body', code: 50035 } };
        }
        const after = r.query.get('after');
        const before = r.query.get('before');
        let list = this.messages.filter((m) => m.channel_id === channel.id);
        if (after) {
          // Discord answers the messages right after `after`, still newest first.
          list = list.filter((m) => BigInt(m.id) > BigInt(after)).slice(0, limit);
        } else {
          if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
          list = list.slice(-limit);
        }
        return { body: [...list].reverse() };
      }),
    );
    s.route('GET', '/guilds/:id/channels', (r) =>
      this.authed(r, () => {
        const list = this.channels.filter((c) => c.guild_id === r.params.id);
        return list.length > 0
          ? { body: list }
          : { status: 404, body: { message: 'Unknown Guild', code: 10004 } };
      }),
    );
  }

  /** Discord's global rate limit: 429 with Retry-After and `retry_after` in seconds. */
  rateLimitNext(count: number, seconds: number): void {
    this.server.rateLimitNext(count, String(seconds));
  }
}

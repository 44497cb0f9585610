import { AppFake, bearerOf, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/**
 * Slack's Web API as our operations use it (https://api.slack.com/methods): Bearer tokens, `{ok:false,
 * error}` with status 200 for refusals, cursor pagination (`limit`, `cursor`,
 * `response_metadata.next_cursor`), conversations.history newest first with `oldest`/`inclusive`, and
 * the three-call external upload.
 */
export interface SlackMessage {
  ts: string;
  user: string;
  text: string;
  thread_ts?: string;
}

export class SlackFake extends AppFake {
  protected override readonly basePath = '/api';
  readonly tokens = new Set(['xoxb-test']);
  readonly channels = Array.from({ length: 7 }, (_, i) => ({
    id: `C${String(i + 1).padStart(8, '0')}`,
    name: `channel-${i + 1}`,
    is_private: false,
    is_archived: i === 6,
    num_members: i + 2,
  }));
  readonly messages = new Map<string, SlackMessage[]>();
  readonly uploads = new Map<string, { filename: string; length: number; bytes?: Buffer; title?: string }>();
  private clock = 1_700_000_000;

  /** Adds a message to a channel as someone else posting it; returns its ts. */
  post(channel: string, text: string, user = 'U0OTHER'): string {
    this.clock += 1;
    const ts = `${this.clock}.000100`;
    this.messages.set(channel, [...(this.messages.get(channel) ?? []), { ts, user, text }]);
    return ts;
  }

  private authed(request: FakeRequest, answer: () => FakeAnswer): FakeAnswer {
    const token = bearerOf(request);
    if (!token) return { body: { ok: false, error: 'not_authed' } };
    if (!this.tokens.has(token)) return { body: { ok: false, error: 'invalid_auth' } };
    return answer();
  }

  protected routes(): void {
    const s = this.server;
    s.route('POST', '/api/chat.postMessage', (r) =>
      this.authed(r, () => {
        const body = r.body as { channel?: string; text?: string; thread_ts?: string };
        if (!body.channel) return { body: { ok: false, error: 'channel_not_found' } };
        if (!body.text) return { body: { ok: false, error: 'no_text' } };
        const ts = this.post(body.channel, body.text, 'UBOT');
        const message = {
          ts,
          user: 'UBOT',
          text: body.text,
          ...(body.thread_ts ? { thread_ts: body.thread_ts } : {}),
        };
        return { body: { ok: true, channel: body.channel, ts, message } };
      }),
    );
    s.route('GET', '/api/conversations.list', (r) =>
      this.authed(r, () => {
        const limit = Math.min(Number(r.query.get('limit') ?? 100), 1000);
        const start = Number(r.query.get('cursor')?.replace('dGVhbTo', '') || 0);
        const visible = this.channels.filter(
          (c) => r.query.get('exclude_archived') !== 'true' || !c.is_archived,
        );
        const page = visible.slice(start, start + limit);
        const next = start + limit < visible.length ? `dGVhbTo${start + limit}` : '';
        return { body: { ok: true, channels: page, response_metadata: { next_cursor: next } } };
      }),
    );
    s.route('GET', '/api/conversations.history', (r) =>
      this.authed(r, () => {
        const channel = r.query.get('channel') ?? '';
        if (!this.channels.some((c) => c.id === channel))
          return { body: { ok: false, error: 'channel_not_found' } };
        const oldest = r.query.get('oldest');
        const inclusive = r.query.get('inclusive') === 'true';
        const all = [...(this.messages.get(channel) ?? [])]
          .filter((m) => !oldest || (inclusive ? m.ts >= oldest : m.ts > oldest))
          .reverse();
        const limit = Number(r.query.get('limit') ?? 100);
        return { body: { ok: true, messages: all.slice(0, limit), has_more: all.length > limit } };
      }),
    );
    s.route('POST', '/api/files.getUploadURLExternal', (r) =>
      this.authed(r, () => {
        const body = r.body as { filename?: string; length?: string };
        if (!body.filename || !body.length) return { body: { ok: false, error: 'invalid_arguments' } };
        const id = `F${this.uploads.size + 1}`;
        this.uploads.set(id, { filename: body.filename, length: Number(body.length) });
        return { body: { ok: true, upload_url: `${s.url}/upload/${id}`, file_id: id } };
      }),
    );
    s.route('POST', '/upload/:id', (r) => {
      const upload = this.uploads.get(r.params.id ?? '');
      if (!upload) return { status: 404, body: 'unknown upload' };
      upload.bytes = r.raw;
      return { status: 200, body: `OK - ${r.raw.length}` };
    });
    s.route('POST', '/api/files.completeUploadExternal', (r) =>
      this.authed(r, () => {
        const body = r.body as { files?: { id: string; title?: string }[]; channel_id?: string };
        const files = (body.files ?? []).map((f) => {
          const upload = this.uploads.get(f.id);
          if (!upload?.bytes) return undefined;
          upload.title = f.title;
          return { id: f.id, title: f.title ?? upload.filename, name: upload.filename };
        });
        if (files.some((f) => f === undefined)) return { body: { ok: false, error: 'file_not_found' } };
        return { body: { ok: true, files } };
      }),
    );
  }

  /** The API's base URL (what the app's `baseUrl` is in production). */
}

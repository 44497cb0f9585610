import { randomUUID } from 'node:crypto';
import { AppFake, bearerOf, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

type Routed = FakeRequest & { params: Record<string, string> };

/**
 * What every Microsoft Graph fake shares (the apps' own fakes extend it): paths under `/v1.0`, OAuth2
 * Bearer tokens (401 `InvalidAuthenticationToken` otherwise), errors as
 * `{ error: { code, message, innerError: { date, request-id, client-request-id } } }`, collections as
 * `{ @odata.context, value }` with `$top` pages and an `@odata.nextLink` that carries the request's
 * query and an opaque `$skiptoken`, and times in UTC whole seconds (`2026-12-01T00:00:01Z`).
 */
/** The authorization the Graph fakes accept, as a test's workflow names it. */
export const GRAPH_TEST_CREDENTIAL = { id: 'ms', kind: 'oauth2', fields: { accessToken: 'graph.test' } };

export class GraphFake extends AppFake {
  // The apps are pointed at Graph's `https://graph.microsoft.com/v1.0`.
  protected override readonly basePath = '/v1.0';
  readonly tokens = new Set([GRAPH_TEST_CREDENTIAL.fields.accessToken]);
  private clock = Date.UTC(2026, 11, 1);

  /** The next second, as Graph writes times. */
  protected now(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString().replace('.000Z', 'Z');
  }

  error(status: number, code: string, message: string): FakeAnswer {
    const id = randomUUID();
    return {
      status,
      body: {
        error: {
          code,
          message,
          innerError: { date: new Date().toISOString(), 'request-id': id, 'client-request-id': id },
        },
      },
    };
  }

  notFound(message = 'The resource could not be found.'): FakeAnswer {
    return this.error(404, 'itemNotFound', message);
  }

  /** Routes a Graph path (under /v1.0) that needs the Bearer token. */
  protected route(
    method: string,
    path: string,
    handler: (r: Routed) => FakeAnswer | Promise<FakeAnswer>,
  ): void {
    this.server.route(method, `/v1.0${path}`, (r) => {
      const token = bearerOf(r);
      if (!token) return this.error(401, 'InvalidAuthenticationToken', 'Access token is empty.');
      if (!this.tokens.has(token)) {
        return this.error(401, 'InvalidAuthenticationToken', 'Access token validation failure.');
      }
      return handler(r);
    });
  }

  /** A collection page: `$top` items (up to `maxTop`) from the `$skiptoken`'s offset. */
  page(r: FakeRequest, items: unknown[], options: { defaultTop: number; maxTop: number }): FakeAnswer {
    const top = Number(r.query.get('$top') ?? options.defaultTop);
    if (!Number.isInteger(top) || top < 1 || top > options.maxTop) {
      return this.error(400, 'BadRequest', `Invalid value for $top: ${r.query.get('$top')}`);
    }
    const token = r.query.get('$skiptoken');
    const from = token
      ? Number(
          Buffer.from(token, 'base64url')
            .toString()
            .replace(/^skip:/, ''),
        )
      : 0;
    if (!Number.isInteger(from) || from < 0) return this.error(400, 'BadRequest', 'Invalid $skiptoken.');
    const body: Record<string, unknown> = {
      '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#${r.path.replace(/^\/v1\.0\//, '')}`,
      value: items.slice(from, from + top),
    };
    if (from + top < items.length) {
      const next = new URLSearchParams(r.query);
      next.set('$skiptoken', Buffer.from(`skip:${from + top}`).toString('base64url'));
      body['@odata.nextLink'] = `${this.server.url}${r.path}?${next}`;
    }
    return { body };
  }

  /** The app's routes; the subclass's. */
  protected routes(): void {}
}

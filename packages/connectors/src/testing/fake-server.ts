import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as an app's fake server received it. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The body parsed by its content type (JSON, form), else its text. */
  body: unknown;
  raw: Buffer;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest, server: FakeApiServer) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A local stand-in for an app's API: routes by `METHOD /path` (a `:name` segment matches anything and
 * lands in `params`), records every request, and can answer the next requests with 429 (rate limits).
 */
export class FakeApiServer {
  readonly requests: FakeRequest[] = [];
  private readonly routes: { method: string; pattern: RegExp; names: string[]; handler: FakeHandler }[] = [];
  private server: Server | undefined;
  private rateLimited: { count: number; retryAfter: string }[] = [];
  url = '';

  route(
    method: string,
    path: string,
    handler: (
      request: FakeRequest & { params: Record<string, string> },
      server: FakeApiServer,
    ) => FakeAnswer | Promise<FakeAnswer>,
  ): this {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    this.routes.push({
      method,
      pattern,
      names,
      handler: (request, server) => {
        const match = pattern.exec(request.path);
        const params: Record<string, string> = {};
        names.forEach((name, i) => {
          params[name] = decodeURIComponent(match?.[i + 1] ?? '');
        });
        return handler({ ...request, params }, server);
      },
    });
    return this;
  }

  /** The next `count` requests get 429 with this Retry-After. */
  rateLimitNext(count: number, retryAfter = '1'): void {
    this.rateLimited.push({ count, retryAfter });
  }

  /** Forgets what was recorded and any rate limit still to come. */
  reset(): void {
    this.requests.length = 0;
    this.rateLimited = [];
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: String(error) }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://fake');
    const type = request.headers['content-type'] ?? '';
    const text = raw.toString('utf8');
    const body =
      type.includes('json') && text
        ? JSON.parse(text)
        : type.includes('x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(text))
          : text;
    const received: FakeRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
      raw,
    };
    this.requests.push(received);
    const limit = this.rateLimited[0];
    let answer: FakeAnswer;
    if (limit) {
      limit.count -= 1;
      if (limit.count <= 0) this.rateLimited.shift();
      answer = {
        status: 429,
        headers: { 'retry-after': limit.retryAfter },
        body: { message: 'rate limited' },
      };
    } else {
      const route = this.routes.find((r) => r.method === received.method && r.pattern.test(received.path));
      answer = route ? await route.handler(received, this) : { status: 404, body: { message: 'Not Found' } };
    }
    const payload =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    response.writeHead(answer.status ?? 200, {
      ...(typeof answer.body === 'string' ? {} : { 'content-type': 'application/json' }),
      ...answer.headers,
    });
    response.end(payload);
  }
}

/** The Bearer token of a request, or undefined. */
export function bearerOf(request: FakeRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * What every app's fake shares: its server, started with the app's routes, and the base URL the app is
 * pointed at (the server's address and the path its API lives under).
 */
export abstract class AppFake {
  readonly server = new FakeApiServer();
  /** Where the API lives on the server, as the app's base URL ends (`/v1`, `/gmail/v1`). */
  protected readonly basePath: string = '';

  /** The app's routes on `this.server`, set before it listens. */
  protected abstract routes(): void;

  async start(): Promise<this> {
    this.routes();
    await this.server.start();
    return this;
  }

  get apiUrl(): string {
    return `${this.server.url}${this.basePath}`;
  }

  close(): Promise<void> {
    return this.server.close();
  }
}

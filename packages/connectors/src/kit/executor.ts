import { type Credential, type CredentialsPort, UserError } from '@flowlane/engine';
import { connectors, type ServiceConfig } from '@flowlane/services';
import type { AppRequest, AppSpec, PaginationSpec, RequestSpec } from './app.js';

type HttpPage = connectors.HttpPage;
type HttpAuth = connectors.HttpAuth;

/** How the kit reaches the apps; the server builds it from its configuration, tests inject the rest. */
export interface KitConfig {
  /** The SSRF guard's settings (ALLOW_PRIVATE_NETWORK), as for every other outbound call. */
  network: ServiceConfig['network'];
  /** The one HTTP client (the services' guarded httpRequest); tests may wrap it. */
  httpRequest: typeof connectors.httpRequest;
  /** An app's base URL by app id, over its public one (tests point an app at its fake server). */
  baseUrls: Readonly<Record<string, string>>;
  /** Waits out a 429's Retry-After; rejects when the signal aborts (the run's time limit). */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The longest Retry-After honoured; a longer one fails the step with the app's answer. */
  maxRetryWaitMs: number;
  /** How many 429s in a row one request waits out. */
  maxRateLimitRetries: number;
}

export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export const DEFAULT_KIT_CONFIG: KitConfig = {
  network: {},
  httpRequest: connectors.httpRequest,
  baseUrls: {},
  wait: abortableWait,
  maxRetryWaitMs: 60_000,
  maxRateLimitRetries: 3,
};

/** Retry-After in ms: delta-seconds or an HTTP date; 1 s when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return 1000;
  const seconds = Number(text);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(text);
  return Number.isFinite(date) ? Math.max(0, date - now) : 1000;
}

/** `/repos/{owner}/{repo}` with each `{name}` replaced by that param, URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new UserError(`"${name}" is required`, { code: 'INVALID_PARAMS' });
    }
    return encodeURIComponent(String(value));
  });
}

type Scalar = string | number | boolean;
type QueryValue = Scalar | Scalar[];

/** Query params without the empty ones; objects go as JSON text. */
function queryOf(values: Record<string, unknown>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      query[name] = value;
    else if (Array.isArray(value))
      query[name] = value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : v));
    else query[name] = JSON.stringify(value);
  }
  return query;
}

function pick(params: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (params[key] !== undefined && params[key] !== '') out[key] = params[key];
  return out;
}

function fromParams<P extends Record<string, unknown>, T>(
  spec: readonly string[] | ((params: P) => T) | undefined,
  params: P,
): T | Record<string, unknown> | undefined {
  if (spec === undefined) return undefined;
  return typeof spec === 'function' ? spec(params) : pick(params, spec);
}

/** The default: a Bearer token, the OAuth2 access token or a token field. */
function defaultAuth(credential: Credential): { auth?: HttpAuth } {
  const token = credential.fields.accessToken ?? credential.fields.token;
  return typeof token === 'string' && token !== '' ? { auth: { type: 'bearer', token } } : {};
}

function messageOfBody(app: AppSpec, body: unknown): string {
  const own = app.errorMessage?.(body);
  if (own) return own;
  if (typeof body === 'string') return body.slice(0, 300);
  return JSON.stringify(body ?? null).slice(0, 300);
}

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/** What a session needs of a step (a webhook's registration, outside any run, gives the same). */
export interface SessionContext {
  readonly ports: { readonly credentials: CredentialsPort };
  readonly signal: AbortSignal;
  readonly node: { readonly id: string };
}

/**
 * One app call for one step: the authorization loaded once, then every request through the guarded
 * client, with the app's base URL and auth, a 429 waited out (Retry-After) and a refused OAuth2 token
 * refreshed once.
 */
export class AppSession {
  private credential: Credential | undefined;
  private applied: ReturnType<NonNullable<AppSpec['auth']['apply']>> = {};
  private refreshed = false;

  private constructor(
    readonly app: AppSpec,
    private readonly config: KitConfig,
    private readonly ctx: SessionContext,
    private readonly authorizationId: string | undefined,
  ) {}

  static async open(
    app: AppSpec,
    config: KitConfig,
    ctx: SessionContext,
    authorizationId: string | undefined,
  ): Promise<AppSession> {
    const session = new AppSession(app, config, ctx, authorizationId);
    if (authorizationId) {
      const credential = await ctx.ports.credentials.get(authorizationId);
      if (!app.auth.kinds.includes(credential.kind)) {
        throw new UserError(
          `The authorization "${authorizationId}" is a ${credential.kind} authorization; ${app.name} needs ${app.auth.kinds.join(' or ')}`,
          { code: 'AUTHORIZATION_KIND', nodeId: ctx.node.id },
        );
      }
      session.use(credential);
    }
    return session;
  }

  private use(credential: Credential): void {
    this.credential = credential;
    this.applied = (this.app.auth.apply ?? defaultAuth)(credential);
  }

  /** The instance's base URL (a self-hosted edition's, from the authorization), else the app's. */
  get baseUrl(): string {
    const field = this.app.baseUrlField;
    const own = field ? this.credential?.fields[field] : undefined;
    if (typeof own === 'string' && own.trim() !== '') return trimSlash(own.trim());
    return trimSlash(this.config.baseUrls[this.app.id] ?? this.app.baseUrl);
  }

  /** A URL for `path`: absolute paths stay; relative ones go under the base URL and the auth's prefix. */
  urlOf(path: string): string {
    if (/^https?:\/\//i.test(path)) return path;
    const prefix = this.applied.pathPrefix ?? '';
    return `${this.baseUrl}${prefix}${path.startsWith('/') ? path : `/${path}`}`;
  }

  /** Secrets out of a text that may quote a URL (Telegram's token is in its paths). */
  redact(text: string): string {
    let out = text;
    for (const secret of this.applied.secrets ?? []) if (secret) out = out.split(secret).join('•••');
    return out;
  }

  /** Sends one request; fails with a ConnectorError on an error answer (the app's message in it). */
  async request(request: AppRequest): Promise<HttpPage> {
    const absolute = /^https?:\/\//i.test(request.path);
    // An app's credentials never leave for another origin (an upload URL, a link elsewhere).
    const sameOrigin = !absolute || new URL(request.path).origin === new URL(this.baseUrl).origin;
    const withAuth = (request.withAuth ?? !absolute) && sameOrigin;
    let rateLimited = 0;
    for (;;) {
      const page = await this.sendOnce(request, withAuth);
      if (page.status === 429 && rateLimited < this.config.maxRateLimitRetries) {
        const header = page.headers['retry-after'];
        const wait =
          header === undefined
            ? (this.app.retryAfter?.(page.body) ?? retryAfterMs(header))
            : retryAfterMs(header);
        if (wait <= this.config.maxRetryWaitMs) {
          rateLimited += 1;
          await this.config.wait(wait, this.ctx.signal);
          continue;
        }
      }
      if (
        page.status === 401 &&
        withAuth &&
        !this.refreshed &&
        this.credential?.kind === 'oauth2' &&
        this.authorizationId &&
        this.ctx.ports.credentials.refresh
      ) {
        // A token the API refuses (revoked early, or expired before its stated time) is refreshed once.
        this.refreshed = true;
        this.use(await this.ctx.ports.credentials.refresh(this.authorizationId, this.credential));
        continue;
      }
      this.check(request, page);
      return page;
    }
  }

  private check(request: AppRequest, page: HttpPage): void {
    const target = `${this.app.name} ${request.method} ${this.redact(new URL(page.url).pathname)}`;
    if (page.status >= 400) {
      const hint = page.status === 429 ? ' (rate limited)' : '';
      throw new connectors.ConnectorError(
        'HTTP_STATUS',
        this.redact(`${target} answered ${page.status}${hint}: ${messageOfBody(this.app, page.body)}`),
        { status: page.status, body: page.body },
      );
    }
    const error = this.app.bodyError?.(page.body);
    if (error) {
      throw new connectors.ConnectorError('REMOTE_ERROR', this.redact(`${target} failed: ${error}`), {
        status: page.status,
        body: page.body,
      });
    }
  }

  private async sendOnce(request: AppRequest, withAuth: boolean): Promise<HttpPage> {
    const auth = withAuth ? this.applied.auth : undefined;
    const headers = { ...(withAuth ? this.app.headers : {}), ...request.headers };
    try {
      return await this.config.httpRequest(
        {
          method: request.method,
          url: this.urlOf(request.path),
          ...(Object.keys(headers).length > 0 ? { headers } : {}),
          ...(request.query ? { query: queryOf(request.query) } : {}),
          ...(request.body ? { body: request.body } : {}),
          ...(auth ? { auth } : {}),
          ...(request.responseType ? { responseType: request.responseType } : {}),
          throwOnHttpError: false,
        },
        { ...this.config.network, signal: this.ctx.signal },
      );
    } catch (error) {
      if (error instanceof Error) error.message = this.redact(error.message);
      throw error;
    }
  }
}

/** The request an operation's spec describes, for these params. */
export function requestOf<P extends Record<string, unknown>>(spec: RequestSpec<P>, params: P): AppRequest {
  const query = fromParams(spec.query, params);
  const body = fromParams(spec.body, params);
  const headers = spec.headers?.(params);
  return {
    method: spec.method,
    path: fillPath(spec.path, params),
    ...(query ? { query: query as Record<string, unknown> } : {}),
    ...(headers ? { headers } : {}),
    ...(body === undefined
      ? {}
      : spec.bodyType === 'form'
        ? { body: { type: 'form', fields: queryOf(body as Record<string, unknown>) } }
        : { body: { type: 'json', data: body } }),
  };
}

export interface ListResult {
  items: unknown[];
  count: number;
  /** True when the limit stopped the walk while the app had more. */
  more: boolean;
}

const MAX_PAGES = 1000;

function itemsAt(body: unknown, path: string | undefined): unknown[] {
  const value = path === undefined ? body : connectors.getByPath(body, path);
  return Array.isArray(value) ? value : [];
}

/**
 * Walks an operation's pages: all of them with `returnAll`, else until `limit` items (the page size
 * asked for is the limit, up to `pageSize`).
 */
export async function paginate(
  session: AppSession,
  first: AppRequest,
  pagination: PaginationSpec,
  options: { returnAll: boolean; limit: number; pageSize?: number },
): Promise<ListResult> {
  const pageSize = options.pageSize ?? 100;
  const size = options.returnAll ? pageSize : Math.min(pageSize, Math.max(1, options.limit));
  if (pagination.mode === 'cursor' && pagination.in === 'body') {
    return paginateInBody(session, first, pagination, options, size);
  }
  const baseQuery = { ...first.query, ...(pagination.sizeParam ? { [pagination.sizeParam]: size } : {}) };
  const items: unknown[] = [];
  let request: AppRequest = { ...first, query: baseQuery };
  if (pagination.mode === 'page')
    request = { ...request, query: { ...baseQuery, [pagination.pageParam]: pagination.firstPage ?? 1 } };
  let page = pagination.mode === 'page' ? (pagination.firstPage ?? 1) : 0;
  const seen = new Set<string>();
  for (let n = 0; n < MAX_PAGES; n += 1) {
    const response = await session.request(request);
    const pageItems = itemsAt(response.body, pagination.itemsPath);
    items.push(...pageItems);
    if (!options.returnAll && items.length >= options.limit) {
      const more = items.length > options.limit || hasNext(response, pagination, pageItems, size);
      return { items: items.slice(0, options.limit), count: Math.min(items.length, options.limit), more };
    }
    let next: AppRequest | undefined;
    if (pagination.mode === 'cursor') {
      const cursor = connectors.getByPath(response.body, pagination.cursorPath);
      if (typeof cursor === 'string' && cursor !== '' && !seen.has(cursor)) {
        seen.add(cursor);
        next = { ...request, query: { ...baseQuery, [pagination.cursorParam]: cursor } };
      }
    } else if (pagination.mode === 'page') {
      if (pageItems.length > 0 && (pagination.sizeParam === undefined || pageItems.length >= size)) {
        page += 1;
        next = { ...request, query: { ...baseQuery, [pagination.pageParam]: page } };
      }
    } else {
      const link = nextUrlOf(response, pagination);
      if (link && !seen.has(link)) {
        seen.add(link);
        // The next URL (made absolute) carries every query parameter itself.
        next = { method: request.method, path: link, withAuth: true };
      }
    }
    if (!next) return { items, count: items.length, more: false };
    request = next;
  }
  return { items, count: items.length, more: true };
}

/** Cursor pages whose cursor and size travel in a JSON body (a POST query). */
async function paginateInBody(
  session: AppSession,
  first: AppRequest,
  pagination: Extract<PaginationSpec, { mode: 'cursor' }>,
  options: { returnAll: boolean; limit: number },
  size: number,
): Promise<ListResult> {
  const data = first.body?.type === 'json' && isRecord(first.body.data) ? first.body.data : {};
  const items: unknown[] = [];
  let cursor: string | undefined;
  const seen = new Set<string>();
  for (let n = 0; n < MAX_PAGES; n += 1) {
    const body = {
      ...data,
      ...(pagination.sizeParam ? { [pagination.sizeParam]: size } : {}),
      ...(cursor ? { [pagination.cursorParam]: cursor } : {}),
    };
    const response = await session.request({ ...first, body: { type: 'json', data: body } });
    items.push(...itemsAt(response.body, pagination.itemsPath));
    const next = connectors.getByPath(response.body, pagination.cursorPath);
    const hasNext = typeof next === 'string' && next !== '' && !seen.has(next);
    if (!options.returnAll && items.length >= options.limit) {
      return {
        items: items.slice(0, options.limit),
        count: options.limit,
        more: items.length > options.limit || hasNext,
      };
    }
    if (!hasNext) return { items, count: items.length, more: false };
    seen.add(next);
    cursor = next;
  }
  return { items, count: items.length, more: true };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function hasNext(
  response: HttpPage,
  pagination: PaginationSpec,
  pageItems: unknown[],
  size: number,
): boolean {
  if (pagination.mode === 'cursor') {
    const cursor = connectors.getByPath(response.body, pagination.cursorPath);
    return typeof cursor === 'string' && cursor !== '';
  }
  if (pagination.mode === 'page') return pageItems.length >= size;
  return nextUrlOf(response, pagination) !== undefined;
}

/** The next page's URL from the Link header or the body, resolved against this page's URL. */
function nextUrlOf(
  response: HttpPage,
  pagination: Extract<PaginationSpec, { mode: 'linkHeader' | 'nextUrl' }>,
): string | undefined {
  const target =
    pagination.mode === 'nextUrl'
      ? connectors.getByPath(response.body, pagination.nextPath)
      : connectors.nextFromLinkHeader(headerText(response.headers.link));
  if (typeof target !== 'string' || target.trim() === '') return undefined;
  try {
    return new URL(target, response.url).href;
  } catch {
    return undefined;
  }
}

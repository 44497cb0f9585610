import { STATUS_CODES } from 'node:http';
import type { Dispatcher } from 'undici';
import { parseInput } from './context.js';
import { ConnectorError, toConnectorError } from './errors.js';
import { encodeBody } from './http-body.js';
import { dispatcherFor, type HttpContext } from './http-dispatcher.js';
import { type FetchedPage, paginate } from './http-pagination.js';
import {
  type BodyType,
  type ByteBudget,
  decodeBody,
  headerValue,
  type ResponseHeaders,
  readBody,
} from './http-response.js';
import { HttpRequestOptions, type ParsedHttpRequestOptions } from './http-schema.js';

export type { HttpContext } from './http-dispatcher.js';

export const DEFAULT_HTTP_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_REDIRECTS = 10;
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

export interface HttpPage extends FetchedPage {
  statusText: string;
  bodyType: BodyType;
}

export interface HttpResponse extends HttpPage {
  /** Every page read, the first included, when pagination was asked for. */
  pages?: HttpPage[];
  /** The items of every page concatenated, when every page had an item list. */
  items?: unknown[];
  /** True when `maxPages` stopped pagination while the API announced another page. */
  morePages?: boolean;
}

interface PreparedRequest {
  method: Dispatcher.HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload: Buffer | undefined;
  /** Headers that carry credentials; dropped when a redirect leaves the original origin. */
  credentialHeaders: string[];
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function parseUrl(text: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConnectorError('INVALID_INPUT', `${what} is not a valid URL: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConnectorError('INVALID_INPUT', `${what} must use http or https, not ${url.protocol}`);
  }
  return url;
}

function prepare(input: ParsedHttpRequestOptions): PreparedRequest {
  const url = parseUrl(input.url, 'The URL');
  for (const [name, value] of Object.entries(input.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  // Header names are case-insensitive; lower-case them once so user values and ours never both go out.
  const headers: Record<string, string> = {
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': 'Flowlane',
  };
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];

  let auth = input.auth;
  if (auth === undefined && (url.username !== '' || url.password !== '')) {
    // Credentials in the URL would otherwise be silently dropped by the HTTP client.
    auth = {
      type: 'basic',
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
  }
  url.username = '';
  url.password = '';
  if (auth?.type === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`;
  } else if (auth?.type === 'bearer') {
    headers.authorization = `Bearer ${auth.token}`;
  } else if (auth?.type === 'apiKey' && auth.in === 'header') {
    headers[auth.name.toLowerCase()] = auth.value;
    credentialHeaders.push(auth.name.toLowerCase());
  } else if (auth?.type === 'apiKey') {
    url.searchParams.set(auth.name, auth.value);
  }

  const { payload, contentType } = encodeBody(input.body);
  if (payload !== undefined && contentType !== undefined && headers['content-type'] === undefined) {
    headers['content-type'] = contentType;
  }
  return { method: input.method ?? 'GET', url: url.href, headers, payload, credentialHeaders };
}

function responseHeaders(raw: Record<string, string | string[] | undefined>): ResponseHeaders {
  const headers: ResponseHeaders = {};
  for (const [name, value] of Object.entries(raw)) if (value !== undefined) headers[name] = value;
  return headers;
}

interface Exchange {
  input: ParsedHttpRequestOptions;
  ctx: HttpContext;
  dispatcher: Dispatcher;
  budget: ByteBudget;
}

/**
 * One request and its redirects. Redirects are followed here rather than by undici so that every hop
 * goes through the guarded dispatcher again (a public URL may redirect to 169.254.169.254) and so that
 * credentials are dropped when a hop leaves the original origin, as browsers do.
 */
async function send(prepared: PreparedRequest, { input, dispatcher }: Exchange, signal: AbortSignal) {
  const originalOrigin = new URL(prepared.url).origin;
  const headers = { ...prepared.headers };
  const maxRedirects = input.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let { method, url, payload } = prepared;
  const timeout = input.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;
  // undici loads with the first request (see createGuardedDispatcher); later imports are a cache hit.
  const { request } = await import('undici');
  for (let hop = 0; ; hop += 1) {
    const response = await request(url, {
      method,
      headers,
      body: payload,
      dispatcher,
      signal,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    const location = headerValue(responseHeaders(response.headers), 'location');
    if (input.followRedirects === false || !REDIRECT_STATUSES.has(response.statusCode) || !location) {
      return { response, url };
    }
    await response.body.dump();
    if (hop >= maxRedirects) {
      throw new ConnectorError(
        'TOO_MANY_REDIRECTS',
        `${prepared.url} redirected more than ${maxRedirects} times (maxRedirects); the last hop was ${url}`,
      );
    }
    const next = parseUrl(new URL(location, url).href, `The redirect from ${url}`);
    // 303, and 301/302 after a POST, turn into a body-less GET (what every browser does).
    if (
      response.statusCode === 303 ||
      ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')
    ) {
      if (method !== 'HEAD') method = 'GET';
      payload = undefined;
      delete headers['content-type'];
      delete headers['content-length'];
    }
    if (next.origin !== originalOrigin) {
      for (const name of prepared.credentialHeaders) delete headers[name];
    }
    url = next.href;
  }
}

async function exchange(prepared: PreparedRequest, context: Exchange): Promise<HttpPage> {
  const { input, ctx, budget } = context;
  const timeoutMs = input.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
  const target = `${prepared.method} ${prepared.url}`;
  try {
    const { response, url } = await send(prepared, context, signal);
    const headers = responseHeaders(response.headers);
    const status = response.statusCode;
    // HEAD, 204 and 304 have no body by definition, whatever their headers announce.
    const bodiless = prepared.method === 'HEAD' || status === 204 || status === 304;
    if (bodiless) await response.body.dump();
    const { body, bodyType } = bodiless
      ? { body: null, bodyType: 'text' as const }
      : decodeBody(
          await readBody(response.body, headers, url, budget),
          headerValue(headers, 'content-type'),
          input.responseType ?? 'auto',
          url,
        );
    const statusText = STATUS_CODES[status] ?? '';
    if (status >= 400 && input.throwOnHttpError !== false) {
      const excerpt = typeof body === 'string' ? body.slice(0, 300) : JSON.stringify(body).slice(0, 300);
      throw new ConnectorError('HTTP_STATUS', `${target} answered ${status} ${statusText}: ${excerpt}`, {
        status,
        body,
      });
    }
    // What a person looks for first leads (status, then body): outputs are stored and shown in their own
    // key order, and the designer's canvas previews a step's output by its first characters.
    return { status, statusText, body, bodyType, headers, url };
  } catch (error) {
    if (ctx.signal?.aborted) throw new ConnectorError('ABORTED', `${target} was cancelled`, { cause: error });
    if (timeout.aborted) {
      throw new ConnectorError('TIMEOUT', `${target} timed out after ${timeoutMs} ms`, { cause: error });
    }
    throw toConnectorError(error, target);
  }
}

/**
 * Sends an HTTP request through the SSRF guard (unless `allowPrivateNetwork`), following redirects and,
 * when asked, every page. Fails with a ConnectorError (timeout, DNS, refused, too large, HTTP status) or
 * an SsrfBlockedError; never resolves with a half-read body.
 */
export async function httpRequest(options: HttpRequestOptions, ctx: HttpContext = {}): Promise<HttpResponse> {
  const input = parseInput(HttpRequestOptions, options, 'HTTP request');
  const prepared = prepare(input);
  const limit = input.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const { dispatcher, dispose } = await dispatcherFor(ctx);
  const context: Exchange = { input, ctx, dispatcher, budget: { limit, remaining: limit } };
  try {
    if (input.pagination === undefined || input.pagination.mode === 'none')
      return await exchange(prepared, context);
    const result = await paginate(input.pagination, prepared.url, (url) =>
      exchange({ ...prepared, url }, context),
    );
    const [first] = result.pages;
    if (first === undefined) throw new Error('pagination returned no page');
    return { ...first, pages: result.pages, items: result.items, morePages: result.morePages };
  } finally {
    await dispose();
  }
}

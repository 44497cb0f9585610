import { pipeline, type Readable } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { ConnectorError } from './errors.js';
import type { HttpResponseType } from './http-schema.js';

/** Shared across the pages of one call, so pagination cannot read more than the cap in total. */
export interface ByteBudget {
  limit: number;
  remaining: number;
}

export type ResponseHeaders = Record<string, string | string[]>;

export function headerValue(headers: ResponseHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function tooLarge(url: string, budget: ByteBudget): ConnectorError {
  return new ConnectorError(
    'TOO_LARGE',
    `The response from ${url} is larger than the ${budget.limit} byte limit (maxResponseBytes)`,
  );
}

// Lenient flushing: a server that closes a compressed stream without its trailer still gives us its data.
const lenient = { finishFlush: constants.Z_SYNC_FLUSH };

function decoded(body: Readable, encoding: string | undefined): Readable {
  const kind = encoding?.trim().toLowerCase();
  if (kind === 'gzip' || kind === 'x-gzip') return pipeline(body, createGunzip(lenient), () => {});
  if (kind === 'deflate') return pipeline(body, createInflate(lenient), () => {});
  if (kind === 'br') {
    const brotli = createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH });
    return pipeline(body, brotli, () => {});
  }
  return body;
}

/**
 * Reads a body into memory, decompressing it and counting the decompressed bytes against the budget, so
 * neither a huge response nor a small zip bomb can exhaust memory. A declared Content-Length over the
 * budget fails before reading anything.
 */
export async function readBody(
  body: Readable,
  headers: ResponseHeaders,
  url: string,
  budget: ByteBudget,
): Promise<Buffer> {
  const declared = Number(headerValue(headers, 'content-length'));
  const encoding = headerValue(headers, 'content-encoding');
  if (encoding === undefined && Number.isFinite(declared) && declared > budget.remaining) {
    body.destroy();
    throw tooLarge(url, budget);
  }
  const source = decoded(body, encoding);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of source) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      budget.remaining -= bytes.length;
      if (budget.remaining < 0) throw tooLarge(url, budget);
      chunks.push(bytes);
    }
  } finally {
    // Stops the download when we bail out early; a no-op once the stream has ended.
    source.destroy();
    body.destroy();
  }
  return Buffer.concat(chunks);
}

export type BodyType = 'json' | 'text' | 'binary';

function mimeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function charsetOf(contentType: string | undefined): string {
  const match = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? 'utf-8';
}

function decodeText(bytes: Buffer, contentType: string | undefined): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(bytes);
  } catch {
    // An unknown charset label: UTF-8 is the best guess on today's web.
    return new TextDecoder().decode(bytes);
  }
}

function isJsonMime(mime: string): boolean {
  return mime === 'application/json' || mime.endsWith('+json') || mime === 'text/json';
}

function isTextMime(mime: string): boolean {
  return (
    mime.startsWith('text/') ||
    mime.endsWith('+xml') ||
    [
      'application/xml',
      'application/javascript',
      'application/x-www-form-urlencoded',
      'application/yaml',
    ].includes(mime)
  );
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function decodeBody(
  bytes: Buffer,
  contentType: string | undefined,
  responseType: HttpResponseType,
  url: string,
): { body: unknown; bodyType: BodyType } {
  const mime = mimeOf(contentType);
  switch (responseType) {
    case 'binary':
      return { body: bytes.toString('base64'), bodyType: 'binary' };
    case 'text':
      return { body: decodeText(bytes, contentType), bodyType: 'text' };
    case 'json': {
      const text = decodeText(bytes, contentType);
      if (text.trim() === '') return { body: null, bodyType: 'json' };
      try {
        return { body: JSON.parse(text), bodyType: 'json' };
      } catch (cause) {
        throw new ConnectorError('BAD_RESPONSE', `The response from ${url} is not valid JSON`, { cause });
      }
    }
    case 'auto': {
      if (isJsonMime(mime)) {
        const text = decodeText(bytes, contentType);
        try {
          return { body: text.trim() === '' ? null : JSON.parse(text), bodyType: 'json' };
        } catch {
          // A server that labels an error page as JSON: show the text rather than fail the step.
          return { body: text, bodyType: 'text' };
        }
      }
      if (isTextMime(mime) || (mime === '' && isUtf8(bytes))) {
        return { body: decodeText(bytes, contentType), bodyType: 'text' };
      }
      return { body: bytes.toString('base64'), bodyType: 'binary' };
    }
  }
}

import { ApiError } from '@flowlane/contracts';
import type { ZodType } from 'zod';

/** An API answer with a status outside 2xx, carrying the server's `{message, code, fields}`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
  }
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Serialises a payload for `init.body`; the content type is set by the client. */
export function jsonBody(payload: unknown): string {
  return JSON.stringify(payload);
}

/** A call without credentials. Pass a schema to get a parsed, typed answer. */
export function apiFetch(path: string, init?: RequestInit): Promise<unknown>;
export function apiFetch<T>(path: string, init: RequestInit | undefined, schema: ZodType<T>): Promise<T>;
export async function apiFetch<T>(
  path: string,
  init: RequestInit = {},
  schema?: ZodType<T>,
): Promise<unknown> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  const response = await fetch(path, { ...init, headers });
  const data = parseBody(await response.text());
  if (!response.ok) {
    const parsed = ApiError.safeParse(data);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data : { message: response.statusText || 'Request failed', code: 'UNKNOWN' },
    );
  }
  return schema ? schema.parse(data) : data;
}

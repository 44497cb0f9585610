import { ApiError, ApiErrorCode, ERROR_CODES } from '@flowlane/contracts';
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
  // FormData sets its own multipart content type (with the boundary); everything else we send is JSON.
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  const response = await fetch(path, { ...init, headers });
  const data = parseBody(await response.text());
  if (!response.ok) throw requestError(response, data);
  return schema ? schema.parse(data) : data;
}

/** An error body read leniently: a code this client does not know yet still carries its message. */
const ReceivedApiError = ApiError.extend({ code: ApiErrorCode.catch(ERROR_CODES.unknown) });

function requestError(response: Response, data: unknown): ApiRequestError {
  const parsed = ReceivedApiError.safeParse(data);
  return new ApiRequestError(
    response.status,
    parsed.success
      ? parsed.data
      : { message: response.statusText || 'Request failed', code: ERROR_CODES.unknown },
  );
}

/** A download without parsing: the answer's bytes (a stored file), or the API's error. */
export async function apiFetchBlob(path: string, init: RequestInit = {}): Promise<Blob> {
  const response = await fetch(path, init);
  if (!response.ok) throw requestError(response, parseBody(await response.text()));
  return response.blob();
}

/** Saves bytes as a download through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

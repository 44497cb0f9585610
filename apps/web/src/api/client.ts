import { ApiError } from '@flowlane/contracts';

/** An API answer with a status outside 2xx, carrying the server's `{message, code, fields}`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  const response = await fetch(path, { ...init, headers });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const parsed = ApiError.safeParse(data);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data : { message: response.statusText || 'Request failed', code: 'UNKNOWN' },
    );
  }
  return data as T;
}

import type { ZodType } from 'zod';
import { ApiRequestError, apiFetch, apiFetchBlob } from '../api/client';
import { logout } from './logout';
import { rotateTokens, SessionExpiredError } from './refresh';
import { getSession, useSessionStore } from './session-store';
import { isAccessTokenExpired, readTokens } from './tokens';

function withBearer(init: RequestInit, token: string | null): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/** Rotates the tokens; a refused refresh logs out (spec section 4) and rethrows. */
async function renewTokens(): Promise<void> {
  try {
    const answer = await rotateTokens();
    if (answer && getSession().status === 'signedIn') useSessionStore.getState().setUser(answer.user);
  } catch (error) {
    if (error instanceof SessionExpiredError) await logout(error.message);
    throw error;
  }
}

/** An access token fit to send: refreshed first when the stored one has expired. */
async function accessToken(): Promise<string | null> {
  const { accessToken: token, refreshToken } = readTokens();
  if (token && !isAccessTokenExpired(token)) return token;
  if (refreshToken) await renewTokens();
  return readTokens().accessToken;
}

/**
 * A call with the session's Bearer token (not for login). A 401 is retried once after a token refresh;
 * when the refresh is refused the user is logged out with the session-expired message.
 * Pass a schema to get a parsed, typed answer; without one the answer is `unknown`.
 */
export function authedFetch(path: string, init?: RequestInit): Promise<unknown>;
export function authedFetch<T>(path: string, init: RequestInit | undefined, schema: ZodType<T>): Promise<T>;
export async function authedFetch<T>(
  path: string,
  init: RequestInit = {},
  schema?: ZodType<T>,
): Promise<unknown> {
  const call = (token: string | null) =>
    schema ? apiFetch(path, withBearer(init, token), schema) : apiFetch(path, withBearer(init, token));
  try {
    return await call(await accessToken());
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401 || !readTokens().refreshToken)
      throw error;
    await renewTokens();
    return call(readTokens().accessToken);
  }
}

/** A download with the session's Bearer token (a stored file); a 401 is retried once like authedFetch. */
export async function authedBlob(path: string): Promise<Blob> {
  try {
    return await apiFetchBlob(path, withBearer({}, await accessToken()));
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401 || !readTokens().refreshToken)
      throw error;
    await renewTokens();
    return apiFetchBlob(path, withBearer({}, readTokens().accessToken));
  }
}

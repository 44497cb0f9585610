import { MESSAGES, RefreshResponse } from '@flowlane/contracts';
import { ApiRequestError, apiFetch, jsonBody } from '../api/client';
import { readTokens, storeTokens } from './tokens';

/** The refresh token is gone or was refused: the session cannot go on. */
export class SessionExpiredError extends Error {
  constructor() {
    super(MESSAGES.sessionExpiredRefresh);
  }
}

/**
 * Refresh tokens rotate on every use and the server ends the session when an old one comes back (it
 * forgives only an answer that never arrived, within seconds), so two tabs (or two calls) must never
 * refresh with the same token: a Web Lock serialises tabs, and a tab that waited re-reads storage and
 * takes the tokens another tab already rotated.
 */
async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks)
    return await navigator.locks.request('flowlane-token-refresh', work);
  return await work();
}

async function rotate(): Promise<RefreshResponse | null> {
  const before = readTokens().refreshToken;
  if (!before) throw new SessionExpiredError();
  return withRefreshLock(async () => {
    const current = readTokens().refreshToken;
    if (!current) throw new SessionExpiredError();
    if (current !== before) return null;
    try {
      const answer = await apiFetch(
        '/api/token/refresh',
        { method: 'POST', body: jsonBody({ refresh_token: current }) },
        RefreshResponse,
      );
      storeTokens(answer.token, answer.refresh_token);
      return answer;
    } catch (error) {
      // A network failure is not a refused session; anything the server refused (or answered wrongly) is.
      if (error instanceof TypeError) throw error;
      if (error instanceof ApiRequestError && error.status >= 500) throw error;
      throw new SessionExpiredError();
    }
  });
}

let inFlight: Promise<RefreshResponse | null> | null = null;

/**
 * Rotates the tokens once for all concurrent callers. Resolves to the refresh answer, or null when
 * another tab rotated them meanwhile (storage then holds the new pair). Rejects with SessionExpiredError.
 */
export function rotateTokens(): Promise<RefreshResponse | null> {
  inFlight ??= rotate().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

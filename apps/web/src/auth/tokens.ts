import { z } from 'zod';

const ACCESS_KEY = 'flowlane.token';
const REFRESH_KEY = 'flowlane.refreshToken';

export type StoredTokens = { accessToken: string | null; refreshToken: string | null };

/** Spec section 3: session tokens are kept in local storage. */
export function readTokens(): StoredTokens {
  return { accessToken: localStorage.getItem(ACCESS_KEY), refreshToken: localStorage.getItem(REFRESH_KEY) };
}

export function storeTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(ACCESS_KEY, accessToken);
  localStorage.setItem(REFRESH_KEY, refreshToken);
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
}

/** True when another tab changed a token key (used to follow logins and logouts across tabs). */
export function isTokenStorageEvent(event: StorageEvent): boolean {
  return event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY;
}

const JwtClaims = z.object({ exp: z.number() });
/** Margin so a token about to expire is refreshed before the call rather than after a 401. */
const EXPIRY_MARGIN_MS = 10_000;

/** Reads `exp` without verifying (the server verifies); an unreadable token counts as expired. */
export function isAccessTokenExpired(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return true;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const claims = JwtClaims.safeParse(json);
    return !claims.success || claims.data.exp * 1000 <= now + EXPIRY_MARGIN_MS;
  } catch {
    return true;
  }
}

import { refreshSession } from '../../../auth';
// EventSource cannot send an Authorization header, so the live stream takes the access token in its
// query string; the auth entry exports no reader for the token, hence this direct import.
import { isAccessTokenExpired, readTokens } from '../../../auth/tokens';

/** The current access token, refreshed first when it has expired; null when signed out. */
export async function liveAccessToken(): Promise<string | null> {
  const token = readTokens().accessToken;
  if (token && !isAccessTokenExpired(token)) return token;
  if (!readTokens().refreshToken) return null;
  await refreshSession();
  return readTokens().accessToken;
}

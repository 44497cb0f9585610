import { refreshSession } from '../../auth';
// EventSource cannot send an Authorization header, so the live log needs the access token itself;
// the auth entry does not export a reader for it yet, hence the direct import.
import { isAccessTokenExpired, readTokens } from '../../auth/tokens';

/** The current access token, refreshed first when it has expired; null when signed out. */
export async function freshAccessToken(): Promise<string | null> {
  const token = readTokens().accessToken;
  if (token && !isAccessTokenExpired(token)) return token;
  if (!readTokens().refreshToken) return null;
  await refreshSession();
  return readTokens().accessToken;
}

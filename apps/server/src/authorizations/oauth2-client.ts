import { createHash, randomBytes } from 'node:crypto';
import { connectors } from '@flowlane/services';

/** The OAuth2 app settings an authorization's form holds (the secret comes from the sealed part). */
export type OAuth2App = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: string;
  authParams: string;
};

export type TokenSet = {
  accessToken: string;
  refreshToken: string | undefined;
  tokenType: string | undefined;
  scope: string | undefined;
  expiresAt: Date | null;
};

/** A token endpoint's refusal: `permanent` when retrying cannot help (revoked, invalid client). */
export class TokenEndpointError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** "key=value" lines (or &-joined pairs) from the form's extra parameters. */
function extraParams(text: string): [string, string][] {
  return text
    .split(/[\n&]/)
    .map((line) => line.trim())
    .filter((line) => line.includes('='))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    });
}

export function authorizeUrl(
  app: OAuth2App,
  parts: { state: string; codeChallenge: string; redirectUri: string },
): string {
  const url = new URL(app.authorizeUrl);
  for (const [key, value] of extraParams(app.authParams)) url.searchParams.set(key, value);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', parts.redirectUri);
  if (app.scopes.trim()) url.searchParams.set('scope', app.scopes.trim().split(/\s+/).join(' '));
  url.searchParams.set('state', parts.state);
  url.searchParams.set('code_challenge', parts.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

// Errors after which the same request will never succeed: the grant or the client is no longer valid.
const PERMANENT_ERRORS = new Set([
  'invalid_grant',
  'invalid_client',
  'unauthorized_client',
  'invalid_request',
]);

/** JSON, or the form encoding some providers (GitHub without an Accept header) still answer with. */
function parseTokenBody(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { ...parsed };
  } catch {
    // not JSON
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * POSTs to the token endpoint through the services' SSRF-guarded HTTP client (client_secret_post, which
 * every provider of the library accepts) and reads the token set.
 */
export async function requestTokens(
  app: OAuth2App,
  grant: Record<string, string>,
  options: { allowPrivateNetwork: boolean; now?: number },
): Promise<TokenSet> {
  let response: connectors.HttpResponse;
  try {
    response = await connectors.httpRequest(
      {
        method: 'POST',
        url: app.tokenUrl,
        headers: { accept: 'application/json' },
        body: {
          type: 'form',
          fields: { ...grant, client_id: app.clientId, client_secret: app.clientSecret },
        },
        responseType: 'text',
        throwOnHttpError: false,
        followRedirects: false,
        timeoutMs: 15_000,
      },
      { allowPrivateNetwork: options.allowPrivateNetwork },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TokenEndpointError(`The token endpoint could not be reached: ${reason}`, false);
  }
  const body = parseTokenBody(typeof response.body === 'string' ? response.body : '');
  const error = str(body.error);
  if (error || response.status >= 400) {
    const description = str(body.error_description);
    const what = error ? `${error}${description ? ` (${description})` : ''}` : `HTTP ${response.status}`;
    const permanent = error
      ? PERMANENT_ERRORS.has(error)
      : response.status === 400 || response.status === 401;
    throw new TokenEndpointError(`The provider refused the token request: ${what}`, permanent);
  }
  const accessToken = str(body.access_token);
  if (!accessToken)
    throw new TokenEndpointError('The token endpoint answered without an access_token', false);
  const expiresIn = Number(body.expires_in);
  return {
    accessToken,
    refreshToken: str(body.refresh_token),
    tokenType: str(body.token_type),
    scope: str(body.scope),
    expiresAt:
      Number.isFinite(expiresIn) && expiresIn > 0
        ? new Date((options.now ?? Date.now()) + expiresIn * 1000)
        : null,
  };
}

import { AppFake, bearerOf, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/** The authorization the Google fakes accept, as a test's workflow names it. */
export const GOOGLE_TEST_CREDENTIAL = { id: 'google', kind: 'oauth2', fields: { accessToken: 'ya29.test' } };

/**
 * An error as Google's APIs answer it, `{ error: { code, message, status } }`; with a `reason`, also the
 * older `errors: [{ domain, reason, message }]` that Drive and Calendar still send.
 */
export function googleError(code: number, message: string, status: string, reason?: string): FakeAnswer {
  return {
    status: code,
    body: {
      error: {
        code,
        message,
        status,
        ...(reason ? { errors: [{ domain: 'global', reason, message }] } : {}),
      },
    },
  };
}

const UNAUTHENTICATED_MESSAGE = 'Request had invalid authentication credentials.';
const UNAUTHENTICATED_MORE =
  ' Expected OAuth 2 access token, login cookie or other valid authentication credential.';

/** Google's 401 as each API words it: Drive, Calendar in full with a reason; Docs in full; Gmail, Sheets short. */
export const UNAUTHENTICATED = {
  withReason: googleError(
    401,
    UNAUTHENTICATED_MESSAGE + UNAUTHENTICATED_MORE,
    'UNAUTHENTICATED',
    'authError',
  ),
  full: googleError(401, UNAUTHENTICATED_MESSAGE + UNAUTHENTICATED_MORE, 'UNAUTHENTICATED'),
  short: googleError(401, UNAUTHENTICATED_MESSAGE, 'UNAUTHENTICATED'),
};

/** What the Google fakes share: OAuth2 Bearer tokens (`ya29.test`), Google's errors, 401 UNAUTHENTICATED. */
export abstract class GoogleFake extends AppFake {
  readonly tokens = new Set([GOOGLE_TEST_CREDENTIAL.fields.accessToken]);
  /** The API's answer to a missing or unknown token. */
  protected readonly unauthenticated: FakeAnswer = UNAUTHENTICATED.full;

  protected error(code: number, message: string, status: string, reason?: string): FakeAnswer {
    return googleError(code, message, status, reason);
  }

  /** The answer, for a request with a token the fake knows. */
  protected authed(r: FakeRequest, answer: () => FakeAnswer): FakeAnswer {
    const token = bearerOf(r);
    return token && this.tokens.has(token) ? answer() : this.unauthenticated;
  }
}

/** An opaque `pageToken` for a list's offset, as Drive and Calendar hand them out. */
export const pageToken = (offset: number): string => Buffer.from(`page:${offset}`).toString('base64url');

/** The offset a `pageToken` stands for: 0 without one, NaN for one the fake did not hand out. */
export const pageOffset = (token: string | null): number =>
  token
    ? Number(
        Buffer.from(token, 'base64url')
          .toString()
          .replace(/^page:/, ''),
      )
    : 0;

/** One page of a list from `from`, and `{ nextPageToken }` to spread in when more are left. */
export function pageOf<T>(all: readonly T[], from: number, size: number, token = pageToken) {
  return {
    items: all.slice(from, from + size),
    next: from + size < all.length ? { nextPageToken: token(from + size) } : {},
  };
}

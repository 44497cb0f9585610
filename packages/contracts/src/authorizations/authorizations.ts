import { z } from 'zod';
import { AuthFieldValue, AuthorizationKind } from './templates.js';

/** What a secret looks like in every API answer: never the value, at most its last four characters. */
export const MASK = '••••••';

/** True for a value the API handed out masked; sent back unchanged in a PUT it keeps the stored secret. */
export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('••••');
}

export const AuthorizationStatus = z.enum(['ok', 'needs_attention']);
export type AuthorizationStatus = z.infer<typeof AuthorizationStatus>;

/** The OAuth2 connection state of an authorization (no token, ever). */
export const OAuth2State = z.object({
  connected: z.boolean(),
  /** When the access token expires (ISO), when the provider said. */
  expiresAt: z.string().nullable(),
  canRefresh: z.boolean(),
  scope: z.string().nullable(),
});
export type OAuth2State = z.infer<typeof OAuth2State>;

/**
 * An authorization as the API returns it. `fields` holds every form field; secret ones are masked
 * ("••••1234" or "••••••", or "" when not set). `oauth2` is set for OAuth2 authorizations.
 */
export const Authorization = z.object({
  id: z.string(),
  name: z.string(),
  templateId: z.string(),
  kind: AuthorizationKind,
  projectId: z.string().nullable(),
  fields: z.record(z.string(), AuthFieldValue),
  status: z.enum(['ok', 'needs_attention']),
  /** Why it needs attention ("The provider refused the refresh token: invalid_grant"). */
  statusReason: z.string().nullable(),
  oauth2: OAuth2State.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Authorization = z.infer<typeof Authorization>;

const Name = z.string().trim().min(1, 'An authorization needs a name').max(200);
const Fields = z.record(z.string(), AuthFieldValue.nullable());

/** POST /api/authorization: an authorization made from an auth template. */
export const CreateAuthorizationRequest = z.object({
  templateId: z.string().min(1),
  name: Name,
  projectId: z.string().nullable().optional(),
  fields: Fields.default({}),
});
export type CreateAuthorizationRequest = z.input<typeof CreateAuthorizationRequest>;

/**
 * PUT /api/authorization/{id}: the whole object as GET returned it (read-only parts are ignored). A
 * secret sent back masked keeps the stored value; an empty one clears it.
 */
export const UpdateAuthorizationRequest = z.object({
  name: Name,
  projectId: z.string().nullable().optional(),
  fields: Fields,
});
export type UpdateAuthorizationRequest = z.input<typeof UpdateAuthorizationRequest>;

export const AuthorizationListQuery = z.object({
  projectId: z.string().optional(),
  search: z.string().max(100).optional(),
});
export type AuthorizationListQuery = z.infer<typeof AuthorizationListQuery>;

/** POST /api/authorization/{id}/test: the outcome, for a person to read. */
/**
 * POST /api/authorization/{id}/test. `tested: false` when the kind cannot be checked without a request to
 * the service it is for (bearer, basic, API key): `ok` then only says the needed values are set.
 */
export const AuthorizationTestResult = z.object({
  ok: z.boolean(),
  message: z.string(),
  tested: z.boolean().optional(),
});
export type AuthorizationTestResult = z.infer<typeof AuthorizationTestResult>;

/** GET /api/oauth2/authorize/{id}: the provider's URL to send the browser to. */
export const OAuth2AuthorizeResponse = z.object({ url: z.string() });
export type OAuth2AuthorizeResponse = z.infer<typeof OAuth2AuthorizeResponse>;

/** POST /api/oauth2/token: the query the provider sent back to /oauth2/callback, as it came. */
export const OAuth2TokenRequest = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
export type OAuth2TokenRequest = z.infer<typeof OAuth2TokenRequest>;

/** The page the provider sends the browser back to (registered as the OAuth app's redirect URI). */
export const OAUTH2_CALLBACK_PATH = '/oauth2/callback';

/** The localStorage key of the page to return to after an OAuth2 callback (spec: "the last OAuth2 URL"). */
export const LAST_OAUTH2_URL_KEY = 'flowlane.lastOAuth2Url';
/** Where /oauth2/callback goes when no last OAuth2 URL is stored (spec section 9). */
export const DEFAULT_OAUTH2_RETURN_PATH = '/dashboard';

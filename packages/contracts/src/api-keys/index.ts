import { z } from 'zod';

/**
 * What a key may do. read: GET routes; write: routes that change something; run: starting, retrying and
 * cancelling runs; mcp: the MCP endpoint. The server maps each route to one scope in one place
 * (apps/server/src/api-keys/scopes.ts).
 */
export const ApiKeyScope = z.enum(['read', 'write', 'run', 'mcp']);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;
export const API_KEY_SCOPES = ApiKeyScope.options;

/** personal: made in My Account, acts as its user; team: made by a team admin in the team's settings. */
export const ApiKeyKind = z.enum(['personal', 'team']);
export type ApiKeyKind = z.infer<typeof ApiKeyKind>;

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'flk_';
/** The longest a key may live; a key without an expiry is not offered. */
export const API_KEY_MAX_DAYS = 366;

/** A key as listed: never the key itself, only its first characters to tell keys apart. */
export const ApiKey = z.object({
  id: z.string(),
  kind: ApiKeyKind,
  teamId: z.string(),
  name: z.string(),
  /** The key's first characters (e.g. `flk_3fA9`), shown in lists. */
  start: z.string(),
  scopes: z.array(ApiKeyScope),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Who made it, or null when that account is gone. */
  createdBy: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ items: z.array(ApiKey) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreateApiKeyRequest = z.object({
  name: z.string().trim().min(1, 'A key needs a name').max(100),
  scopes: z
    .array(ApiKeyScope)
    .min(1, 'Choose at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'A scope is listed twice'),
  /** How many days the key lives, from now. */
  expiresInDays: z.number().int().min(1).max(API_KEY_MAX_DAYS),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** The answer to a creation: the only time the key is shown. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** One logged use of a key. */
export const ApiKeyUse = z.object({ at: z.string(), method: z.string(), route: z.string(), ip: z.string() });
export const ApiKeyUseList = z.object({ items: z.array(ApiKeyUse) });
export type ApiKeyUseList = z.infer<typeof ApiKeyUseList>;

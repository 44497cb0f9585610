import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@flowlane/contracts';

/** A key: the recognisable prefix and 256 random bits, URL-safe. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * sha256, not a password hash: a key carries 256 random bits, so there is nothing to guess slowly, and a
 * fast hash lets every request find its key by an index lookup on the hash. The key is never stored.
 */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The part of a key shown in lists: the prefix and four characters. */
export function apiKeyStart(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 4);
}

/** Whether a bearer token is one of our keys rather than an access token (a JWT has no such prefix). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

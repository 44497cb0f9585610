import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a refresh: 256 bits, URL-safe. Only its sha256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 suffices (not a password hash): the tokens are random, so there is nothing to guess slowly. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's parameters (ARCHITECTURE.md). argon2id is the library's default algorithm; its
 * `Algorithm` enum is a const enum that isolated modules cannot read, and a test pins the hash prefix.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must not turn into a 500 or a sign-in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification, for a user that does not exist, so the answer time does not
 * tell which e-mail addresses have accounts. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('flowlane-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}

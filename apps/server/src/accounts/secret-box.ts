import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest. A sealed value is base64 of
 *   version (1 byte) | key id (4 bytes) | iv (12) | auth tag (16) | ciphertext
 * The version names this layout; the key id (the first bytes of the key's sha256) says which key sealed
 * it, so a key rotation can tell old values from new. `context` is bound as associated data: a value
 * sealed for one row or purpose does not open for another.
 */
const VERSION = 1;
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;

export class SecretBoxError extends Error {}

export type SecretBox = {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
  /** The hex id of the key `seal` uses. */
  readonly keyId: string;
};

/** The hex id of the key a sealed value was sealed with (read from its header, nothing decrypted). */
export function sealedKeyId(sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < HEADER_BYTES) throw new SecretBoxError('Sealed value is too short');
  return bytes.subarray(1, 1 + KEY_ID_BYTES).toString('hex');
}

export function keyIdOf(key: Buffer): Buffer {
  return createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES);
}

/**
 * Seals with `key`; opens with `key` or any of `previousKeys` (a key rotation: values sealed under an old
 * key still open, by the key id in their header, until the re-encryption job re-seals them).
 */
export function createSecretBox(key: Buffer, previousKeys: readonly Buffer[] = []): SecretBox {
  if (key.length !== 32) throw new SecretBoxError('The encryption key must be 32 bytes');
  if (previousKeys.some((k) => k.length !== 32)) {
    throw new SecretBoxError('Every previous encryption key must be 32 bytes');
  }
  const keyId = keyIdOf(key);
  const keysById = new Map<string, Buffer>();
  for (const k of [...previousKeys].reverse()) keysById.set(keyIdOf(k).toString('hex'), k);
  keysById.set(keyId.toString('hex'), key);
  return {
    keyId: keyId.toString('hex'),
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(VERSION), keyId, iv, cipher.getAuthTag(), ciphertext]).toString(
        'base64',
      );
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed, 'base64');
      if (bytes.length < HEADER_BYTES) throw new SecretBoxError('Sealed value is too short');
      if (bytes[0] !== VERSION) throw new SecretBoxError(`Unknown sealed value version ${bytes[0]}`);
      const openingKey = keysById.get(bytes.subarray(1, 1 + KEY_ID_BYTES).toString('hex'));
      if (!openingKey) throw new SecretBoxError('Sealed with another encryption key');
      const iv = bytes.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + IV_BYTES);
      const tag = bytes.subarray(1 + KEY_ID_BYTES + IV_BYTES, HEADER_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', openingKey, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretBoxError('Sealed value does not open (tampered, or another context)');
      }
    },
  };
}

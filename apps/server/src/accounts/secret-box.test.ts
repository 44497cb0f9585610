import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyIdOf, SecretBoxError, sealedKeyId } from './secret-box.js';

describe('secret box', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it('opens what it sealed, for the same context', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'users.authenticator_secret:1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'users.authenticator_secret:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(box.seal('same', 'ctx')).not.toBe(box.seal('same', 'ctx'));
  });

  it('starts each sealed value with version 1 and the key id', () => {
    const bytes = Buffer.from(box.seal('x', 'ctx'), 'base64');
    expect(bytes[0]).toBe(1);
    expect(bytes.subarray(1, 5)).toEqual(keyIdOf(key));
  });

  it.each([
    ['another context', (sealed: string) => box.open(sealed, 'users.authenticator_secret:2')],
    ['another key', (sealed: string) => createSecretBox(randomBytes(32)).open(sealed, 'ctx')],
    [
      'a flipped ciphertext bit',
      (sealed: string) => {
        const bytes = Buffer.from(sealed, 'base64');
        bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
        return box.open(bytes.toString('base64'), 'ctx');
      },
    ],
    [
      'an unknown version',
      (sealed: string) => {
        const bytes = Buffer.from(sealed, 'base64');
        bytes[0] = 2;
        return box.open(bytes.toString('base64'), 'ctx');
      },
    ],
    ['a truncated value', (sealed: string) => box.open(sealed.slice(0, 12), 'ctx')],
  ])('refuses to open with %s', (_name, open) => {
    const sealed = box.seal('secret', 'ctx');
    expect(() => open(sealed)).toThrow(SecretBoxError);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(SecretBoxError);
  });

  it('opens values sealed under a previous key after a rotation, and seals under the new one', () => {
    const newKey = randomBytes(32);
    const rotated = createSecretBox(newKey, [key]);
    const old = box.seal('before rotation', 'ctx');
    expect(sealedKeyId(old)).toBe(box.keyId);
    expect(rotated.open(old, 'ctx')).toBe('before rotation');
    const fresh = rotated.seal('after rotation', 'ctx');
    expect(sealedKeyId(fresh)).toBe(keyIdOf(newKey).toString('hex'));
    expect(() => box.open(fresh, 'ctx')).toThrow(SecretBoxError);
  });
});

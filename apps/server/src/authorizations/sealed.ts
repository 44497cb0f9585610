import { z } from 'zod';
import { createSecretBox, type SecretBox, SecretBoxError, sealedKeyId } from '../accounts/index.js';
import type { Config } from '../config/index.js';

/** Everything secret about one authorization, sealed together in its `secrets` column. */
export const SealedSecrets = z.object({
  v: z.literal(1),
  /** The template's secret form fields (password, apiKey, clientSecret, ...). */
  fields: z.record(z.string(), z.string()),
  oauth2: z
    .object({
      accessToken: z.string(),
      refreshToken: z.string().optional(),
      tokenType: z.string().optional(),
      scope: z.string().optional(),
    })
    .optional(),
});
export type SealedSecrets = z.infer<typeof SealedSecrets>;

export class SecretsUnreadableError extends Error {}

/** The key ring of this process: seals under ENCRYPTION_KEY, opens under it or a previous key. */
export const keyringOf = (config: Pick<Config, 'encryptionKey' | 'encryptionKeysPrevious'>): SecretBox =>
  createSecretBox(config.encryptionKey, config.encryptionKeysPrevious);

// Bound to the row: a ciphertext copied into another authorization's row does not open there.
const contextOf = (authorizationId: string) => `authorizations.secrets:${authorizationId}`;

export function sealSecrets(
  box: SecretBox,
  authorizationId: string,
  secrets: SealedSecrets,
): { secrets: string; secretsKeyId: string } {
  const sealed = box.seal(JSON.stringify(secrets), contextOf(authorizationId));
  return { secrets: sealed, secretsKeyId: box.keyId };
}

export function openSecrets(box: SecretBox, authorizationId: string, sealed: string | null): SealedSecrets {
  if (sealed === null) return { v: 1, fields: {} };
  try {
    return SealedSecrets.parse(JSON.parse(box.open(sealed, contextOf(authorizationId))));
  } catch (error) {
    const why =
      error instanceof SecretBoxError && error.message.includes('another encryption key')
        ? `they were sealed with an encryption key this server does not have (key id ${safeKeyId(sealed)})`
        : 'they are damaged or were sealed for another row';
    throw new SecretsUnreadableError(
      `The stored secrets of this authorization cannot be decrypted: ${why}. Enter them again.`,
    );
  }
}

function safeKeyId(sealed: string): string {
  try {
    return sealedKeyId(sealed);
  } catch {
    return 'unknown';
  }
}

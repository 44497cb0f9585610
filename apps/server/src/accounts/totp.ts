import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_ISSUER, TOTP_TOLERANCE_SECONDS } from './policy.js';
import type { SecretBox } from './secret-box.js';

/** Associated data for a user's sealed authenticator secret: it opens for that user's row only. */
export const totpSecretContext = (userId: string) => `users.authenticator_secret:${userId}`;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * The time step a code belongs to when it is valid now (within the tolerance) and newer than the last
 * accepted step; undefined otherwise. The caller records the step so the code is accepted once.
 */
export async function matchTotp(
  box: SecretBox,
  user: { id: string; authenticatorSecret: string | null; totpLastTimeStep: number | null },
  code: string,
): Promise<number | undefined> {
  if (!user.authenticatorSecret) return undefined;
  const secret = box.open(user.authenticatorSecret, totpSecretContext(user.id));
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(Date.now() / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(user.totpLastTimeStep !== null ? { afterTimeStep: user.totpLastTimeStep } : {}),
    });
    // The result type also covers HOTP, which has no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // otplib throws when the last accepted step lies beyond the window (a clock set back): no code is new.
    return undefined;
  }
}

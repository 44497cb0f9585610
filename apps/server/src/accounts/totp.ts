import { TOTP_ISSUER, TOTP_TOLERANCE_SECONDS } from './policy.js';
import type { SecretBox } from './secret-box.js';

/** Associated data for a user's sealed authenticator secret: it opens for that user's row only. */
export const totpSecretContext = (userId: string) => `users.authenticator_secret:${userId}`;

/** otplib (with its hash and base32 libraries) loads with the first two-factor call, not at start. */
const otplib = () => import('otplib');

export async function newTotpSecret(): Promise<string> {
  return (await otplib()).generateSecret();
}

export async function otpauthUrl(email: string, secret: string): Promise<string> {
  return (await otplib()).generateURI({ issuer: TOTP_ISSUER, label: email, secret });
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
  const { verify } = await otplib();
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

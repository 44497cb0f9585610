/** The accounts domain's numbers in one place: token lifetimes, rate limits and the demo account. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY;
/**
 * How long after its rotation a refresh token may be presented again as a lost answer (its successor
 * unused): long enough for a reload or a retry after a dropped connection, short for a thief.
 */
export const REFRESH_LOST_ANSWER_GRACE_MS = 30_000;
/** Long enough for a mail read after a weekend; an expired link mails a fresh one. */
export const ACTIVATION_TOKEN_TTL_MS = 7 * DAY;
export const PASSWORD_RESET_TOKEN_TTL_MS = 1 * HOUR;

export type ThrottleRule = { name: string; max: number; windowMs: number };

/** Failed sign-ins (wrong password or code) per account: a guesser gets 10 tries per quarter hour. */
export const LOGIN_FAILURES_PER_ACCOUNT: ThrottleRule = {
  name: 'login-account',
  max: 10,
  windowMs: 15 * MINUTE,
};
/** Failed sign-ins per address, whatever the account: stops spraying one password over many accounts. */
export const LOGIN_FAILURES_PER_ADDRESS: ThrottleRule = {
  name: 'login-address',
  max: 30,
  windowMs: 15 * MINUTE,
};
/** Registrations per address: each one sends a mail and creates a team. */
export const REGISTRATIONS_PER_ADDRESS: ThrottleRule = { name: 'register-address', max: 10, windowMs: HOUR };
/** Password-reset requests per address: each one may send a mail. */
export const PASSWORD_FORGOT_PER_ADDRESS: ThrottleRule = {
  name: 'forgot-address',
  max: 10,
  windowMs: 15 * MINUTE,
};

/** Pruning old windows must not drop a window that a longer rule still counts. */
export const LONGEST_THROTTLE_WINDOW_MS = Math.max(
  ...[
    LOGIN_FAILURES_PER_ACCOUNT,
    LOGIN_FAILURES_PER_ADDRESS,
    REGISTRATIONS_PER_ADDRESS,
    PASSWORD_FORGOT_PER_ADDRESS,
  ].map((rule) => rule.windowMs),
);

/** The TOTP window: the code of the previous or next 30 s step is accepted too (clock drift). */
export const TOTP_TOLERANCE_SECONDS = 30;
export const TOTP_ISSUER = 'Flowlane';

export const DEMO_ACCOUNT = {
  email: 'demo@flowlane.app',
  password: 'demo1234',
  displayName: 'Demo User',
} as const;

/** The team a new account gets, named after its owner. */
export function ownTeamName(displayName: string): string {
  return `${displayName}'s team`;
}

import { ERROR_CODES } from '@flowlane/contracts';
import { authThrottleRepository, type Db } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { hashToken } from './opaque-tokens.js';
import { LONGEST_THROTTLE_WINDOW_MS, type ThrottleRule } from './policy.js';

/** A 429 that knows when to come back; the accounts routes turn it into a Retry-After header. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      ERROR_CODES.rateLimited,
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/** How often a recorded event also sweeps out old windows, so the table stays small without a timer. */
const PRUNE_ONE_IN = 200;

/** Fixed-window rate limits over the auth_throttle table; `subject` is an address or an e-mail. */
export function throttle(db: Db) {
  const repository = authThrottleRepository(db);
  // Subjects are e-mail and IP addresses: the table keeps only their hash.
  const key = (rule: ThrottleRule, subject: string) => `${rule.name}:${hashToken(subject)}`;
  const refuse = (rule: ThrottleRule, windowStartedAt: Date, now: Date) =>
    new RateLimitedError(Math.ceil((windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 1000));

  return {
    /** Throws 429 when the subject has used up the rule's window; counts nothing. */
    async check(rule: ThrottleRule, subject: string): Promise<void> {
      const now = new Date();
      const window = await repository.peek(key(rule, subject), now, rule.windowMs);
      if (window.count >= rule.max) throw refuse(rule, window.windowStartedAt, now);
    },

    /** Counts an event (e.g. a failed sign-in). */
    async record(rule: ThrottleRule, subject: string): Promise<void> {
      const now = new Date();
      await repository.hit(key(rule, subject), now, rule.windowMs);
      if (Math.random() * PRUNE_ONE_IN < 1) {
        await repository.prune(new Date(now.getTime() - LONGEST_THROTTLE_WINDOW_MS));
      }
    },

    /** Counts a request and throws 429 when it is one too many. */
    async consume(rule: ThrottleRule, subject: string): Promise<void> {
      const now = new Date();
      const window = await repository.hit(key(rule, subject), now, rule.windowMs);
      if (window.count > rule.max) throw refuse(rule, window.windowStartedAt, now);
    },

    async clear(rule: ThrottleRule, subject: string): Promise<void> {
      await repository.clear(key(rule, subject));
    },
  };
}

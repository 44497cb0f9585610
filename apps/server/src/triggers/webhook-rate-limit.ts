import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@flowlane/contracts';
import type { FastifyReply } from 'fastify';
import { LONGEST_THROTTLE_WINDOW_MS } from '../accounts/policy.js';
import type { Config } from '../config/index.js';
import { authThrottleRepository, type Db } from '../db/index.js';

/** Where the counts of all processes meet: adds `amount` to a window and answers the window's total. */
export type SharedCounterStore = {
  add(key: string, windowStart: Date, windowMs: number, amount: number): Promise<number>;
};

export type RateRule = { name: string; max: number; windowMs: number };

export type RateRefusal = { rule: RateRule; retryAfterSeconds: number };

type Counter = {
  rule: RateRule;
  subject: string;
  windowStart: number;
  /** The window's total in the shared store as last heard (every process's flushed requests). */
  shared: number;
  /** Counted here, on their way to the shared store. */
  flushing: number;
  /** Counted here, not yet sent. */
  pending: number;
};

/**
 * Fixed-window rate limits shared by every process, cheap enough for the webhook hot path: a request
 * is counted in memory and checked against the window's last known shared total plus what this process
 * counted since; the counts go to the shared store in one upsert per key every `flushMs`. Within one
 * process the limit is exact; across processes each may let through what it admits in one flush
 * interval before it hears of the others' counts. Without a store (the embedded server: one process
 * takes every webhook) the counts stay in memory, and the flush only sweeps out ended windows.
 */
export class SharedRateLimiter {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly store: SharedCounterStore | undefined,
    private readonly options: {
      flushMs?: number;
      now?: () => number;
      onFlushError?: (error: unknown) => void;
    } = {},
  ) {}

  /**
   * Counts one request against every rule (subject = hook id, client address, ...), or, when one rule
   * has no room left, counts nothing and answers that rule with the seconds until its window ends.
   */
  take(checks: readonly (readonly [RateRule, string])[]): RateRefusal | undefined {
    const now = this.options.now?.() ?? Date.now();
    const counters: Counter[] = [];
    for (const [rule, subject] of checks) {
      const counter = this.counter(rule, subject, now);
      if (counter.shared + counter.flushing + counter.pending >= rule.max) {
        return {
          rule,
          retryAfterSeconds: Math.max(1, Math.ceil((counter.windowStart + rule.windowMs - now) / 1000)),
        };
      }
      counters.push(counter);
    }
    for (const counter of counters) counter.pending++;
    this.schedule();
    return undefined;
  }

  /** Sends what is pending now (tests, shutdown). */
  async flush(): Promise<void> {
    await this.flushing;
    this.flushing = this.send();
    await this.flushing;
    this.flushing = undefined;
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private counter(rule: RateRule, subject: string, now: number): Counter {
    const key = `${rule.name}:${subject}`;
    const windowStart = now - (now % rule.windowMs);
    let counter = this.counters.get(key);
    if (!counter || counter.windowStart !== windowStart) {
      // A new window: what was counted for the old one no longer matters, so it is not sent.
      counter = { rule, subject, windowStart, shared: 0, flushing: 0, pending: 0 };
      this.counters.set(key, counter);
    }
    return counter;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.flushMs ?? 100);
    this.timer.unref();
  }

  private async send(): Promise<void> {
    const now = this.options.now?.() ?? Date.now();
    const sends: Promise<void>[] = [];
    for (const [key, counter] of this.counters) {
      const windowMs = counter.rule.windowMs;
      if (counter.windowStart + windowMs <= now) {
        if (counter.flushing === 0) this.counters.delete(key);
        continue;
      }
      if (counter.pending === 0) continue;
      const amount = counter.pending;
      counter.pending = 0;
      if (!this.store) {
        counter.shared += amount;
        continue;
      }
      counter.flushing += amount;
      sends.push(
        this.store
          .add(storeKey(counter), new Date(counter.windowStart), windowMs, amount)
          .then(
            (total) => {
              counter.shared = Math.max(counter.shared, total);
            },
            (error: unknown) => {
              // Kept to send again: a store outage must not forget requests already let through.
              counter.pending += amount;
              this.options.onFlushError?.(error);
              this.schedule();
            },
          )
          .finally(() => {
            counter.flushing -= amount;
          }),
      );
    }
    await Promise.all(sends);
  }
}

/** Subjects (client addresses among them) reach the shared store only as a hash. */
function storeKey(counter: Counter): string {
  return `${counter.rule.name}:${createHash('sha256').update(counter.subject).digest('base64url')}`;
}

/** How often a flush also sweeps ended windows out of the shared table. */
const PRUNE_ONE_IN = 100;

/** The shared store on the auth_throttle table, the one the sign-in limits use. */
export function databaseCounterStore(db: Db): SharedCounterStore {
  const repository = authThrottleRepository(db);
  return {
    async add(key, windowStart, windowMs, amount) {
      const { count } = await repository.hit(key, windowStart, windowMs, amount);
      if (Math.random() * PRUNE_ONE_IN < 1) {
        // Never sooner than the longest sign-in window: the same table holds those lock-outs.
        const keep = Math.max(windowMs, LONGEST_THROTTLE_WINDOW_MS);
        await repository.prune(new Date(Date.now() - keep));
      }
      return count;
    },
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const describeWindow = (ms: number) =>
  ms % 60_000 === 0
    ? ms === 60_000
      ? 'minute'
      : plural(ms / 60_000, 'minute')
    : plural(Math.round(ms / 1000), 'second');

/**
 * The webhook limits (WEBHOOK_RATE_LIMIT_PER_HOOK, WEBHOOK_RATE_LIMIT_PER_ADDRESS per
 * WEBHOOK_RATE_WINDOW_MS): `refuse` answers 429 with Retry-After, or undefined to go on. `store` is
 * where the processes' counts meet (none: this process takes every webhook).
 */
export function webhookRateLimits(
  config: Config,
  store: SharedCounterStore | undefined,
  /** Told when the counts could not be stored (they are kept and sent again). */
  onStoreError: (error: unknown) => void,
) {
  const { perHook, perAddress, windowMs } = config.webhookRateLimit;
  const hookRule: RateRule = { name: 'webhook-hook', max: perHook, windowMs };
  const addressRule: RateRule = { name: 'webhook-address', max: perAddress, windowMs };
  const limiter = new SharedRateLimiter(store, {
    onFlushError: onStoreError,
  });
  return {
    limiter,
    refuse(hookId: string, address: string, reply: FastifyReply): FastifyReply | undefined {
      // The address first: a client refused there adds no counters for the (maybe made-up) hook ids it tries.
      const refusal = limiter.take([
        [addressRule, address],
        [hookRule, hookId],
      ]);
      if (!refusal) return undefined;
      const { rule, retryAfterSeconds } = refusal;
      const who = rule === hookRule ? 'to this webhook' : 'from your address to webhooks';
      return reply
        .status(429)
        .header('retry-after', String(retryAfterSeconds))
        .send({
          message: `Too many requests ${who}: at most ${rule.max} per ${describeWindow(rule.windowMs)}. Try again in ${plural(retryAfterSeconds, 'second')}.`,
          code: ERROR_CODES.rateLimited,
        });
    },
  };
}

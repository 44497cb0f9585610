/** Time, as the engine sees it. Tests pass a fake clock so retries, delays and timeouts run instantly. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * Why a timer that is no longer needed is cancelled: a fixed reason, as `abort()` without one builds a
 * DOMException (with its stack) that nobody reads.
 */
export const TIMER_CANCELLED = 'timer cancelled';

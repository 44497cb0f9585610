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

/**
 * The machine's clock. Its sleep rejects with the signal's own reason, as the contract says (Node's
 * timers/promises would build an AbortError with a stack for every cancelled timer, and a run cancels one
 * per step).
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep(ms, signal) {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  },
};

/** Time, as the engine sees it. Tests pass a fake clock so retries, delays and timeouts run instantly. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * Calls `fire` after `ms` unless the cancel it answers is called first. For the engine's own deadlines
   * (a run's, a step's), which are nearly always cancelled: no promise and no AbortSignal (a sleep with
   * a signal, cancelled, costs 10–15 µs; this, under 1 µs).
   */
  timer(ms: number, fire: () => void): () => void;
}

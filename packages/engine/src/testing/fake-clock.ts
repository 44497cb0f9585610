import type { Clock } from '../ports/clock.js';

interface Timer {
  due: number;
  seq: number;
  resolve: () => void;
}

/** 2024-01-15T12:00:00Z, a Monday: the mapper examples' "now". */
export const FAKE_CLOCK_START = Date.UTC(2024, 0, 15, 12, 0, 0);

/**
 * Virtual time. With `autoAdvance` (the default) the clock jumps to the next timer whenever nothing else is
 * runnable (checked with setImmediate, after the microtasks drain), so delays, backoffs and timeouts take no
 * real time but keep their order. Without it, tests move time with `advance`.
 */
export class FakeClock implements Clock {
  private current: number;
  private timers: Timer[] = [];
  private seq = 0;
  private tickScheduled = false;
  /** Every sleep asked for, in order (ms). */
  readonly sleeps: number[] = [];

  constructor(
    start = FAKE_CLOCK_START,
    private readonly options: { autoAdvance: boolean } = { autoAdvance: true },
  ) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    this.sleeps.push(ms);
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        cancel();
        reject(signal?.reason);
      };
      const cancel = this.timer(ms, () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  timer(ms: number, fire: () => void): () => void {
    const timer: Timer = { due: this.current + Math.max(0, ms), seq: this.seq++, resolve: fire };
    this.timers.push(timer);
    this.timers.sort((a, b) => a.due - b.due || a.seq - b.seq);
    this.scheduleTick();
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Moves time forward by `ms`, firing due timers in order (and letting their continuations run). */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      const next = this.timers[0];
      if (!next || next.due > target) break;
      this.timers.shift();
      this.current = next.due;
      next.resolve();
      await flushMicrotasks();
    }
    this.current = target;
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  private scheduleTick(): void {
    if (!this.options.autoAdvance || this.tickScheduled) return;
    this.tickScheduled = true;
    setImmediate(() => {
      this.tickScheduled = false;
      const next = this.timers.shift();
      if (!next) return;
      this.current = Math.max(this.current, next.due);
      next.resolve();
      if (this.timers.length > 0) this.scheduleTick();
    });
  }
}

/** Lets pending promise continuations run. */
export function flushMicrotasks(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

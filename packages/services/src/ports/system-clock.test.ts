import { describe, expect, it } from 'vitest';
import { systemClock } from './system-clock.js';

describe('the system clock', () => {
  it('sleeps, and leaves no listener on the signal behind', async () => {
    const controller = new AbortController();
    let listeners = 0;
    const signal = controller.signal;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = (...args: Parameters<typeof add>) => {
      listeners += 1;
      add(...args);
    };
    signal.removeEventListener = (...args: Parameters<typeof remove>) => {
      listeners -= 1;
      remove(...args);
    };
    const started = Date.now();
    await systemClock.sleep(20, signal);
    expect(Date.now() - started).toBeGreaterThanOrEqual(19);
    expect(listeners).toBe(0);
  });

  it("rejects with the signal's own reason when it aborts, before or during the sleep", async () => {
    const reason = new Error('stop');
    const during = new AbortController();
    const sleeping = systemClock.sleep(60_000, during.signal);
    during.abort(reason);
    await expect(sleeping).rejects.toBe(reason);
    await expect(systemClock.sleep(10, AbortSignal.abort('already'))).rejects.toBe('already');
  });
});

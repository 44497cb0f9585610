import { describe, expect, it } from 'vitest';
import { durationUnit } from '../../i18n/format';
import { usageBars, usagePercent } from './usage-days';

describe('usage bars', () => {
  it('gives every day of the period a bar, zero where nothing ran, in the user time zone', () => {
    const { bars, unit } = usageBars(
      [{ day: '2026-03-02', ms: 4_000 }],
      { start: '2026-03-01T05:00:00Z', end: '2026-03-04T05:00:00Z' },
      'America/New_York',
    );
    expect(unit).toBe('s');
    expect(bars.map((bar) => [bar.day, bar.value])).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 4],
      ['2026-03-03', 0],
    ]);
  });

  it('keeps a reported day outside the period', () => {
    const { bars } = usageBars(
      [{ day: '2026-02-28', ms: 60_000 }],
      { start: '2026-03-01T00:00:00Z', end: '2026-03-02T00:00:00Z' },
      'UTC',
    );
    expect(bars.map((bar) => bar.day)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('picks seconds, minutes or hours so the tallest bar stays readable', () => {
    expect(durationUnit(900)).toBe('ms');
    expect(durationUnit(90_000)).toBe('s');
    expect(durationUnit(30 * 60_000)).toBe('min');
    expect(durationUnit(5 * 3_600_000)).toBe('h');
  });

  it('caps the used share at 100 and treats a zero allowance as spent once used', () => {
    expect(usagePercent(3_600_000, 7_200_000)).toBe(50);
    expect(usagePercent(9, 5)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(1, 0)).toBe(100);
  });
});

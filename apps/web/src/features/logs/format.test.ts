import { describe, expect, it } from 'vitest';
import {
  dateTimeFormatter,
  daysBetween,
  formatDuration,
  formatHours,
  resolveTimeZone,
  usagePercent,
  usageText,
} from './format';

describe('run formats', () => {
  it.each([
    [null, '—'],
    [0, '0 ms'],
    [840, '840 ms'],
    [4_210, '4.2 s'],
    [185_000, '3m 05s'],
    [2 * 3_600_000 + 14 * 60_000 + 59_000, '2h 14m'],
  ])('shows a duration of %s ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('shows processing time against the allowance as "Xh Ym of Z h"', () => {
    expect(usageText(0, 6 * 3_600_000)).toBe('0h 0m of 6 h');
    expect(usageText(3_600_000 + 59 * 60_000 + 59_999, 6 * 3_600_000)).toBe('1h 59m of 6 h');
    expect(formatHours(1_800_000)).toBe('0.5 h');
  });

  it('caps the used share at 100 and treats a zero allowance as spent once used', () => {
    expect(usagePercent(3_600_000, 7_200_000)).toBe(50);
    expect(usagePercent(9, 5)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(1, 0)).toBe(100);
  });

  it('formats instants in the given time zone, not the machine one', () => {
    const format = dateTimeFormatter('en-US', 'Asia/Tokyo', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(format('2026-01-05T00:30:00Z')).toBe('09:30');
    expect(format(null)).toBe('—');
    expect(format('not a date')).toBe('—');
  });

  it('prefers the saved time zone, then the browser one, then UTC', () => {
    expect(resolveTimeZone('Europe/Berlin', 'Asia/Tokyo')).toBe('Europe/Berlin');
    expect(resolveTimeZone('Not/AZone', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(resolveTimeZone(undefined, 'Nowhere/Else')).toBe('UTC');
  });

  it('lists the days of a range, across a month end', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(daysBetween('2026-02-02', '2026-01-30')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { dateTimeFormatter, daysBetween, resolveTimeZone } from './date-time';

describe('dates and times', () => {
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

import { describe, expect, it } from 'vitest';
import { localeFormat } from './format';

describe('locale formats', () => {
  it('writes durations with the units of each language', () => {
    const en = localeFormat('en');
    expect(en.duration(840)).toBe('840 ms');
    expect(en.duration(4_240)).toBe('4.2 sec');
    expect(en.duration(185_000)).toBe('3 min 5 sec');
    expect(en.duration(2 * 3_600_000 + 14 * 60_000 + 59_000)).toBe('2 hr 14 min');
    expect(en.duration(null)).toBe('—');
    expect(localeFormat('tr').duration(185_000)).toBe('3 dk. 5 sn.');
    expect(localeFormat('ar').duration(185_000)).not.toMatch(/[a-z]/i);
  });

  it('writes numbers and percentages the way the language does', () => {
    expect(localeFormat('en').number(1234.5)).toBe('1,234.5');
    expect(localeFormat('tr').number(1234.5)).toBe('1.234,5');
    expect(localeFormat('tr').percent(42)).toBe('%42');
    expect(localeFormat('en').hours(30 * 60_000)).toBe('0.5 hr');
    expect(localeFormat('en').tick(0.25, 'h')).toBe('0.25h');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCents, formatPlanPrice } from './money';

describe('amounts', () => {
  it.each([
    [2900, '$29.00'],
    [6950, '$69.50'],
    [1, '$0.01'],
    [0, '$0.00'],
    [123456789, '$1,234,567.89'],
    [-700, '-$7.00'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('shows a plan price string with a $', () => {
    expect(formatPlanPrice('29.00')).toBe('$29.00');
    expect(formatPlanPrice('449.00')).toBe('$449.00');
    expect(formatPlanPrice('0.00')).toBe('$0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { commaList, fieldText } from './items.js';

describe('item helpers', () => {
  it('reads a comma-separated prop as a list, trimmed, blanks left out', () => {
    expect(commaList(' bug, ui ,,needs review ')).toEqual(['bug', 'ui', 'needs review']);
    expect(commaList(undefined)).toEqual([]);
    expect(commaList('')).toEqual([]);
  });

  it('reads an item field as text for ids and sortable times, empty when the item lacks it', () => {
    expect(fieldText('id')({ id: 42 })).toBe('42');
    expect(fieldText('created')({ created: '2026-12-01T10:00:00.000Z' })).toBe('2026-12-01T10:00:00.000Z');
    expect(fieldText('id')({ name: 'no id' })).toBe('');
    expect(fieldText('id')(null)).toBe('');
    expect(fieldText('id')('text')).toBe('');
  });
});

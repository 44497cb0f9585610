import { describe, expect, it } from 'vitest';
import { highlightMatch, normalizeSearchText, searchByTitle } from './search-text';

describe('normalizeSearchText', () => {
  it.each([
    ['  Dashboard ', 'dashboard'],
    ['Çalışma', 'calisma'],
    ['İŞ AKIŞLARI', 'is akislari'],
    ['Crème Brûlée', 'creme brulee'],
    ['مسارات', 'مسارات'],
  ])('%j becomes %j', (input, output) => {
    expect(normalizeSearchText(input)).toBe(output);
  });
});

describe('highlightMatch', () => {
  it('marks the matched part of the title', () => {
    expect(highlightMatch('My Workflows', 'work')).toEqual([
      { text: 'My ', match: false },
      { text: 'Work', match: true },
      { text: 'flows', match: false },
    ]);
  });

  it('compares without accents but keeps the title as written', () => {
    expect(highlightMatch('Gösterge Paneli', 'gos')).toEqual([
      { text: 'Gös', match: true },
      { text: 'terge Paneli', match: false },
    ]);
  });

  it('leaves the title whole without a match or a query', () => {
    expect(highlightMatch('Pricing', 'zzz')).toEqual([{ text: 'Pricing', match: false }]);
    expect(highlightMatch('Pricing', '   ')).toEqual([{ text: 'Pricing', match: false }]);
  });
});

describe('searchByTitle', () => {
  const titles = Array.from({ length: 15 }, (_, i) => `Page ${i}`);

  it('gives at most the maximum, in order', () => {
    expect(searchByTitle(titles, 'page', (t) => t, 10)).toEqual(titles.slice(0, 10));
  });

  it('trims the input and ignores case and accents', () => {
    expect(searchByTitle(['Pay Method', 'Pricing'], '  PÁY ', (t) => t, 10)).toEqual(['Pay Method']);
  });

  it('gives nothing for a blank query or no match', () => {
    expect(searchByTitle(titles, ' ', (t) => t, 10)).toEqual([]);
    expect(searchByTitle(titles, 'nothing', (t) => t, 10)).toEqual([]);
  });
});

import { MESSAGES } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { navigationConfig } from '../shell/navigation/navigation-config';
import { flattenNavigation } from '../shell/navigation/navigation-utils';
import { ar } from './ar';
import { en } from './en';
import { i18n, languageDirection } from './index';
import { tr } from './tr';

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) return {};
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key)),
  );
}
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('translations', () => {
  const english = leaves(en);

  it.each([
    ['tr', tr],
    ['ar', ar],
  ])('%s has every English label, none empty, with the same placeholders', (_language, translation) => {
    const other = leaves(translation);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it('keeps the spec texts in English letter for letter', () => {
    expect(en.search.noResults).toBe(MESSAGES.noResults);
    expect(en.shortcuts.placeholder).toBe('Search for an app or page');
    expect(en.team.failed).toBe(MESSAGES.failedToSwitchTeam);
    expect(en.user.myAccount).toBe('My Account');
    expect(en.settings.layouts).toEqual({
      layout1: 'Layout 1 - Vertical',
      layout2: 'Layout 2 - Horizontal',
      layout3: 'Layout 3 - Horizontal',
    });
  });

  it('titles every navigation entry in English as the spec does', () => {
    for (const item of [...navigationConfig, ...flattenNavigation(navigationConfig)]) {
      if (item.translate) expect(i18n.getFixedT('en')(item.translate)).toBe(item.title);
    }
  });

  it('writes the copyright line with the year', () => {
    expect(i18n.getFixedT('en')('footer.copyright', { year: 2031 })).toBe('© 2031 Flowlane');
  });

  it('reads Arabic right to left', () => {
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('tr')).toBe('ltr');
  });
});

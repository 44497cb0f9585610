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
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join(' ');

/** What is wrong with a translation against English: missing, extra or empty keys, other placeholders. */
function catalogueProblems(english: unknown, translation: unknown): string[] {
  const source = leaves(english);
  const other = leaves(translation);
  const problems: string[] = [];
  for (const [key, text] of Object.entries(source)) {
    const translated = other[key];
    if (translated === undefined) problems.push(`missing ${key}`);
    else if (translated.trim() === '') problems.push(`empty ${key}`);
    else if (placeholders(translated) !== placeholders(text)) problems.push(`placeholders of ${key}`);
  }
  for (const key of Object.keys(other)) if (!(key in source)) problems.push(`extra ${key}`);
  return problems;
}

describe('translations', () => {
  it.each([
    ['tr', tr],
    ['ar', ar],
  ])('%s has every English key, none empty, with the same placeholders', (_language, translation) => {
    expect(catalogueProblems(en, translation)).toEqual([]);
  });

  it('reports a missing, an empty, an extra key and a lost placeholder', () => {
    const { cancel: _cancel, ...rest } = tr.common;
    const broken = {
      ...tr,
      common: { ...rest, save: ' ', error: 'Hata', surplus: 'x' },
    };
    expect(catalogueProblems(en, broken).sort()).toEqual(
      [
        'empty common.save',
        'extra common.surplus',
        'missing common.cancel',
        'placeholders of common.error',
      ].sort(),
    );
  });

  it('keeps the spec texts in English letter for letter', () => {
    expect(en.search.noResults).toBe(MESSAGES.noResults);
    expect(en.shortcuts.placeholder).toBe('Search for an app or page');
    expect(en.team.failed).toBe(MESSAGES.failedToSwitchTeam);
    expect(en.user.myAccount).toBe('My Account');
    expect(en.messages).toEqual(MESSAGES);
    expect(i18n.getFixedT('en')('common.error', { message: 'boom' })).toBe('Error: boom');
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

describe('server messages', () => {
  it("shows the spec's messages in the interface language and other messages as sent", async () => {
    const { errorText, serverMessage } = await import('./index');
    await i18n.changeLanguage('tr');
    try {
      expect(serverMessage(MESSAGES.invalidUsernameOrPassword)).toBe(tr.messages.invalidUsernameOrPassword);
      expect(errorText('Quota exceeded')).toBe('Hata: Quota exceeded');
      expect(errorText(undefined)).toBe('Hata: bilinmeyen hata');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(errorText('Quota exceeded')).toBe('Error: Quota exceeded');
  });
});

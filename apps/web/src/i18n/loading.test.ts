import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { arFirstPage } from './ar/first-page';
import { i18n, loadAllTexts } from './index';
import { tr } from './tr';

const bundle = (language: string) => i18n.getResourceBundle(language, 'translation');

describe('loading the catalogues', () => {
  it("brings a language's first page before the first signed-in page, its whole catalogue after", async () => {
    await i18n.changeLanguage('ar');
    // The guest pages' texts only: the login page does not download every feature's.
    expect(bundle('ar')).toEqual(arFirstPage);
    expect(i18n.t('auth.login')).toBe(ar.auth.login);
    await loadAllTexts();
    expect(bundle('ar')).toEqual(ar);
    // A language chosen on a signed-in page comes whole at once.
    await i18n.changeLanguage('tr');
    expect(bundle('tr')).toEqual(tr);
    expect(i18n.t('dashboard.runsToday')).toBe(tr.dashboard.runsToday);
    await i18n.changeLanguage('en');
  });
});

/** The languages of the shell; Arabic reads right to left. English is the default (spec section 9). */
export const LANGUAGES = [
  { id: 'en', dir: 'ltr' },
  { id: 'tr', dir: 'ltr' },
  { id: 'ar', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number]['id'];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.id === value);
}

export function languageDirection(language: Language): 'ltr' | 'rtl' {
  return LANGUAGES.find((entry) => entry.id === language)?.dir ?? 'ltr';
}

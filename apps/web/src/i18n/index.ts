import { MESSAGES } from '@flowlane/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar';
import { en, type Translation } from './en';
import { DEFAULT_LANGUAGE, isLanguage } from './languages';
import { tr } from './tr';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, languageDirection } from './languages';
export type { Translation };

/** Dotted paths of every label, e.g. `nav.dashboard`. */
export type TranslationKey = Leaves<Translation>;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export const resources = {
  en: { translation: en },
  tr: { translation: tr },
  ar: { translation: ar },
};

/** The whole catalogue of a language (the default one for an unknown id), for texts read as data. */
export function catalogueOf(language: string): Translation {
  return resources[isLanguage(language) ? language : DEFAULT_LANGUAGE].translation;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

// Initialised synchronously on import: the resources are bundled, so the first render is already translated.
void i18next.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes; labels are rendered as text, never as HTML
  returnNull: false,
});

export const i18n = i18next;

const MESSAGE_KEYS = Object.keys(MESSAGES).filter((key): key is keyof typeof MESSAGES => key in MESSAGES);

/**
 * A message from the server in the interface language: the spec's messages (MESSAGES, which the server
 * sends in English) are translated; any other message is shown as the server wrote it.
 */
export function serverMessage(message: string | null | undefined): string {
  if (!message) return i18next.t('common.unknownError');
  const key = MESSAGE_KEYS.find((candidate) => MESSAGES[candidate] === message);
  return key ? i18next.t(`messages.${key}`) : message;
}

/** The spec's failure text (section 8), "Error: <message>", in the interface language. */
export function errorText(message: string | null | undefined): string {
  return i18next.t('common.error', { message: serverMessage(message) });
}

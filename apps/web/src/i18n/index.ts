import { MESSAGES } from '@flowlane/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translation } from './en';
import { enFirstPage, type FirstPageTexts } from './en/first-page';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, languageDirection } from './languages';
export type { Translation };

/** Dotted paths of every label, e.g. `nav.dashboard`. */
export type TranslationKey = Leaves<Translation>;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * Each language is a chunk of its own, loaded when chosen, so the first load carries one language only.
 * Until the first signed-in page a language brings only the first page's areas (first-page.ts; English's
 * are bundled): the login page's JavaScript budget (issue 17). loadAllTexts brings the whole catalogues.
 */
const firstPages: Record<Language, () => Promise<FirstPageTexts>> = {
  en: async () => enFirstPage,
  tr: async () => (await import('./tr/first-page')).trFirstPage,
  ar: async () => (await import('./ar/first-page')).arFirstPage,
};
const catalogues: Record<Language, () => Promise<Translation>> = {
  en: async () => (await import('./en')).en,
  tr: async () => (await import('./tr')).tr,
  ar: async () => (await import('./ar')).ar,
};
const loaded: Partial<Record<Language, Translation>> = {};
/** The languages i18next has read: loadAllTexts completes each of them. */
const read = new Set<Language>([DEFAULT_LANGUAGE]);
let allTexts: Promise<void> | undefined;

async function loadCatalogue(language: Language): Promise<Translation> {
  const catalogue = loaded[language] ?? (await catalogues[language]());
  loaded[language] = catalogue;
  return catalogue;
}

/** i18next's loader: changeLanguage('ar') resolves once the Arabic chunk is in (the page stays as it was). */
const catalogueChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(name, _namespace, callback) {
    const language = isLanguage(name) ? name : DEFAULT_LANGUAGE;
    read.add(language);
    const texts: Promise<FirstPageTexts | Translation> = allTexts
      ? loadCatalogue(language)
      : firstPages[language]();
    texts.then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The whole catalogue of English (every feature's texts, and the fallback of the other languages) and of
 * each language read so far: the signed-in routes wait for it before they render. A language chosen
 * after it comes whole.
 */
export function loadAllTexts(): Promise<void> {
  allTexts ??= Promise.all(
    [...read].map(async (language) => {
      i18next.addResourceBundle(language, 'translation', await loadCatalogue(language), true, true);
    }),
  ).then(() => undefined);
  return allTexts;
}

/**
 * The whole catalogue of a language, for texts read as data (the designer's step texts): the language's
 * own once loaded, else English; only pages behind loadAllTexts may ask.
 */
export function catalogueOf(language: string): Translation {
  const catalogue = (isLanguage(language) && loaded[language]) || loaded[DEFAULT_LANGUAGE];
  if (!catalogue) throw new Error('catalogueOf was called before loadAllTexts() finished');
  return catalogue;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

// Initialised synchronously on import: the first page's English is bundled, so it renders translated.
void i18next
  .use(initReactI18next)
  .use(catalogueChunks)
  .init({
    resources: { en: { translation: enFirstPage } },
    partialBundledLanguages: true,
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

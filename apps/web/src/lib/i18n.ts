import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, type Language } from '@platform/contracts';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type en from '@/locales/en';
import loaders from 'virtual:locale-parts';
import { STRINGS_PARTS, type StringsPart } from '@/locales/parts';
import { local } from './storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/** The `lang` attribute of <html> for each interface language (TY is Tagalog). */
export const HTML_LANG: Record<Language, string> = {
  EN: 'en',
  CN: 'zh-CN',
  ID: 'id',
  TH: 'th',
  TY: 'tl',
  VI: 'vi',
};
export const NATIVE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '简体中文',
  ID: 'Bahasa Indonesia',
  TH: 'ไทย',
  TY: 'Tagalog',
  VI: 'Tiếng Việt',
};

const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** The language the visitor chose on this browser, if any. */
function chosenLanguage(): Language | null {
  const value = local.get('lang') ?? local.get('hisLang');
  return isLanguage(value) ? value : null;
}

/** The stored language, or the default when none is stored or it is not supported. */
export function storedLanguage(): Language {
  return chosenLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * The language of the first render: the visitor's own choice, else the one the server served the page in
 * (the brand's default), else the site's default.
 */
export const firstLanguage = (served: Language | undefined): Language =>
  chosenLanguage() ?? served ?? DEFAULT_LANGUAGE;

/** The server serves pages with their texts in this language (a preference, not a secret). */
function rememberForServer(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export { STRINGS_PARTS, type StringsPart } from '@/locales/parts';

const loading = new Map<string, Promise<void>>();
/** The parts asked for so far: a change of language loads them in the new one. */
const wanted = new Set<StringsPart>();

function loadPart(language: Language, part: StringsPart): Promise<void> {
  const key = `${language}:${part}`;
  let done = loading.get(key);
  if (!done) {
    const loader = loaders[`${language.toLowerCase()}:${part}`];
    if (!loader) return Promise.reject(new Error(`no ${part} strings for ${language}`));
    done = loader().then((module) => {
      // Deep: each file adds its own codes to `errors`.
      for (const strings of module.default)
        i18next.addResourceBundle(language, 'translation', strings, true, true);
    });
    // A failed load (the network) is tried again by the next one who asks.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** Loads parts of the strings (every part unless named) in the interface language. */
export function loadStrings(
  parts: readonly StringsPart[] = STRINGS_PARTS,
  language: Language = currentLanguage(),
): Promise<void> {
  // The page renderer has every string already (render-page.tsx).
  if (import.meta.env.SSR) return Promise.resolve();
  for (const part of parts) wanted.add(part);
  return Promise.all(parts.map((part) => loadPart(language, part))).then(() => undefined);
}

export async function initI18n(
  language: Language = storedLanguage(),
  parts: readonly StringsPart[] = STRINGS_PARTS,
) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await loadStrings(parts, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  rememberForServer(language);
}

/** Switches the interface language and remembers it under both SPEC keys. */
export async function changeLanguage(language: Language) {
  await loadStrings([...wanted], language);
  await i18next.changeLanguage(language);
  local.set('lang', language);
  local.set('hisLang', language);
  document.documentElement.lang = HTML_LANG[language];
  rememberForServer(language);
}

export const currentLanguage = (): Language => {
  const lang = i18next.language;
  return isLanguage(lang) ? lang : storedLanguage();
};

/** The interface language; the component renders again when it changes. */
export function useLanguage(): Language {
  const lang = useTranslation().i18n.language;
  return isLanguage(lang) ? lang : storedLanguage();
}

export { i18next };

import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, type Language } from '@platform/contracts';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type en from '@/locales/en';
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

/** The stored language, or the default when none is stored or it is not supported. */
export function storedLanguage(): Language {
  const value = local.get('lang') ?? local.get('hisLang');
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The server serves pages with their texts in this language (a preference, not a secret). */
function rememberForServer(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

// One lazy chunk per language.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/index.ts');

async function load(language: Language) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const loader = loaders[`../locales/${language.toLowerCase()}/index.ts`];
  if (!loader) throw new Error(`no translation for ${language}`);
  const module = await loader();
  i18next.addResourceBundle(language, 'translation', module.default, true, true);
}

export async function initI18n(language: Language = storedLanguage()) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await load(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  rememberForServer(language);
}

/** Switches the interface language and remembers it under both SPEC keys. */
export async function changeLanguage(language: Language) {
  await load(language);
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

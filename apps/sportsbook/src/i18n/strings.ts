import { createContext, useCallback, useContext } from 'react';
import { HTML_LANG, type Language } from '@platform/contracts';
import { cn } from './cn';
import { en, type BookStrings, type StringKey } from './en';
import { id } from './id';
import { th } from './th';
import { ty } from './ty';
import { vi } from './vi';

export const DICTIONARIES: Record<Language, BookStrings> = { EN: en, CN: cn, ID: id, TH: th, TY: ty, VI: vi };

export type Params = Record<string, string | number>;

/** A string of the language with its `{name}` parts filled. */
export function translate(language: Language, key: StringKey, params: Params = {}): string {
  return DICTIONARIES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export const LanguageContext = createContext<Language>('EN');

export const useLanguage = () => useContext(LanguageContext);

export type Translate = (key: StringKey, params?: Params) => string;

/** The book's strings in the page's language. */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback((key, params) => translate(language, key, params), [language]);
}

/** The `lang` attribute of the page for a language. */
export const htmlLangOf = (language: Language): string => HTML_LANG[language];

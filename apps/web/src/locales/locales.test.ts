import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, LANGUAGES, PATTERN_IDS } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { STRINGS_PART_FILES, STRINGS_PARTS } from './parts';

const dir = import.meta.dirname;
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** Every file of a language, part by part (locales/parts.ts). */
const FILES = STRINGS_PARTS.flatMap((part) => STRINGS_PART_FILES[part].map((file) => `${file}.json`));
/** Each part of the member centre adds its own error codes to `errors`. */
const MERGED = 'errors';
const topKeys = new Map<string, string[]>();

/** A language's files merged, as the site merges its parts; each top-level key belongs to one file. */
function readLanguage(folder: string): Tree {
  const merged: Tree = {};
  for (const file of FILES) {
    const tree = JSON.parse(readFileSync(path.join(dir, folder, file), 'utf8')) as Tree;
    for (const key of Object.keys(tree)) {
      if (key === MERGED) {
        merged[MERGED] = { ...(merged[MERGED] as Tree | undefined), ...(tree[MERGED] as Tree) };
        continue;
      }
      const owners = topKeys.get(`${folder}:${key}`) ?? [];
      topKeys.set(`${folder}:${key}`, [...owners, file]);
    }
    const { [MERGED]: _errors, ...rest } = tree;
    Object.assign(merged, rest);
  }
  return merged;
}

const languages = Object.fromEntries(
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => [d.name.toUpperCase(), flatten(readLanguage(d.name))]),
);
const english = languages.EN ?? new Map<string, string>();

describe('translations', () => {
  it('give each top-level key to one file of a language', () => {
    const shared = [...topKeys].filter(([, files]) => files.length > 1).map(([k]) => k);
    expect(shared).toEqual([]);
  });

  it('are each in a part of the strings (a file of no part would never load)', () => {
    for (const folder of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()))
      expect(
        readdirSync(path.join(dir, folder.name)).filter(
          (name) => name.endsWith('.json') && !FILES.includes(name),
        ),
      ).toEqual([]);
  });

  it('exist for every interface language', () => {
    expect(Object.keys(languages).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'EN'))(
    '%s has every key of EN, no other key, and no empty value',
    (lang) => {
      const keys = languages[lang] ?? new Map<string, string>();
      const missing = [...english.keys()].filter((k) => !keys.has(k));
      const extra = [...keys.keys()].filter((k) => !english.has(k));
      const empty = [...keys].filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
    },
  );

  it('keeps the placeholders of each English string', () => {
    for (const [lang, keys] of Object.entries(languages)) {
      for (const [key, text] of english) {
        const wanted = (text.match(/\{\{\w+\}\}/g) ?? []).sort();
        const found = (keys.get(key)?.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(found, `${lang} ${key}`).toEqual(wanted);
      }
    }
  });

  it('translates every error code and every pattern id', () => {
    for (const code of Object.values(ERROR_CODES))
      expect(english.has(`errors.${code.replaceAll('.', '_')}`), code).toBe(true);
    for (const id of PATTERN_IDS) expect(english.has(`validation.pattern_${id}`), String(id)).toBe(true);
  });

  it('is really translated, not a copy of English', () => {
    for (const lang of ['CN', 'ID', 'TH', 'VI'] as const) {
      const keys = languages[lang] ?? new Map<string, string>();
      const same = [...english].filter(([k, v]) => keys.get(k) === v && v.length > 12);
      expect(same.length, `${lang}: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(english.size * 0.05);
    }
  });
});

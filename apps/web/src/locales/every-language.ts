import type { Language } from '@platform/contracts';
import { mergeStrings, STRINGS_PART_FILES, STRINGS_PARTS } from './parts';

// Every string of every language at hand, for the page renderer (render-page.tsx) and the tests; the site
// itself loads them by part (lib/i18n.ts).

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** A language's strings, merged as the site merges its parts. */
export function stringsOf(language: Language): Record<string, unknown> {
  const folder = language.toLowerCase();
  return mergeStrings(
    ...STRINGS_PARTS.flatMap((part) =>
      STRINGS_PART_FILES[part].map((file) => {
        const strings = files[`./${folder}/${file}.json`];
        if (!strings) throw new Error(`no ${file}.json strings for ${language}`);
        return strings;
      }),
    ),
  );
}

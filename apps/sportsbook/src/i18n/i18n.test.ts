import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@platform/contracts';
import { en } from './en';
import { DICTIONARIES, translate } from './strings';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the book's languages", () => {
  it('has every key in every language, and no other', () => {
    const keys = Object.keys(en).sort();
    for (const language of LANGUAGES) expect(Object.keys(DICTIONARIES[language]).sort()).toEqual(keys);
  });

  it('fills the same placeholders in every language, and no string is empty', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(DICTIONARIES[language])) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });

  it("fills a string's parameters", () => {
    expect(translate('EN', 'odds.toWin', { name: 'Manila Lions', odds: '1.95' })).toBe(
      'Manila Lions to win at 1.95',
    );
    expect(translate('CN', 'fixtures.more', { count: 4 })).toBe('+4 个玩法');
  });
});

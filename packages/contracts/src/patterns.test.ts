import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_PATTERNS,
  PATTERN_IDS,
  checkRule,
  isValidPattern,
  type FieldRule,
  type PatternId,
} from './patterns.js';

const rule = (patternId: PatternId, minLength = 1, maxLength = 40): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: ACCEPTED_PATTERNS[patternId],
  patternId,
  minLength,
  maxLength,
});
const ok = (id: PatternId, value: string) => checkRule(value, rule(id)) === null;

const lower = 'abcdefghijklmnopqrstuvwxyz';
const upper = lower.toUpperCase();
const digits = '0123456789';
const chars = (alphabet: string, min = 1, max = 20) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max });
const letters = chars(lower + upper);
const alnum = chars(lower + upper + digits);
const hanChars = '中国人大小天地水火山金木龙';
const thaiChars = 'กขคงจฉชซญดตถทนบปผพฟมยรลวสหอฮ';
const hangul = '가나다라마바사아자차카타파하';
const kana = 'あいうえおかきくけこアイウエオカキクケコー';

describe('validation pattern ids 0-22', () => {
  it('has a compilable pattern for every id', () => {
    for (const id of PATTERN_IDS) expect(isValidPattern(ACCEPTED_PATTERNS[id]), `id ${id}`).toBe(true);
  });

  it('0: accepts anything within the length bounds, refuses outside them', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 30 }), (s) => {
        const len = [...s].length;
        expect(checkRule(s, rule(0, 3, 10)) === null).toBe(len >= 3 && len <= 10);
      }),
    );
  });

  it('1: starts with a letter, then letters and digits', () => {
    fc.assert(fc.property(letters, alnum, (head, tail) => ok(1, head.slice(0, 1) + tail)));
    fc.assert(fc.property(chars(digits), alnum, (d, tail) => !ok(1, d + tail)));
    expect(ok(1, 'abc_12')).toBe(false);
  });

  it('2: letters and Chinese characters only', () => {
    fc.assert(fc.property(chars(lower + upper + hanChars), (s) => ok(2, s)));
    fc.assert(fc.property(chars(hanChars), chars(digits), (a, d) => !ok(2, a + d)));
  });

  it('3: e-mail addresses', () => {
    fc.assert(fc.property(alnum, chars(lower), chars(lower, 2, 6), (u, d, tld) => ok(3, `${u}@${d}.${tld}`)));
    for (const bad of ['plain', 'a@b', '@x.com', 'a b@c.com', 'a@b.c']) expect(ok(3, bad), bad).toBe(false);
  });

  it('4: letters and digits, nothing else (no Chinese)', () => {
    fc.assert(fc.property(alnum, (s) => ok(4, s)));
    fc.assert(fc.property(alnum, chars(hanChars + ' _-!'), (a, b) => !ok(4, a + b)));
  });

  it('5 and 14: letters and digits combined, both present', () => {
    fc.assert(fc.property(letters, chars(digits), (l, d) => ok(5, l + d) && ok(5, d + l) && ok(14, l + d)));
    fc.assert(fc.property(letters, (l) => !ok(5, l) && !ok(14, l)));
    fc.assert(fc.property(chars(digits), (d) => !ok(5, d) && !ok(14, d)));
    expect(ok(14, 'abc1!')).toBe(true);
    expect(ok(5, 'abc1!')).toBe(false);
  });

  it('6: digits only', () => {
    fc.assert(fc.property(chars(digits), (d) => ok(6, d)));
    fc.assert(fc.property(chars(digits), letters, (d, l) => !ok(6, d + l)));
  });

  it('7: letters and digits with a capital', () => {
    fc.assert(fc.property(chars(upper, 1, 1), alnum, (c, rest) => ok(7, rest + c)));
    fc.assert(fc.property(chars(lower + digits), (s) => !ok(7, s)));
  });

  it('8: English letters and spaces', () => {
    fc.assert(fc.property(letters, letters, (a, b) => ok(8, `${a} ${b}`)));
    fc.assert(fc.property(letters, chars(digits), (a, d) => !ok(8, a + d)));
  });

  it('9: no spaces', () => {
    fc.assert(fc.property(chars(lower + digits + '!@#中'), (s) => ok(9, s)));
    fc.assert(fc.property(alnum, alnum, (a, b) => !ok(9, `${a} ${b}`)));
  });

  it('10: Chinese characters and symbols', () => {
    fc.assert(fc.property(chars(hanChars + '，。！·'), (s) => ok(10, s)));
    fc.assert(fc.property(chars(hanChars), letters, (h, l) => !ok(10, h + l)));
  });

  it('11 and 13: dates that exist, in their order', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const [y, m, day] = d.toISOString().slice(0, 10).split('-');
          return ok(11, `${y}-${m}-${day}`) && ok(13, `${m}-${day}-${y}`) && !ok(11, `${m}-${day}-${y}`);
        },
      ),
    );
    expect(ok(11, '2023-02-29')).toBe(false);
    expect(ok(11, '2024-02-29')).toBe(true);
    expect(ok(13, '02-30-2024')).toBe(false);
  });

  it('12: at least two letters, letters and spaces', () => {
    fc.assert(fc.property(chars(lower, 2), chars(' ', 0, 3), (l, s) => ok(12, s + l)));
    expect(ok(12, 'a ')).toBe(false);
    expect(ok(12, 'a b')).toBe(true);
  });

  it('15, 16, 17: Korean, Thai, Thai or English with spaces', () => {
    fc.assert(fc.property(chars(hangul), (s) => ok(15, s) && !ok(16, s)));
    fc.assert(fc.property(chars(thaiChars), (s) => ok(16, s) && ok(17, s) && !ok(15, s)));
    fc.assert(fc.property(chars(thaiChars), letters, (t, l) => ok(17, `${t} ${l}`) && !ok(16, t + l)));
  });

  it('18: capitals and spaces with a letter', () => {
    fc.assert(fc.property(chars(upper), (s) => ok(18, `${s} ${s}`)));
    fc.assert(fc.property(chars(lower), (s) => !ok(18, s)));
    expect(ok(18, '   ')).toBe(false);
  });

  it('19: letters, digits and symbols, no spaces or other scripts', () => {
    fc.assert(fc.property(chars(lower + upper + digits + '!@#$%^&*()-_=+[]{};:,.<>/?'), (s) => ok(19, s)));
    fc.assert(fc.property(alnum, chars(hanChars + ' '), (a, b) => !ok(19, a + b)));
  });

  it('20: upper, lower, digit and symbol all required', () => {
    fc.assert(
      fc.property(
        chars(upper, 1, 3),
        chars(lower, 1, 3),
        chars(digits, 1, 3),
        chars('!@#$%', 1, 2),
        (u, l, d, s) => ok(20, l + u + s + d),
      ),
    );
    fc.assert(fc.property(alnum, (s) => !ok(20, s)));
  });

  it('21: first and last name separated by spaces', () => {
    fc.assert(fc.property(letters, letters, (a, b) => ok(21, `${a} ${b}`) && !ok(21, a + b)));
  });

  it('22: Japanese full-width kana or kanji, no spaces', () => {
    fc.assert(fc.property(chars(kana + hanChars), (s) => ok(22, s)));
    fc.assert(fc.property(chars(kana), (s) => !ok(22, `${s} ${s}`) && !ok(22, `${s}a`)));
  });

  it('counts length in characters, not UTF-16 units', () => {
    expect(checkRule('𠀀𠀀', rule(0, 2, 2))).toBeNull();
  });
});

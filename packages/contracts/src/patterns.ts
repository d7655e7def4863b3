import * as z from './z.js';

/**
 * The validation pattern ids of SPEC section 5. A brand stores, per registration field, an
 * `acceptedPattern` (a regular expression source, or `*` for anything) with the id that names it; the
 * id selects the translated message. These are the patterns a new brand starts from.
 */
export const PATTERN_IDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

export const ACCEPTED_PATTERNS: Record<PatternId, string> = {
  0: '*',
  1: '^[A-Za-z][A-Za-z0-9]*$',
  2: '^[A-Za-z\\p{Script=Han}]+$',
  3: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  4: '^[A-Za-z0-9]+$',
  5: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  6: '^[0-9]+$',
  7: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  8: '^[A-Za-z ]+$',
  9: '^\\S+$',
  10: '^[\\p{Script=Han}\\p{P}\\p{S}]+$',
  11: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  12: '^(?=(?:[^A-Za-z]*[A-Za-z]){2})[A-Za-z ]+$',
  13: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  14: '^(?=.*[A-Za-z])(?=.*[0-9])\\S+$',
  15: '^\\p{Script=Hangul}+$',
  16: '^\\p{Script=Thai}+$',
  17: '^[\\p{Script=Thai}A-Za-z ]+$',
  18: '^(?=.*[A-Z])[A-Z ]+$',
  19: '^[\\x21-\\x7E]+$',
  20: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
  21: '^\\p{L}+(?: \\p{L}+)+$',
  22: '^[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u30FC]+$',
};

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().max(500),
  patternId: z.number().int().min(0).max(22),
  minLength: z.number().int().min(0).max(500),
  maxLength: z.number().int().min(0).max(500),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export type RuleViolation = { patternId: number; min: number; max: number };

const compiled = new Map<string, RegExp | null>();

/** Compiles an accepted pattern once; `null` means "matches everything". Throws on a bad source. */
export function compilePattern(source: string): RegExp | null {
  let re = compiled.get(source);
  if (re === undefined) {
    re = source === '*' || source === '' ? null : new RegExp(source, 'u');
    compiled.set(source, re);
  }
  return re;
}

/** True when the source compiles as a Unicode regular expression (or is `*`). */
export function isValidPattern(source: string): boolean {
  try {
    compilePattern(source);
    return true;
  } catch {
    return false;
  }
}

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export const charLength = (value: string) => [...value].length;

/**
 * Checks one value against its rule: the pattern and the length bounds. Dates (ids 11 and 13) must
 * also exist in the calendar. Returns the violation, or null when the value is acceptable.
 */
export function checkRule(value: string, rule: FieldRule): RuleViolation | null {
  const violation = { patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  const length = charLength(value);
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) return violation;
  const re = compilePattern(rule.acceptedPattern);
  if (re && !re.test(value)) return violation;
  if (rule.patternId === 11 || rule.patternId === 13) {
    const parts = value.split('-').map(Number);
    const [a = 0, b = 0, c = 0] = parts;
    const ok = rule.patternId === 11 ? isRealDate(a, b, c) : isRealDate(c, a, b);
    if (!ok) return violation;
  }
  return null;
}

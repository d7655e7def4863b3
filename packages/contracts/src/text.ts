import { z as zod } from 'zod';

/**
 * Characters no string from outside may carry: the C0 controls except TAB, LF and CR, DEL, and UTF-16
 * surrogates that are not part of a pair (no valid UTF-8 encodes them; PostgreSQL refuses NUL outright).
 */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** What a single-line value refuses besides: TAB, LF and CR. */
const LINE_BREAKS = /[\t\n\r]/;

export const CONTROL_CHARACTER_MESSAGE = 'control characters are not allowed';
export const LINE_BREAK_MESSAGE = 'must be on one line (no tab or line break)';

/** True when the value carries a control character or a lone surrogate (TAB, LF and CR are text). */
export const hasControlCharacter = (value: string) => CONTROL.test(value);

/** True when the value is not one clean line: a control character, a lone surrogate, TAB, LF or CR. */
export const breaksLine = (value: string) => CONTROL.test(value) || LINE_BREAKS.test(value);

/**
 * `z.string()` of every contract (packages/contracts imports `z` from ./z.ts, which exports this in
 * place of zod's): a string that refuses control characters and lone surrogates, so that every field of
 * every schema refuses them without anybody remembering to. TAB, LF and CR stay allowed (multi-line
 * text); use `line()` for a value that must be one line.
 */
export function string(params?: Parameters<typeof zod.string>[0]): zod.ZodString {
  return zod.string(params).refine((value) => !CONTROL.test(value), { message: CONTROL_CHARACTER_MESSAGE });
}

/** Free text that may span lines (feedback, notes, messages): printable characters, TAB, LF and CR. */
export const text = (max: number) => string().max(max);

/** One line of text (names, codes, search words): no control character, no TAB, no line break. */
export const line = (max: number) =>
  string()
    .max(max)
    .refine((value) => !LINE_BREAKS.test(value), { message: LINE_BREAK_MESSAGE });

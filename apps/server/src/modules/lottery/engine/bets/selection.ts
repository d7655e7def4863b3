import { BET_REFUSALS, type BetRefusal, type BetRefusalCode, type Parsed } from './bet-type.js';

// Reading a player's selection: each reader answers the value or refuses with a sentence that names the
// bet type, the rule and what was sent. Readers stop at the first problem; `parsing` turns that stop into
// a refusal, so a bet type's `parse` never throws.

class Refused extends Error {
  constructor(readonly refusal: BetRefusal) {
    super(refusal.message);
  }
}

/** Stops reading with this refusal. */
export function refuse(code: BetRefusalCode, message: string): never {
  throw new Refused({ code, message });
}

/** Runs a reader: its value is the normalised selection, its stop the refusal. */
export function parsing<S>(read: () => S): Parsed<S> {
  try {
    return { ok: true, selection: read() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** A value as the player sent it, short enough for a sentence. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return `'${value.length > 20 ? `${value.slice(0, 20)}...` : value}'`;
  if (typeof value === 'bigint') return `${value}`;
  let text: string;
  try {
    // Anything JSON cannot write (a function, a loop of references) is named by its type.
    text = JSON.stringify(value) ?? `a ${typeof value}`;
  } catch {
    text = `a ${typeof value}`;
  }
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

/** The selection's field `field`, refusing anything that is not an object. */
export function field(name: string, selection: unknown, key: string, takes: string): unknown {
  if (typeof selection !== 'object' || selection === null || Array.isArray(selection))
    refuse(BET_REFUSALS.shape, `${name} takes ${takes}; got ${shown(selection)}`);
  return (selection as Record<string, unknown>)[key];
}

/** A list of `min` to `max` entries. */
export function list(name: string, value: unknown, what: string, min: number, max: number): unknown[] {
  if (!Array.isArray(value))
    refuse(BET_REFUSALS.shape, `${name} takes a list of ${what}; got ${shown(value)}`);
  const range = min === max ? `${min}` : `${min} to ${max}`;
  const noun = max === 1 ? what.replace(/s$/, '') : what;
  if (value.length < min) refuse(BET_REFUSALS.tooFew, `${name} takes ${range} ${noun}; got ${value.length}`);
  if (value.length > max) refuse(BET_REFUSALS.tooMany, `${name} takes ${range} ${noun}; got ${value.length}`);
  return value;
}

/** Refuses the first entry chosen twice. */
function distinct<T>(name: string, values: T[], what: string): T[] {
  const seen = new Set<T>();
  for (const v of values) {
    if (seen.has(v)) refuse(BET_REFUSALS.duplicate, `${name} takes each ${what} once; got ${shown(v)} twice`);
    seen.add(v);
  }
  return values;
}

/** An integer from `low` to `high`. */
export function integer(name: string, value: unknown, what: string, low: number, high: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high)
    refuse(BET_REFUSALS.number, `${name} takes ${what} from ${low} to ${high}; got ${shown(value)}`);
  return value;
}

/** A list of `min` to `max` distinct integers from `low` to `high`, sorted. */
export function integers(
  name: string,
  value: unknown,
  what: string,
  range: { low: number; high: number; min: number; max: number },
): number[] {
  const entries = list(name, value, `${what}s`, range.min, range.max);
  const read = entries.map((v) => integer(name, v, `${what}s`, range.low, range.high));
  return distinct(name, read, what).sort((a, b) => a - b);
}

/** A list of `min` to `max` distinct numbers written with exactly `width` digits ('07'), sorted. */
export function digitStrings(
  name: string,
  value: unknown,
  width: number,
  min: number,
  max: number,
): string[] {
  const what = `${width}-digit numbers`;
  const entries = list(name, value, what, min, max);
  const pattern = new RegExp(`^[0-9]{${width}}$`);
  const highest = '9'.repeat(width);
  const read = entries.map((v) => {
    if (typeof v !== 'string' || !pattern.test(v))
      refuse(
        BET_REFUSALS.number,
        `${name} takes ${what} from ${'0'.repeat(width)} to ${highest}, written as text; got ${shown(v)}`,
      );
    return v;
  });
  return distinct(name, read, 'number').sort();
}

/** One of the offered options (a side, a part of the draw). */
export function oneOf<T extends string>(
  name: string,
  value: unknown,
  options: readonly T[],
  what: string,
  code: BetRefusalCode,
): T {
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value))
    refuse(
      code,
      `${name} takes a ${what} of ${options.map((o) => `'${o}'`).join(', ')}; got ${shown(value)}`,
    );
  return value as T;
}

// How a selection settles on a final score. Pricing reads the same rules over every score it thinks
// possible, so a price and its settlement can never disagree.
import type { FixtureResult, MarketSpec, Outcome, Score } from './types.js';

/** A selection key, or a line, that the market type cannot have. */
export class UnknownSelection extends Error {
  constructor(
    readonly spec: MarketSpec,
    readonly key: string,
  ) {
    super(`market ${spec.type} (line ${String(spec.line)}) has no selection ${key}`);
  }
}

/** Correct score offers every score from 0-0 to this many goals a side; anything else is `other`. */
export const CORRECT_SCORE_MAX = 4;

const SIDES = ['home', 'away'];
const TOTALS = ['over', 'under'];
const CORRECT_SCORE_KEY = /^(\d)-(\d)$/;

/** Win, push or lose, as a whole or half line settles. */
type Verdict = 1 | 0 | -1;

const verdictOf = (difference: number): Verdict => (difference > 0 ? 1 : difference < 0 ? -1 : 0);

const plainOutcome = (verdict: Verdict): Outcome => (verdict > 0 ? 'win' : verdict < 0 ? 'lose' : 'void');

/**
 * A line in hundredths on a score quantity (a margin or a total, also in hundredths). A quarter line
 * splits the stake between the lines 0.25 either side, which settle as a half or whole line each.
 */
function lineOutcome(valueMinusLine: (line: number) => number, line: number): Outcome {
  if (line % 50 === 0) return plainOutcome(verdictOf(valueMinusLine(line)));
  const lower = verdictOf(valueMinusLine(line - 25));
  const upper = verdictOf(valueMinusLine(line + 25));
  const sum = lower + upper;
  if (sum === 2) return 'win';
  if (sum === -2) return 'lose';
  if (sum === 1) return 'half-win';
  if (sum === -1) return 'half-lose';
  return 'void';
}

const isWhole = (n: number) => Number.isSafeInteger(n);

/** Throws `UnknownSelection` unless the market type can have this key and line. */
export function checkSelection(spec: MarketSpec, key: string): void {
  const unknown = () => new UnknownSelection(spec, key);
  const { type, line } = spec;
  const lineless = type === '1x2' || type === 'winner' || type === 'btts' || type === 'cs';
  if (lineless) {
    if (line !== null) throw unknown();
  } else if (line === null || !isWhole(line) || line % 25 !== 0) {
    throw unknown();
  }
  switch (type) {
    case '1x2':
      if (key !== 'home' && key !== 'draw' && key !== 'away') throw unknown();
      return;
    case 'winner':
    case 'ah':
      if (!SIDES.includes(key)) throw unknown();
      return;
    case 'map_ah':
      // Maps are whole: the book's map handicaps are half lines.
      if (!SIDES.includes(key) || Math.abs(line! % 100) !== 50) throw unknown();
      return;
    case 'ou':
      if (!TOTALS.includes(key) || line! <= 0) throw unknown();
      return;
    case 'maps_ou':
      if (!TOTALS.includes(key) || line! <= 0 || line! % 100 !== 50) throw unknown();
      return;
    case 'btts':
      if (key !== 'yes' && key !== 'no') throw unknown();
      return;
    case 'cs': {
      if (key === 'other') return;
      const match = CORRECT_SCORE_KEY.exec(key);
      if (!match || Number(match[1]) > CORRECT_SCORE_MAX || Number(match[2]) > CORRECT_SCORE_MAX) {
        throw unknown();
      }
      return;
    }
  }
}

/**
 * The outcome of a selection on a final score, for a key and line already checked by `checkSelection`.
 * Pricing calls it for every score it weighs.
 */
export function outcomeOnScore(spec: MarketSpec, key: string, score: Score): Outcome {
  const margin = score.home - score.away;
  const total = score.home + score.away;
  const line = spec.line ?? 0;
  switch (spec.type) {
    case '1x2': {
      const won = key === 'home' ? margin > 0 : key === 'away' ? margin < 0 : margin === 0;
      return won ? 'win' : 'lose';
    }
    case 'winner':
      // Overtime or a deciding set or map leaves no tie; were a final score level, the stake is returned.
      if (margin === 0) return 'void';
      return (key === 'home') === margin > 0 ? 'win' : 'lose';
    case 'ah':
    case 'map_ah': {
      // `line` is home's handicap; the away selection carries its negation.
      const sideMargin = key === 'home' ? margin * 100 : -margin * 100;
      const sideLine = key === 'home' ? line : -line;
      return lineOutcome((l) => sideMargin + l, sideLine);
    }
    case 'ou':
    case 'maps_ou': {
      const sign = key === 'over' ? 1 : -1;
      return lineOutcome((l) => sign * (total * 100 - l), line);
    }
    case 'btts': {
      const both = score.home > 0 && score.away > 0;
      return both === (key === 'yes') ? 'win' : 'lose';
    }
    case 'cs': {
      const inGrid = score.home <= CORRECT_SCORE_MAX && score.away <= CORRECT_SCORE_MAX;
      const won = key === 'other' ? !inGrid : key === `${score.home}-${score.away}`;
      return won ? 'win' : 'lose';
    }
  }
}

/**
 * How a selection settles on a fixture's result: every bet on a postponed, abandoned or cancelled fixture
 * is void; a finished one settles on its final score.
 */
export function settleSelection(spec: MarketSpec, key: string, result: FixtureResult): Outcome {
  checkSelection(spec, key);
  if (result.status !== 'finished') return 'void';
  return outcomeOnScore(spec, key, result.score);
}

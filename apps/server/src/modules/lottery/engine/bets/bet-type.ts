import type { DrawResult, LotteryKind } from '../types.js';
import type { Paytable } from './paytables.js';

// What every bet type of the in-house lottery answers: a pure rule, with no database, clock or money.
//
// Money is exact: a settlement's `payout` is an integer number of HUNDREDTHS of the unit price, for the
// whole selection at a multiple of 1. The caller pays `payout x unitPrice x multiple / 100`; with a unit
// price in minor units that is exact whenever the unit price is a whole number of major units, and the
// caller rounds down to the minor unit otherwise. A payout is the gross return (what the player gets
// back, not the profit): a lost bet returns 0, a refunded unit returns 100 (the unit price itself).

/** A result of the given kind. */
export type ResultOf<K extends LotteryKind> = Extract<DrawResult, { kind: K }>;

/** Why a selection (or a settlement request) is refused: stable codes, then a sentence naming the problem. */
export const BET_REFUSALS = {
  /** Not the shape the type takes (not an object, a missing field, a field of the wrong type). */
  shape: 'bet.selection.shape',
  /** A number or digit outside the type's range or of the wrong length. */
  number: 'bet.selection.number',
  /** The same number or digit chosen twice. */
  duplicate: 'bet.selection.duplicate',
  tooFew: 'bet.selection.too.few',
  tooMany: 'bet.selection.too.many',
  /** A position or part of the draw the type does not have. */
  position: 'bet.selection.position',
  /** A side (big, small, odd, even) the type does not offer. */
  side: 'bet.selection.side',
  /** No bet type has this code. */
  unknownType: 'bet.type.unknown',
  /** The result is of another lottery than the bet type's. */
  resultKind: 'bet.result.kind',
} as const;
export type BetRefusalCode = (typeof BET_REFUSALS)[keyof typeof BET_REFUSALS];

export type BetRefusal = { code: BetRefusalCode; message: string };

/** A parsed selection: normalised (numbers sorted, written one way), or refused. */
export type Parsed<S> = { ok: true; selection: S } | { ok: false; refusal: BetRefusal };

/** A settled selection, for one unit price at a multiple of 1. */
export type Settlement = {
  /** The gross return in hundredths of the unit price (0 when lost; 100 per refunded unit). */
  payout: number;
  /** Winning units; for lo, winning occurrences (a number drawn twice wins twice). */
  wins: number;
  /** Units returned at their price (a tie). */
  refunds: number;
};

export interface BetType<S, K extends LotteryKind> {
  /** Stable code, as bets are stored: `vn.lo2`, `d5.position`, `keno.pick5`. */
  readonly code: string;
  /** The lottery whose results settle it. */
  readonly kind: K;
  /** The type's name in refusals ("lo", "front three straight"). */
  readonly name: string;
  /** The player's selection checked and normalised, or refused; never throws. */
  parse(selection: unknown): Parsed<S>;
  /** How many unit bets the selection makes: the price is units x unit price x multiple. */
  units(selection: S): number;
  /** What the selection returns on this result under this paytable. */
  settle(selection: S, result: ResultOf<K>, paytable: Paytable): Settlement;
}

/** A settlement of `wins` winning units at `odds` hundredths each. */
export const paid = (wins: number, odds: number): Settlement => ({ payout: wins * odds, wins, refunds: 0 });

/** A settlement that returns `units` units at their price. */
export const refunded = (units: number): Settlement => ({ payout: units * 100, wins: 0, refunds: units });

/** The number of ways to choose k of n, exactly (n stays small here: at most 80). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let ways = 1;
  for (let i = 1; i <= k; i += 1) ways = (ways * (n - k + i)) / i;
  return ways;
}

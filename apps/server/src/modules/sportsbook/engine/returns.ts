// What a bet pays, in exact minor units: every leg's return per unit of stake is a fraction of integers,
// and the bet's return is the stake times their product, floored once at the end.
import type { Outcome } from './types.js';

/** A return per unit of stake: num / den. */
export type Factor = { num: bigint; den: bigint };

/** Odds are decimal odds in thousandths (1.95 is 1950), at least 1.000. */
function checkOdds(odds: number): bigint {
  if (!Number.isSafeInteger(odds) || odds < 1000)
    throw new RangeError(`odds ${odds} are not thousandths ≥ 1000`);
  return BigInt(odds);
}

/**
 * The return per unit stake of a leg: a win pays the odds, a loss nothing, a void the stake back; a half
 * win pays half the stake at the odds and returns the other half, a half loss returns half the stake.
 */
export function legFactor(outcome: Outcome, odds: number): Factor {
  const o = checkOdds(odds);
  switch (outcome) {
    case 'win':
      return { num: o, den: 1000n };
    case 'lose':
      return { num: 0n, den: 1n };
    case 'void':
      return { num: 1n, den: 1n };
    case 'half-win':
      return { num: 1000n + o, den: 2000n };
    case 'half-lose':
      return { num: 1n, den: 2n };
  }
}

/** The product of factors, kept as one fraction. */
export function productOf(factors: Factor[]): Factor {
  return factors.reduce((acc, f) => ({ num: acc.num * f.num, den: acc.den * f.den }), { num: 1n, den: 1n });
}

function checkStake(stake: bigint): void {
  if (stake < 0n) throw new RangeError('a stake is never negative');
}

/**
 * The return of a bet (a single is one leg, a parlay several) in minor units: the stake times the product
 * of its legs' factors, floored. A void leg's factor is 1, so the parlay pays as if it had not been in it.
 */
export function betReturn(stake: bigint, legs: { outcome: Outcome; odds: number }[]): bigint {
  checkStake(stake);
  const { num, den } = productOf(legs.map((leg) => legFactor(leg.outcome, leg.odds)));
  return (stake * num) / den;
}

/** The return if every leg wins. */
export function potentialReturn(stake: bigint, odds: number[]): bigint {
  return betReturn(
    stake,
    odds.map((o) => ({ outcome: 'win' as const, odds: o })),
  );
}

/** The odds of a parlay in thousandths: the product of its legs' odds, floored. */
export function combinedOdds(odds: number[]): number {
  const { num, den } = productOf(odds.map((o) => legFactor('win', o)));
  const product = (num * 1000n) / den;
  if (product > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('combined odds past a safe integer');
  return Number(product);
}

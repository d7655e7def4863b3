// What the book pays to close a bet early: its expected return under the fair chances of its open legs,
// less the brand's margin, in exact minor units.
import { legFactor, productOf, type Factor } from './returns.js';
import type { Outcome, OutcomeChances } from './types.js';

/**
 * An open leg's expected factor is kept in billionths, rounded (far coarser than the float sums' own
 * error, so 1.035 stays 1.035), and the value is then exact arithmetic floored once.
 */
const EXPECTED_SCALE = 1_000_000_000;

/** A leg of a bet: settled (its outcome), or open (the fair chances of its outcomes now). */
export type CashOutLeg = { odds: number; outcome?: Outcome; chances?: OutcomeChances };

/** The expected return per unit stake of an open leg: each outcome's factor weighted by its chance. */
function expectedFactor(odds: number, c: OutcomeChances): Factor {
  legFactor('win', odds);
  const expected = (c.win * odds) / 1000 + (c.halfWin * (1000 + odds)) / 2000 + c.void + c.halfLose / 2;
  return { num: BigInt(Math.round(expected * EXPECTED_SCALE)), den: BigInt(EXPECTED_SCALE) };
}

/**
 * The cash-out value of a bet in minor units: the stake times the product of the legs' factors (a settled
 * leg's own, an open leg's expected one), times (1 - margin), floored. Null when a leg can be valued
 * neither way, or when a settled leg lost (the bet is lost: there is nothing to cash out).
 */
export function cashOutValue(stake: bigint, legs: CashOutLeg[], marginBps: number): bigint | null {
  if (stake < 0n) throw new RangeError('a stake is never negative');
  if (!Number.isSafeInteger(marginBps) || marginBps < 0 || marginBps > 10_000) {
    throw new RangeError(`margin ${marginBps} is not basis points in [0, 10000]`);
  }
  const factors: Factor[] = [];
  for (const leg of legs) {
    if (leg.outcome === 'lose') return null;
    if (leg.outcome) factors.push(legFactor(leg.outcome, leg.odds));
    else if (leg.chances) factors.push(expectedFactor(leg.odds, leg.chances));
    else return null;
  }
  const { num, den } = productOf(factors);
  return (stake * num * BigInt(10_000 - marginBps)) / (den * 10_000n);
}

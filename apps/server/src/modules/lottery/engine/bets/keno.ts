import type { KenoResult } from '../types.js';
import { BET_REFUSALS, type BetType, paid, refunded } from './bet-type.js';
import { KENO_PICKS, type KenoPicks, type Paytable } from './paytables.js';
import { field, integers, oneOf, parsing } from './selection.js';

// Keno bets. A draw is 20 distinct numbers of 1 to 80, every set of 20 equally likely (C(80, 20) of them).

/** The sum of the 20 numbers splits at 810 (20 x 40.5): above is big, below small, 810 itself a tie. */
export const KENO_SUM_MIDPOINT = 810;

type Picks = { numbers: number[] };

/**
 * Pick n (1 to 10): exactly n distinct numbers of 1 to 80, one unit, paid by the number of hits. The
 * chance of h hits is C(n, h) C(80 - n, 20 - h) / C(80, 20).
 * Default RTP (n = 1 to 10): Lott 94.0000%, 93.9778%, 93.9917%, 93.9971%, then 94.0000% (to 4 decimals)
 * for 5 to 10; Elott (Lott x 92/94, rounded down) 92.0000%, 91.9335%, 91.8827%, 91.7960%, 91.9364%,
 * 91.8753%, 91.8109%, 91.8471%, 91.8275%, 91.7949%.
 */
function pick(n: KenoPicks): BetType<Picks, 'keno'> {
  const name = `pick ${n}`;
  return {
    code: `keno.pick${n}`,
    kind: 'keno',
    name,
    parse: (selection) =>
      parsing(() => {
        const value = field(name, selection, 'numbers', `{ numbers: [${n} numbers of 1 to 80] }`);
        return { numbers: integers(name, value, 'number', { low: 1, high: 80, min: n, max: n }) };
      }),
    units: () => 1,
    settle: (selection, result, paytable) => {
      const drawn = new Set(result.numbers);
      const hits = selection.numbers.filter((x) => drawn.has(x)).length;
      const odds = paytable.keno.picks[n][hits] ?? 0;
      return paid(odds > 0 ? 1 : 0, odds);
    },
  };
}

export const kenoPicks: readonly BetType<Picks, 'keno'>[] = KENO_PICKS.map(pick);

type Side<T extends string> = { side: T };

/** A one-unit bet on a side of the draw that refunds on a tie. */
function sideBet<T extends string>(spec: {
  code: string;
  name: string;
  sides: readonly [T, T];
  /** Which side the draw falls on, or undefined for a tie. */
  sideOf: (result: KenoResult) => T | undefined;
  odds: (paytable: Paytable) => number;
}): BetType<Side<T>, 'keno'> {
  return {
    code: spec.code,
    kind: 'keno',
    name: spec.name,
    parse: (selection) =>
      parsing(() => {
        const value = field(spec.name, selection, 'side', `{ side: ${spec.sides.join(' or ')} }`);
        return { side: oneOf(spec.name, value, spec.sides, 'side', BET_REFUSALS.side) };
      }),
    units: () => 1,
    settle: (selection, result, paytable) => {
      const side = spec.sideOf(result);
      if (side === undefined) return refunded(1);
      return paid(side === selection.side ? 1 : 0, spec.odds(paytable));
    },
  };
}

/**
 * Big (sum above 810) or small (below 810); a sum of exactly 810 (chance 0.4396%) refunds.
 * Default RTP: Lott 97.0132%, Elott 95.0220%.
 */
export const kenoSumBigSmall = sideBet<'big' | 'small'>({
  code: 'keno.sum.bigSmall',
  name: 'keno big/small',
  sides: ['big', 'small'],
  sideOf: (result) => {
    const sum = result.numbers.reduce((total, x) => total + x, 0);
    if (sum === KENO_SUM_MIDPOINT) return undefined;
    return sum > KENO_SUM_MIDPOINT ? 'big' : 'small';
  },
  odds: (p) => p.keno.sumBigSmall,
});

/**
 * Odd (more odd numbers than even among the 20) or even; ten of each (chance 20.324%) refunds.
 * Default RTP: Lott 96.8130%, Elott 95.2195%.
 */
export const kenoOddEven = sideBet<'odd' | 'even'>({
  code: 'keno.oddEven',
  name: 'keno odd/even',
  sides: ['odd', 'even'],
  sideOf: (result) => {
    const odd = result.numbers.filter((x) => x % 2 === 1).length;
    const even = result.numbers.length - odd;
    if (odd === even) return undefined;
    return odd > even ? 'odd' : 'even';
  },
  odds: (p) => p.keno.oddEven,
});

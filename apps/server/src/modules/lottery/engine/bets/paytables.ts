import type { VnRegion } from '../types.js';

// The odds the in-house lottery pays, per prize mode, as plain data a brand may override.
//
// Every figure is in HUNDREDTHS of the unit price and is the gross return of one winning unit (or one
// occurrence, for lo): `970` returns 9.70 unit prices on a unit bet that wins. Bet types read them in
// `settle`; nothing else about a bet's payout lives outside this file.
//
// The defaults are worked out from each bet's exact probability and a target return (RTP): the odds are
// the fair odds times the target, rounded down to the hundredth, so no default returns above its target.
//   Lott:  Vietnamese and five-digit bets 97% (house edge 3%), keno picks 94%.
//   Elott: Vietnamese and five-digit bets 95% (house edge 5%), keno picks 92% (Lott's keno x 92/94).
// Each bet type's comment gives the exact RTP its default figures make; the tests work every one out again
// from the probabilities and hold it to its band.

/** The prize modes of the lottery lobby (as the contracts' `PRIZE_MODES`); defaults exist for two. */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export const DEFAULT_PRIZE_MODES = ['Lott', 'Elott'] as const;
export type DefaultPrizeMode = (typeof DEFAULT_PRIZE_MODES)[number];

/** Odds that depend on the size of the board: 27 numbers in the north, 18 in the centre and the south. */
export type RegionOdds = Readonly<Record<VnRegion, number>>;

export const KENO_PICKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type KenoPicks = (typeof KENO_PICKS)[number];

export type Paytable = {
  readonly mode: PrizeMode;
  readonly vn: {
    /** Per occurrence of the number among the last two digits of every number on the board. */
    readonly lo2: RegionOdds;
    /** Per occurrence among the last three digits of every number of three digits or more. */
    readonly lo3: RegionOdds;
    /** Per winning pair, triple or quadruple of numbers that all appear on the board. */
    readonly parlay2: RegionOdds;
    readonly parlay3: RegionOdds;
    readonly parlay4: RegionOdds;
    /** The special prize's last two digits; its tens digit (head); its last digit (tail). */
    readonly de: number;
    readonly deHead: number;
    readonly deTail: number;
    /** The special prize's last three digits (3 càng) and last four. */
    readonly de3: number;
    readonly de4: number;
  };
  readonly digits5: {
    /** One digit at one position. */
    readonly position: number;
    /** Big (5-9) or small (0-4), odd or even, of the digit at one position. */
    readonly positionBigSmall: number;
    readonly positionOddEven: number;
    /** Big (23-45) or small (0-22), odd or even, of the sum of the five digits. */
    readonly sumBigSmall: number;
    readonly sumOddEven: number;
    /** An exact sum of the five digits: the odds of sum s at index s (0 to 45). */
    readonly sum: readonly number[];
    /** Three digits in order; a pair plus one in any order; three distinct in any order. */
    readonly threeStraight: number;
    readonly threeGroup3: number;
    readonly threeGroup6: number;
    /** Two digits in order (front two, back two). */
    readonly twoStraight: number;
  };
  readonly keno: {
    /** For each number of picks, the odds by hits from 0 (a 0 pays nothing). */
    readonly picks: Readonly<Record<KenoPicks, readonly number[]>>;
    /** Big (sum above 810) or small (below); exactly 810 refunds. */
    readonly sumBigSmall: number;
    /** More odd numbers than even among the 20, or more even; ten of each refunds. */
    readonly oddEven: number;
  };
};

const LOTT: Paytable = {
  mode: 'Lott',
  vn: {
    lo2: { north: 359, central: 538, south: 538 },
    lo3: { north: 4217, central: 5705, south: 5705 },
    parlay2: { north: 1767, central: 3715, south: 3715 },
    parlay3: { north: 7887, central: 24786, south: 24786 },
    parlay4: { north: 36330, central: 174704, south: 174704 },
    de: 9700,
    deHead: 970,
    deTail: 970,
    de3: 97000,
    de4: 970000,
  },
  digits5: {
    position: 970,
    positionBigSmall: 194,
    positionOddEven: 194,
    sumBigSmall: 194,
    sumOddEven: 194,
    sum: [
      9700000, 1940000, 646666, 277142, 138571, 76984, 46190, 29393, 19595, 13566, 9738, 7238, 5558, 4399,
      3579, 2988, 2555, 2237, 2004, 1837, 1722, 1651, 1616, 1616, 1651, 1722, 1837, 2004, 2237, 2555, 2988,
      3579, 4399, 5558, 7238, 9738, 13566, 19595, 29393, 46190, 76984, 138571, 277142, 646666, 1940000,
      9700000,
    ],
    threeStraight: 97000,
    threeGroup3: 32333,
    threeGroup6: 16166,
    twoStraight: 9700,
  },
  keno: {
    picks: {
      1: [0, 376],
      2: [0, 0, 1563],
      3: [0, 0, 200, 4774],
      4: [0, 0, 100, 500, 16684],
      5: [0, 0, 0, 200, 1500, 91599],
      6: [0, 0, 0, 100, 500, 6000, 373495],
      7: [0, 0, 0, 100, 300, 2000, 20000, 1185320],
      8: [100, 0, 0, 0, 200, 1000, 8000, 80000, 4326138],
      9: [100, 0, 0, 0, 100, 500, 4000, 30000, 300000, 13127076],
      10: [200, 0, 0, 0, 100, 300, 1700, 12000, 80000, 500000, 17280726],
    },
    sumBigSmall: 194,
    oddEven: 192,
  },
};

const ELOTT: Paytable = {
  mode: 'Elott',
  vn: {
    lo2: { north: 351, central: 527, south: 527 },
    lo3: { north: 4130, central: 5588, south: 5588 },
    parlay2: { north: 1730, central: 3638, south: 3638 },
    parlay3: { north: 7724, central: 24275, south: 24275 },
    parlay4: { north: 35581, central: 171101, south: 171101 },
    de: 9500,
    deHead: 950,
    deTail: 950,
    de3: 95000,
    de4: 950000,
  },
  digits5: {
    position: 950,
    positionBigSmall: 190,
    positionOddEven: 190,
    sumBigSmall: 190,
    sumOddEven: 190,
    sum: [
      9500000, 1900000, 633333, 271428, 135714, 75396, 45238, 28787, 19191, 13286, 9538, 7089, 5444, 4308,
      3505, 2926, 2503, 2191, 1962, 1799, 1687, 1617, 1583, 1583, 1617, 1687, 1799, 1962, 2191, 2503, 2926,
      3505, 4308, 5444, 7089, 9538, 13286, 19191, 28787, 45238, 75396, 135714, 271428, 633333, 1900000,
      9500000,
    ],
    threeStraight: 95000,
    threeGroup3: 31666,
    threeGroup6: 15833,
    twoStraight: 9500,
  },
  keno: {
    picks: {
      1: [0, 368],
      2: [0, 0, 1529],
      3: [0, 0, 195, 4672],
      4: [0, 0, 97, 489, 16329],
      5: [0, 0, 0, 195, 1468, 89650],
      6: [0, 0, 0, 97, 489, 5872, 365548],
      7: [0, 0, 0, 97, 293, 1957, 19574, 1160100],
      8: [97, 0, 0, 0, 195, 978, 7829, 78297, 4234092],
      9: [97, 0, 0, 0, 97, 489, 3914, 29361, 293617, 12847776],
      10: [195, 0, 0, 0, 97, 293, 1663, 11744, 78297, 489361, 16913050],
    },
    sumBigSmall: 190,
    oddEven: 188,
  },
};

/** The default paytables by prize mode. */
export const DEFAULT_PAYTABLES: Readonly<Record<DefaultPrizeMode, Paytable>> = { Lott: LOTT, Elott: ELOTT };

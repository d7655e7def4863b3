// The in-house lottery's vocabulary, shared by its draws, its schedules and its bet types. Pure: nothing
// here touches the database, the clock or the network.

/** The shapes of result the in-house lottery draws. */
export type LotteryKind = 'vn' | 'digits5' | 'keno';

/** The three Vietnamese lottery regions: the north draws once a day, the centre and the south by province. */
export type VnRegion = 'north' | 'central' | 'south';

/** Prize ranks of a Vietnamese draw, highest first (`eighth` exists only in the central and southern draws). */
export const VN_PRIZE_RANKS = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type VnPrizeRank = (typeof VN_PRIZE_RANKS)[number];

/** One prize rank of a Vietnamese draw: its numbers as printed (leading zeros kept), in draw order. */
export type VnPrize = { rank: VnPrizeRank; numbers: string[] };

/** A Vietnamese draw: 27 numbers in the north, 18 in the centre and the south. */
export type VnResult = { kind: 'vn'; region: VnRegion; prizes: VnPrize[] };

/** A five-digit draw of the fast lotteries: positions 1 to 5 (ten-thousands first), each 0-9. */
export type Digits5Result = { kind: 'digits5'; digits: number[] };

/** A keno draw: 20 distinct numbers from 1 to 80, in the order drawn. */
export type KenoResult = { kind: 'keno'; numbers: number[] };

export type DrawResult = VnResult | Digits5Result | KenoResult;

import type { VnPrizeRank, VnRegion } from './types.js';

// The shape of a Vietnamese board, which the draws draw and the bets read: the north prints 27 numbers a
// day, the centre and the south 18 per province. Ranks in result order, special prize first.

/** One prize rank of a region: how many numbers it draws and how many digits each has. */
export type VnPrizeLayout = { rank: VnPrizeRank; count: number; digits: number };

/** The centre and the south share one table: the special prize of 6 digits, and an eighth prize. */
const CENTRE_SOUTH: readonly VnPrizeLayout[] = [
  { rank: 'special', count: 1, digits: 6 },
  { rank: 'first', count: 1, digits: 5 },
  { rank: 'second', count: 1, digits: 5 },
  { rank: 'third', count: 2, digits: 5 },
  { rank: 'fourth', count: 7, digits: 5 },
  { rank: 'fifth', count: 1, digits: 4 },
  { rank: 'sixth', count: 3, digits: 4 },
  { rank: 'seventh', count: 1, digits: 3 },
  { rank: 'eighth', count: 1, digits: 2 },
];

/** The prize table of each region, special prize first. */
export const VN_BOARD: Readonly<Record<VnRegion, readonly VnPrizeLayout[]>> = {
  north: [
    { rank: 'special', count: 1, digits: 5 },
    { rank: 'first', count: 1, digits: 5 },
    { rank: 'second', count: 2, digits: 5 },
    { rank: 'third', count: 6, digits: 5 },
    { rank: 'fourth', count: 4, digits: 4 },
    { rank: 'fifth', count: 6, digits: 4 },
    { rank: 'sixth', count: 3, digits: 3 },
    { rank: 'seventh', count: 4, digits: 2 },
  ],
  central: CENTRE_SOUTH,
  south: CENTRE_SOUTH,
};

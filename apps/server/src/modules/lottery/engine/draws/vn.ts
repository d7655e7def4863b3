import type { VnPrize, VnPrizeRank, VnRegion, VnResult } from '../types.js';
import type { Rng } from './fair-source.js';

// The Vietnamese draws. The north prints 27 numbers a day, the centre and the south 18 per province, each
// prize rank with its own count and length of numbers. Every number of d digits is one draw of int(10^d)
// from the fair stream, printed with its leading zeros: a uniform number below 10^d is exactly d uniform,
// independent digits. The stream is read in the order the result prints the prizes: special prize first,
// then first, second, ... and, within a rank, the numbers in order.

/** One prize rank of a region: how many numbers it draws and how many digits each has. */
export type VnPrizeLayout = { rank: VnPrizeRank; count: number; digits: number };

/** The prize table of each region, special prize first. */
export const VN_PRIZE_LAYOUTS: Readonly<Record<VnRegion, readonly VnPrizeLayout[]>> = {
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
  central: southernLayout(),
  south: southernLayout(),
};

/** The centre and the south share one table: 18 numbers, the special prize of 6 digits, an eighth prize. */
function southernLayout(): VnPrizeLayout[] {
  return [
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
}

const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/** A number of `digits` digits (1 to 6), uniform, with its leading zeros. */
export const drawNumberOfDigits = (rng: Rng, digits: number): string =>
  String(rng.int(POWERS_OF_TEN[digits]!)).padStart(digits, '0');

/** One Vietnamese draw of a region: every prize rank's numbers, special prize first. */
export function drawVn(region: VnRegion, rng: Rng): VnResult {
  const prizes: VnPrize[] = [];
  for (const { rank, count, digits } of VN_PRIZE_LAYOUTS[region]) {
    const numbers: string[] = [];
    for (let i = 0; i < count; i++) numbers.push(drawNumberOfDigits(rng, digits));
    prizes.push({ rank, numbers });
  }
  return { kind: 'vn', region, prizes };
}

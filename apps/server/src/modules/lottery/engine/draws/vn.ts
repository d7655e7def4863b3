import { VN_BOARD } from '../board.js';
import type { VnPrize, VnRegion, VnResult } from '../types.js';
import type { Rng } from './fair-source.js';

// The Vietnamese draws, of the board's shape (`../board.ts`). Every number of d digits is one draw of int(10^d)
// from the fair stream, printed with its leading zeros: a uniform number below 10^d is exactly d uniform,
// independent digits. The stream is read in the order the result prints the prizes: special prize first,
// then first, second, ... and, within a rank, the numbers in order.

const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/** A number of `digits` digits (1 to 6), uniform, with its leading zeros. */
export const drawNumberOfDigits = (rng: Rng, digits: number): string =>
  String(rng.int(POWERS_OF_TEN[digits]!)).padStart(digits, '0');

/** One Vietnamese draw of a region: every prize rank's numbers, special prize first. */
export function drawVn(region: VnRegion, rng: Rng): VnResult {
  const prizes: VnPrize[] = [];
  for (const { rank, count, digits } of VN_BOARD[region]) {
    const numbers: string[] = [];
    for (let i = 0; i < count; i++) numbers.push(drawNumberOfDigits(rng, digits));
    prizes.push({ rank, numbers });
  }
  return { kind: 'vn', region, prizes };
}

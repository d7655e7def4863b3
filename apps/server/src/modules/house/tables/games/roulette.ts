import type { Rng } from '../../fair-stream.js';
import type { TableEngine } from './types.js';

// European roulette, one zero: a number 0..36 drawn uniformly. Spots: a straight number (`n0`..`n36`, 35 to
// 1), red, black, odd, even, low (1-18), high (19-36) at even money, the dozens and the columns at 2 to 1.
// Zero loses every outside bet.

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
/** The wheel's order from zero, clockwise (for the animation). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const OUTSIDE = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'column1',
  'column2',
  'column3',
] as const;
export const ROULETTE_SPOTS = [...Array.from({ length: 37 }, (_, n) => `n${n}`), ...OUTSIDE] as const;

export type RouletteDraw = { number: number; color: 'red' | 'black' | 'green' };

export const colorOf = (n: number): RouletteDraw['color'] =>
  n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';

/** Whether an outside spot covers `n` (never zero). */
function covers(spot: string, n: number): boolean {
  if (n === 0) return false;
  switch (spot) {
    case 'red':
      return RED_NUMBERS.has(n);
    case 'black':
      return !RED_NUMBERS.has(n);
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
    case 'dozen1':
    case 'dozen2':
    case 'dozen3':
      return Math.ceil(n / 12) === Number(spot.slice(5));
    case 'column1':
    case 'column2':
    case 'column3':
      return ((n - 1) % 3) + 1 === Number(spot.slice(6));
    default:
      return false;
  }
}

export const rouletteTable: TableEngine<RouletteDraw> = {
  kind: 'roulette',
  spots: ROULETTE_SPOTS,
  draw(rng: Rng): RouletteDraw {
    const number = rng.int(37);
    return { number, color: colorOf(number) };
  },
  returnOf(spot, draw) {
    if (/^n\d{1,2}$/.test(spot)) return Number(spot.slice(1)) === draw.number ? 3600 : 0;
    if (!covers(spot, draw.number)) return 0;
    return spot.startsWith('dozen') || spot.startsWith('column') ? 300 : 200;
  },
  summary: (draw) => String(draw.number),
};

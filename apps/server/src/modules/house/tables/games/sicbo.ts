import type { Rng } from '../../fair-stream.js';
import type { TableEngine } from './types.js';

// Sic bo: three dice. Small (4-10) and big (11-17) at even money, both lost to any triple; odd and even
// of the total likewise; a total (4-17) by the usual table; a single number paying 1, 2 or 3 to 1 by how
// many dice show it; a specific double 10 to 1; a specific triple 180 to 1; any triple 30 to 1.

/** What a total pays, in hundredths per unit (stake included). */
export const TOTAL_RETURNS: Readonly<Record<number, number>> = {
  4: 6100,
  5: 3100,
  6: 1800,
  7: 1300,
  8: 900,
  9: 700,
  10: 700,
  11: 700,
  12: 700,
  13: 900,
  14: 1300,
  15: 1800,
  16: 3100,
  17: 6100,
};
const faces = [1, 2, 3, 4, 5, 6];
export const SICBO_SPOTS = [
  'small',
  'odd',
  'anyTriple',
  'even',
  'big',
  ...faces.map((f) => `double${f}`),
  ...faces.map((f) => `triple${f}`),
  ...Object.keys(TOTAL_RETURNS).map((t) => `total${t}`),
  ...faces.map((f) => `single${f}`),
] as const;

export type SicboDraw = { dice: [number, number, number]; total: number; triple: boolean };

export const sicboTable: TableEngine<SicboDraw> = {
  kind: 'sicbo',
  spots: SICBO_SPOTS,
  draw(rng: Rng): SicboDraw {
    const dice: [number, number, number] = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
    const total = dice[0] + dice[1] + dice[2];
    return { dice, total, triple: dice[0] === dice[1] && dice[1] === dice[2] };
  },
  returnOf(spot, draw) {
    const { dice, total, triple } = draw;
    const count = (f: number) => dice.filter((d) => d === f).length;
    switch (spot) {
      case 'small':
        return !triple && total <= 10 ? 200 : 0;
      case 'big':
        return !triple && total >= 11 ? 200 : 0;
      case 'odd':
        return !triple && total % 2 === 1 ? 200 : 0;
      case 'even':
        return !triple && total % 2 === 0 ? 200 : 0;
      case 'anyTriple':
        return triple ? 3100 : 0;
    }
    const m = /^(double|triple|total|single)(\d{1,2})$/.exec(spot);
    if (!m) return 0;
    const n = Number(m[2]);
    switch (m[1]) {
      case 'double':
        return count(n) >= 2 ? 1100 : 0;
      case 'triple':
        return count(n) === 3 ? 18100 : 0;
      case 'total':
        return total === n ? (TOTAL_RETURNS[n] ?? 0) : 0;
      default: {
        const c = count(n);
        return c === 0 ? 0 : 100 + 100 * c;
      }
    }
  },
  summary: (draw) => draw.dice.join(''),
};

import type { VnResult } from '../types.js';
import { type BetType, choose, paid } from './bet-type.js';
import type { Paytable, RegionOdds } from './paytables.js';
import { digitStrings, field, integers, parsing } from './selection.js';

// Vietnamese lottery bets. "The board" is every number of the draw; a bet on 2 digits reads each number's
// last two digits, a bet on 3 digits the last three of every number that has three or more.
//
// Pricing: one unit is one plain stake. Dealers sell lo by the "point", which buys the number on every
// number of the board (27 stakes in the north, 18 in the centre and the south) and pays per occurrence;
// here a unit of lo is a single stake with odds per occurrence that are the point's odds divided by the
// board size, so lo's odds differ by region (as do the parlays', whose chance depends on the board).
// The RTPs below assume what the draws do: every number's digits drawn independently and uniformly.

/** Every number of the board, in prize order. */
const boardOf = (result: VnResult) => result.prizes.flatMap((p) => p.numbers);

/** The special prize's number; a result without one is a fault of the draw, not of the bet. */
function specialOf(result: VnResult): string {
  const special = result.prizes.find((p) => p.rank === 'special')?.numbers[0];
  if (special === undefined) throw new Error('A Vietnamese result without its special prize');
  return special;
}

/** How many numbers of the board end in each ending of `width` digits (numbers shorter are skipped). */
function endings(result: VnResult, width: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const n of boardOf(result)) {
    if (n.length < width) continue;
    const ending = n.slice(-width);
    counts.set(ending, (counts.get(ending) ?? 0) + 1);
  }
  return counts;
}

type Numbers = { numbers: string[] };
type Digits = { digits: number[] };

/** A bet on numbers of `width` digits: `{ numbers: ['07', '38'] }`, each number one unit. */
function numbersBet(code: string, name: string, width: number, max: number) {
  return {
    code,
    kind: 'vn' as const,
    name,
    parse: (selection: unknown) =>
      parsing<Numbers>(() => {
        const value = field(name, selection, 'numbers', `{ numbers: [${width}-digit numbers] }`);
        return { numbers: digitStrings(name, value, width, 1, max) };
      }),
    units: (selection: Numbers) => selection.numbers.length,
  };
}

/**
 * Lo (lô) on 2 digits: each number wins once per number of the board that ends in it.
 * Default RTP: Lott north 96.93%, centre/south 96.84%; Elott north 94.77%, centre/south 94.86%.
 */
export const vnLo2: BetType<Numbers, 'vn'> = {
  ...numbersBet('vn.lo2', 'lo', 2, 100),
  settle: (s, result, paytable) => loSettle(s, result, 2, paytable.vn.lo2),
};

/**
 * Lo on 3 digits: the last three digits of every number of three digits or more (23 numbers in the
 * north, 17 in the centre and the south), paid per occurrence.
 * Default RTP: Lott north 96.991%, centre/south 96.985%; Elott north 94.990%, centre/south 94.996%.
 */
export const vnLo3: BetType<Numbers, 'vn'> = {
  ...numbersBet('vn.lo3', '3-digit lo', 3, 1000),
  settle: (s, result, paytable) => loSettle(s, result, 3, paytable.vn.lo3),
};

function loSettle(selection: Numbers, result: VnResult, width: number, odds: RegionOdds) {
  const counts = endings(result, width);
  const occurrences = selection.numbers.reduce((sum, n) => sum + (counts.get(n) ?? 0), 0);
  return paid(occurrences, odds[result.region]);
}

/** A bet on the special prize's last `width` digits: at most one number of the selection wins. */
function specialBet(code: string, name: string, width: number, max: number, odds: (p: Paytable) => number) {
  return {
    ...numbersBet(code, name, width, max),
    settle: (selection: Numbers, result: VnResult, paytable: Paytable) =>
      paid(selection.numbers.includes(specialOf(result).slice(-width)) ? 1 : 0, odds(paytable)),
  };
}

/** De (đề): the special prize's last two digits. Default RTP: Lott 97%, Elott 95%. */
export const vnDe: BetType<Numbers, 'vn'> = specialBet('vn.de', 'de', 2, 100, (p) => p.vn.de);

/** 3 càng: the special prize's last three digits. Default RTP: Lott 97%, Elott 95%. */
export const vnDe3: BetType<Numbers, 'vn'> = specialBet('vn.de3', '3-digit de', 3, 1000, (p) => p.vn.de3);

/** The special prize's last four digits. Default RTP: Lott 97%, Elott 95%. */
export const vnDe4: BetType<Numbers, 'vn'> = specialBet('vn.de4', '4-digit de', 4, 1000, (p) => p.vn.de4);

/** A bet on one digit of the special prize's last two (`from` counted from the end), each digit a unit. */
function digitBet(code: string, name: string, from: number, odds: (p: Paytable) => number) {
  const bet: BetType<Digits, 'vn'> = {
    code,
    kind: 'vn',
    name,
    parse: (selection) =>
      parsing(() => {
        const value = field(name, selection, 'digits', '{ digits: [digits 0 to 9] }');
        return { digits: integers(name, value, 'digit', { low: 0, high: 9, min: 1, max: 10 }) };
      }),
    units: (selection) => selection.digits.length,
    settle: (selection, result, paytable) => {
      const special = specialOf(result);
      const digit = Number(special[special.length - from]);
      return paid(selection.digits.includes(digit) ? 1 : 0, odds(paytable));
    },
  };
  return bet;
}

/** De head (đầu): the tens digit of the special prize's last two. Default RTP: Lott 97%, Elott 95%. */
export const vnDeHead = digitBet('vn.de.head', 'de head', 2, (p) => p.vn.deHead);

/** De tail (đuôi): the special prize's last digit. Default RTP: Lott 97%, Elott 95%. */
export const vnDeTail = digitBet('vn.de.tail', 'de tail', 1, (p) => p.vn.deTail);

/** The most numbers a parlay selection takes (10 numbers taken 4 at a time make 210 units). */
export const PARLAY_MAX_NUMBERS = 10;

/**
 * Parlay (lô xiên) of k: every k of the chosen numbers make a unit, which wins when all k appear at least
 * once among the board's last two digits. n numbers make C(n, k) units; w of them on the board win C(w, k).
 * Default RTP (k = 2, 3, 4): Lott north 96.9767%, 96.9938%, 96.9980%; centre/south 96.9905%, 96.9987%,
 * 96.9999%. Elott north 94.9460%, 94.9893%, 94.9982%; centre/south 94.9802%, 94.9989%, 94.9995%.
 */
function parlay(k: 2 | 3 | 4): BetType<Numbers, 'vn'> {
  const name = `parlay of ${k}`;
  return {
    code: `vn.parlay${k}`,
    kind: 'vn',
    name,
    parse: (selection) =>
      parsing(() => {
        const value = field(name, selection, 'numbers', '{ numbers: [2-digit numbers] }');
        return { numbers: digitStrings(name, value, 2, k, PARLAY_MAX_NUMBERS) };
      }),
    units: (selection) => choose(selection.numbers.length, k),
    settle: (selection, result, paytable) => {
      const drawn = endings(result, 2);
      const present = selection.numbers.filter((n) => drawn.has(n)).length;
      return paid(choose(present, k), paytable.vn[`parlay${k}` as const][result.region]);
    },
  };
}

export const vnParlay2 = parlay(2);
export const vnParlay3 = parlay(3);
export const vnParlay4 = parlay(4);

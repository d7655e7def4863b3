import type { Digits5Result } from '../types.js';
import { BET_REFUSALS, type BetType, choose, paid } from './bet-type.js';
import type { Paytable } from './paytables.js';
import { field, integers, list, oneOf, parsing, refuse, shown } from './selection.js';

// Fast five-digit lottery bets. A draw is five digits, positions 1 (ten-thousands) to 5 (units), each
// 0-9 and independent, so every one of the 100,000 results is equally likely; the RTPs below count them.

const POSITIONS = [1, 2, 3, 4, 5] as const;
const DIGITS = { low: 0, high: 9, min: 1, max: 10 } as const;

/** The digit at a position (1 to 5). */
const digitAt = (result: Digits5Result, position: number) => result.digits[position - 1] ?? -1;
const sumOf = (result: Digits5Result) => result.digits.reduce((sum, d) => sum + d, 0);

/** The positions each part of the draw covers. */
export const THREE_PARTS = { front: [1, 2, 3], middle: [2, 3, 4], back: [3, 4, 5] } as const;
export const TWO_PARTS = { front: [1, 2], back: [4, 5] } as const;
type ThreePart = keyof typeof THREE_PARTS;

/** A position of the draw, 1 to 5. */
function readPosition(name: string, selection: unknown): number {
  const value = field(name, selection, 'position', '{ position: 1 to 5, ... }');
  if (!POSITIONS.some((p) => p === value))
    refuse(BET_REFUSALS.position, `${name} takes a position from 1 to 5; got ${shown(value)}`);
  return value as number;
}

/** A part of the draw (front, middle, back). */
const readPart = <P extends string>(name: string, selection: unknown, parts: readonly P[]) =>
  oneOf(name, field(name, selection, 'part', '{ part, digits }'), parts, 'part', BET_REFUSALS.position);

type PositionDigits = { position: number; digits: number[] };

/** Position: digits at one position, each digit a unit. Default RTP: Lott 97%, Elott 95%. */
export const d5Position: BetType<PositionDigits, 'digits5'> = {
  code: 'd5.position',
  kind: 'digits5',
  name: 'position',
  parse: (selection) =>
    parsing(() => {
      const position = readPosition('position', selection);
      const value = field('position', selection, 'digits', '{ position, digits: [0 to 9] }');
      return { position, digits: integers('position', value, 'digit', DIGITS) };
    }),
  units: (selection) => selection.digits.length,
  settle: (selection, result, paytable) =>
    paid(selection.digits.includes(digitAt(result, selection.position)) ? 1 : 0, paytable.digits5.position),
};

type Side<T extends string> = { side: T };
type PositionSide<T extends string> = { position: number; side: T };

/** A one-unit bet on a side of a figure of the draw. */
function sideBet<T extends string, S extends Side<T>>(spec: {
  code: string;
  name: string;
  sides: readonly T[];
  atPosition: boolean;
  wins: (selection: S, result: Digits5Result) => boolean;
  odds: (paytable: Paytable) => number;
}): BetType<S, 'digits5'> {
  return {
    code: spec.code,
    kind: 'digits5',
    name: spec.name,
    parse: (selection) =>
      parsing(() => {
        const position = spec.atPosition ? { position: readPosition(spec.name, selection) } : {};
        const value = field(spec.name, selection, 'side', `{ side: ${spec.sides.join(' or ')} }`);
        const side = oneOf(spec.name, value, spec.sides, 'side', BET_REFUSALS.side);
        return { ...position, side } as S;
      }),
    units: () => 1,
    settle: (selection, result, paytable) => paid(spec.wins(selection, result) ? 1 : 0, spec.odds(paytable)),
  };
}

const BIG_SMALL = ['big', 'small'] as const;
const ODD_EVEN = ['odd', 'even'] as const;
const isOdd = (n: number) => n % 2 === 1;

/** Big (5-9) or small (0-4) of one position's digit. Default RTP: Lott 97%, Elott 95%. */
export const d5PositionBigSmall = sideBet<'big' | 'small', PositionSide<'big' | 'small'>>({
  code: 'd5.position.bigSmall',
  name: 'position big/small',
  sides: BIG_SMALL,
  atPosition: true,
  wins: (s, result) => digitAt(result, s.position) >= 5 === (s.side === 'big'),
  odds: (p) => p.digits5.positionBigSmall,
});

/** Odd or even of one position's digit. Default RTP: Lott 97%, Elott 95%. */
export const d5PositionOddEven = sideBet<'odd' | 'even', PositionSide<'odd' | 'even'>>({
  code: 'd5.position.oddEven',
  name: 'position odd/even',
  sides: ODD_EVEN,
  atPosition: true,
  wins: (s, result) => isOdd(digitAt(result, s.position)) === (s.side === 'odd'),
  odds: (p) => p.digits5.positionOddEven,
});

/** Big (23-45) or small (0-22) of the sum, exactly half the results each. Default RTP: Lott 97%, Elott 95%. */
export const d5SumBigSmall = sideBet<'big' | 'small', Side<'big' | 'small'>>({
  code: 'd5.sum.bigSmall',
  name: 'sum big/small',
  sides: BIG_SMALL,
  atPosition: false,
  wins: (s, result) => sumOf(result) >= 23 === (s.side === 'big'),
  odds: (p) => p.digits5.sumBigSmall,
});

/** Odd or even of the sum, exactly half the results each. Default RTP: Lott 97%, Elott 95%. */
export const d5SumOddEven = sideBet<'odd' | 'even', Side<'odd' | 'even'>>({
  code: 'd5.sum.oddEven',
  name: 'sum odd/even',
  sides: ODD_EVEN,
  atPosition: false,
  wins: (s, result) => isOdd(sumOf(result)) === (s.side === 'odd'),
  odds: (p) => p.digits5.sumOddEven,
});

type Sums = { sums: number[] };

/**
 * Sum: exact sums of the five digits (0 to 45), each a unit with its own odds.
 * Default RTP: each sum between 96.96% and 97% (Lott), 94.96% and 95% (Elott).
 */
export const d5Sum: BetType<Sums, 'digits5'> = {
  code: 'd5.sum',
  kind: 'digits5',
  name: 'sum',
  parse: (selection) =>
    parsing(() => {
      const value = field('sum', selection, 'sums', '{ sums: [0 to 45] }');
      return { sums: integers('sum', value, 'sum', { low: 0, high: 45, min: 1, max: 46 }) };
    }),
  units: (selection) => selection.sums.length,
  settle: (selection, result, paytable) => {
    const sum = sumOf(result);
    return paid(selection.sums.includes(sum) ? 1 : 0, paytable.digits5.sum[sum] ?? 0);
  },
};

type Straight<P extends string> = { part: P; digits: number[][] };

/** Straight: one list of digits per position of the part; every combination is a unit, one may win. */
function straight<P extends string>(
  code: string,
  name: string,
  parts: Readonly<Record<P, readonly number[]>>,
  odds: (paytable: Paytable) => number,
): BetType<Straight<P>, 'digits5'> {
  const names = Object.keys(parts) as P[];
  const width = parts[names[0]!].length;
  return {
    code,
    kind: 'digits5',
    name,
    parse: (selection) =>
      parsing(() => {
        const part = readPart(name, selection, names);
        const lists = list(
          name,
          field(name, selection, 'digits', '{ part, digits }'),
          'lists of digits',
          width,
          width,
        );
        return { part, digits: lists.map((l) => integers(name, l, 'digit', DIGITS)) };
      }),
    units: (selection) => selection.digits.reduce((units, l) => units * l.length, 1),
    settle: (selection, result, paytable) => {
      const hit = parts[selection.part].every((p, i) => selection.digits[i]?.includes(digitAt(result, p)));
      return paid(hit ? 1 : 0, odds(paytable));
    },
  };
}

/** Front, middle or back three straight: three digits in order. Default RTP: Lott 97%, Elott 95%. */
export const d5ThreeStraight = straight(
  'd5.three.straight',
  'three straight',
  THREE_PARTS,
  (p) => p.digits5.threeStraight,
);

/** Front or back two straight: two digits in order. Default RTP: Lott 97%, Elott 95%. */
export const d5TwoStraight = straight(
  'd5.two.straight',
  'two straight',
  TWO_PARTS,
  (p) => p.digits5.twoStraight,
);

type Group = { part: ThreePart; digits: number[] };

/** Group bets on a part's three digits in any order: `distinct` is how many different digits win. */
function group(
  code: string,
  name: string,
  distinct: 2 | 3,
  odds: (p: Paytable) => number,
): BetType<Group, 'digits5'> {
  const parts = Object.keys(THREE_PARTS) as ThreePart[];
  return {
    code,
    kind: 'digits5',
    name,
    parse: (selection) =>
      parsing(() => {
        const part = readPart(name, selection, parts);
        const value = field(name, selection, 'digits', '{ part, digits }');
        return { part, digits: integers(name, value, 'digit', { low: 0, high: 9, min: distinct, max: 10 }) };
      }),
    // Group 3: each ordered pair (the doubled digit, the single one); group 6: each set of three.
    units: (selection) =>
      distinct === 2
        ? selection.digits.length * (selection.digits.length - 1)
        : choose(selection.digits.length, 3),
    settle: (selection, result, paytable) => {
      const kinds = new Set(THREE_PARTS[selection.part].map((p) => digitAt(result, p)));
      const hit = kinds.size === distinct && [...kinds].every((d) => selection.digits.includes(d));
      return paid(hit ? 1 : 0, odds(paytable));
    },
  };
}

/**
 * Group 3: the part shows a pair plus one digit (112, 121, 211), both digits chosen. n digits make
 * n x (n - 1) units; one wins. Default RTP: Lott 96.999%, Elott 94.998%.
 */
export const d5Group3 = group('d5.three.group3', 'group 3', 2, (p) => p.digits5.threeGroup3);

/**
 * Group 6: the part shows three distinct digits, all chosen. n digits make C(n, 3) units; one wins.
 * Default RTP: Lott 96.996%, Elott 94.998%.
 */
export const d5Group6 = group('d5.three.group6', 'group 6', 3, (p) => p.digits5.threeGroup6);

import type { Paytable } from './engine/bets/index.js';
import type { VnRegion } from './engine/types.js';
import { oddsOf } from './games.js';

// The liability a bet puts on a numero, number by number. A "number" is one unit of a bet type, what a
// dealer would book a limit on: a lo or de number, a digit at a position, a side, an exact sum, one
// combination of a parlay, a straight or a group, a keno ticket's set of picks. Each unit's liability is
// what it returns when it wins once (lo: once per occurrence), at the bet's unit price and multiple; the
// game caps the sum over every bet of a numero per number.

/** One unit of a bet: its number's key and what it returns when it wins, in hundredths of the unit price. */
export type Exposure = { key: string; odds: number };

type Selection = Record<string, unknown>;

const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

/** Every way to choose `k` of `items`, in order. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

/** Every pick of one entry from each list, in order. */
function product(lists: readonly (readonly number[])[]): number[][] {
  return lists.reduce<number[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((x) => [...prefix, x])),
    [[]],
  );
}

/**
 * The units of a priced bet (its selection as `priceBet` normalised it), each with its number's key: as
 * many as the units the bet type counts.
 */
export function exposuresOf(
  code: string,
  selection: unknown,
  paytable: Paytable,
  region: VnRegion | null,
): Exposure[] {
  const s = (selection ?? {}) as Selection;
  const { odds, table } = oddsOf(code, paytable, region);
  const each = (keys: string[]) => keys.map((key) => ({ key: `${code}:${key}`, odds }));
  switch (code) {
    case 'vn.lo2':
    case 'vn.lo3':
    case 'vn.de':
    case 'vn.de3':
    case 'vn.de4':
      return each(strings(s.numbers));
    case 'vn.de.head':
    case 'vn.de.tail':
      return each(strings(s.digits));
    case 'vn.parlay2':
    case 'vn.parlay3':
    case 'vn.parlay4':
      return each(combinations(strings(s.numbers), Number(code.slice(-1))).map((c) => c.join('+')));
    case 'd5.position':
      return each(numbers(s.digits).map((d) => `${String(s.position)}:${d}`));
    case 'd5.position.bigSmall':
    case 'd5.position.oddEven':
      return each([`${String(s.position)}:${String(s.side)}`]);
    case 'd5.sum':
      return numbers(s.sums).map((sum) => ({ key: `${code}:${sum}`, odds: table?.[String(sum)] ?? odds }));
    case 'd5.three.straight':
    case 'd5.two.straight': {
      const lists = Array.isArray(s.digits) ? s.digits.map(numbers) : [];
      return each(product(lists).map((digits) => `${String(s.part)}:${digits.join('')}`));
    }
    case 'd5.three.group3': {
      const digits = numbers(s.digits);
      const pairs = digits.flatMap((twice) => digits.filter((d) => d !== twice).map((once) => [twice, once]));
      return each(pairs.map(([twice, once]) => `${String(s.part)}:${twice}${twice}${once}`));
    }
    case 'd5.three.group6':
      return each(combinations(numbers(s.digits), 3).map((c) => `${String(s.part)}:${c.join('')}`));
    default:
      if (code.startsWith('keno.pick')) return each([numbers(s.numbers).join(',')]);
      return each([String(s.side)]);
  }
}

/** A bet as priced: its type, normalised selection, unit price (minor units) and multiple. */
export type PricedBet = { betType: string; selection: unknown; unitPrice: bigint; multiple: number };

/**
 * The liability of a slip's bets on one numero, per number (keys summed over the bets), in minor units:
 * each unit's return at the bet's unit price and multiple, rounded down as payouts are.
 */
export function liabilityOf(
  bets: readonly PricedBet[],
  paytable: Paytable,
  region: VnRegion | null,
): { key: string; amount: bigint }[] {
  const sums = new Map<string, bigint>();
  for (const bet of bets)
    for (const { key, odds } of exposuresOf(bet.betType, bet.selection, paytable, region)) {
      const amount = (BigInt(odds) * bet.unitPrice * BigInt(bet.multiple)) / 100n;
      sums.set(key, (sums.get(key) ?? 0n) + amount);
    }
  // In key order: every slip takes the numbers' rows in the same order, so two slips sharing numbers queue
  // on them instead of waiting for each other in a circle (a deadlock).
  return [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, amount]) => ({ key, amount }));
}

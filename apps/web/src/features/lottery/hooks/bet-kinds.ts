// The number pickers of the betting view, one per bet type of the engine (docs/lottery.md,
// apps/server/src/modules/lottery/engine/bets): what the player picks, the selection each bet type takes,
// and the units it makes (the price is units x unit price x multiple). The server prices every bet again;
// these counts only show the slip before it is sent.

/** The draw's parts a straight or group bet reads, by the positions (1 to 5) each covers. */
export const THREE_PARTS = { front: [1, 2, 3], middle: [2, 3, 4], back: [3, 4, 5] } as const;
export const TWO_PARTS = { front: [1, 2], back: [4, 5] } as const;
export type Part = 'front' | 'middle' | 'back';

export const BIG_SMALL = ['big', 'small'] as const;
export const ODD_EVEN = ['odd', 'even'] as const;
export type Side = (typeof BIG_SMALL)[number] | (typeof ODD_EVEN)[number];

/** The five positions of a five-digit draw, ten-thousands first. */
export const POSITIONS = [1, 2, 3, 4, 5] as const;

export type Picker =
  /** Two-digit numbers on the 00-99 grid (lo, de, parlays of `min` numbers). */
  | { kind: 'grid2'; min: number; max: number }
  /** Three- or four-digit numbers typed in (3-digit lo and de, 4-digit de). */
  | { kind: 'entry'; width: 3 | 4; max: number }
  /** One row of digits 0-9 (de head and tail). */
  | { kind: 'digits' }
  /** A row of digits per position; each row with digits is a bet of its own. */
  | { kind: 'positions' }
  /** Two sides per position; each chosen side of a position is a one-unit bet. */
  | { kind: 'positionSides'; sides: readonly Side[] }
  /** Two sides of the draw; each chosen side is a one-unit bet. */
  | { kind: 'sides'; sides: readonly Side[] }
  /** Exact sums of the five digits, 0 to 45. */
  | { kind: 'sums' }
  /** A part of the draw and a row of digits per position of it, in order. */
  | { kind: 'straight'; parts: Readonly<Partial<Record<Part, readonly number[]>>> }
  /** A part of the draw and one row of digits in any order: `distinct` different digits win. */
  | { kind: 'group'; distinct: 2 | 3 }
  /** Keno: exactly `picks` numbers of 1 to 80. */
  | { kind: 'keno'; picks: number };

/** The most numbers a parlay takes (10 numbers taken 4 at a time make 210 units). */
const PARLAY_MAX = 10;

/** The picker of a bet type's code; null for a type this site cannot offer (its tab is left out). */
export function pickerOf(code: string): Picker | null {
  const parlay = /^vn\.parlay([234])$/.exec(code);
  if (parlay) return { kind: 'grid2', min: Number(parlay[1]), max: PARLAY_MAX };
  const pick = /^keno\.pick(\d+)$/.exec(code);
  if (pick) {
    const picks = Number(pick[1]);
    return picks >= 1 && picks <= 10 ? { kind: 'keno', picks } : null;
  }
  switch (code) {
    case 'vn.lo2':
    case 'vn.de':
      return { kind: 'grid2', min: 1, max: 100 };
    case 'vn.lo3':
    case 'vn.de3':
      return { kind: 'entry', width: 3, max: 1000 };
    case 'vn.de4':
      return { kind: 'entry', width: 4, max: 1000 };
    case 'vn.de.head':
    case 'vn.de.tail':
      return { kind: 'digits' };
    case 'd5.position':
      return { kind: 'positions' };
    case 'd5.position.bigSmall':
      return { kind: 'positionSides', sides: BIG_SMALL };
    case 'd5.position.oddEven':
      return { kind: 'positionSides', sides: ODD_EVEN };
    case 'd5.sum.bigSmall':
    case 'keno.sum.bigSmall':
      return { kind: 'sides', sides: BIG_SMALL };
    case 'd5.sum.oddEven':
    case 'keno.oddEven':
      return { kind: 'sides', sides: ODD_EVEN };
    case 'd5.sum':
      return { kind: 'sums' };
    case 'd5.three.straight':
      return { kind: 'straight', parts: THREE_PARTS };
    case 'd5.two.straight':
      return { kind: 'straight', parts: TWO_PARTS };
    case 'd5.three.group3':
      return { kind: 'group', distinct: 2 };
    case 'd5.three.group6':
      return { kind: 'group', distinct: 3 };
    default:
      return null;
  }
}

/** What the player picked: a row of values per line of the picker (as shown), and the part chosen. */
export type Picks = { rows: string[][]; part: Part | null };

const range = (from: number, to: number, width = 0) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

export const DIGIT_VALUES = range(0, 9);
export const GRID2_VALUES = range(0, 99, 2);
export const SUM_VALUES = range(0, 45);
export const KENO_VALUES = range(1, 80);

/** The parts a picker offers, in order (none for pickers without parts). */
export function partsOf(picker: Picker): Part[] {
  if (picker.kind === 'straight') return Object.keys(picker.parts) as Part[];
  if (picker.kind === 'group') return Object.keys(THREE_PARTS) as Part[];
  return [];
}

/** The lines of a picker: each its label's position (straight rows, positions) and the values it offers. */
export function linesOf(picker: Picker, part: Part | null): { position: number | null; values: string[] }[] {
  switch (picker.kind) {
    case 'grid2':
      return [{ position: null, values: GRID2_VALUES }];
    case 'keno':
      return [{ position: null, values: KENO_VALUES }];
    case 'sums':
      return [{ position: null, values: SUM_VALUES }];
    case 'digits':
    case 'group':
      return [{ position: null, values: DIGIT_VALUES }];
    case 'entry':
      return [{ position: null, values: [] }];
    case 'sides':
      return [{ position: null, values: [...picker.sides] }];
    case 'positions':
      return POSITIONS.map((position) => ({ position, values: DIGIT_VALUES }));
    case 'positionSides':
      return POSITIONS.map((position) => ({ position, values: [...picker.sides] }));
    case 'straight': {
      const positions = picker.parts[part ?? partsOf(picker)[0]!] ?? [];
      return positions.map((position) => ({ position, values: DIGIT_VALUES }));
    }
  }
}

/** Nothing picked yet, on the picker's first part. */
export function emptyPicks(picker: Picker): Picks {
  const part = partsOf(picker)[0] ?? null;
  return { rows: linesOf(picker, part).map(() => []), part };
}

/** The number of ways to choose k of n (the units of parlays and groups). */
export const choose = (n: number, k: number): number =>
  k < 0 || k > n
    ? 0
    : Math.round(
        Array.from({ length: k }, (_, i) => (n - i) / (i + 1)).reduce((product, f) => product * f, 1),
      );

/** One bet the picks make: the selection the bet type takes and its units. */
export type PickedBet = { selection: unknown; units: number };

/** Why the picks make no bet yet: too few numbers (at least `count`), a line left empty, or nothing picked. */
export type PickProblem =
  { problem: 'tooFew'; count: number } | { problem: 'eachLine' } | { problem: 'nothing' };

const sorted = (values: string[]) => [...values].sort();
const asNumbers = (values: string[]) => values.map(Number).sort((a, b) => a - b);

/** The bets the picks make under a picker, or why they make none. */
export function betsOf(picker: Picker, picks: Picks): PickedBet[] | PickProblem {
  const first = picks.rows[0] ?? [];
  const one = (selection: unknown, units: number): PickedBet[] => [{ selection, units }];
  switch (picker.kind) {
    case 'grid2':
      if (first.length < picker.min)
        return first.length === 0 && picker.min === 1
          ? { problem: 'nothing' }
          : { problem: 'tooFew', count: picker.min };
      return one(
        { numbers: sorted(first) },
        picker.min === 1 ? first.length : choose(first.length, picker.min),
      );
    case 'entry':
      return first.length === 0 ? { problem: 'nothing' } : one({ numbers: sorted(first) }, first.length);
    case 'digits':
      return first.length === 0 ? { problem: 'nothing' } : one({ digits: asNumbers(first) }, first.length);
    case 'sums':
      return first.length === 0 ? { problem: 'nothing' } : one({ sums: asNumbers(first) }, first.length);
    case 'keno':
      if (first.length < picker.picks) return { problem: 'tooFew', count: picker.picks };
      return one({ numbers: asNumbers(first) }, 1);
    case 'sides':
      return first.length === 0
        ? { problem: 'nothing' }
        : first.map((side) => ({ selection: { side }, units: 1 }));
    case 'positions': {
      const bets = picks.rows.flatMap((row, i) =>
        row.length ? [{ selection: { position: i + 1, digits: asNumbers(row) }, units: row.length }] : [],
      );
      return bets.length ? bets : { problem: 'nothing' };
    }
    case 'positionSides': {
      const bets = picks.rows.flatMap((row, i) =>
        row.map((side) => ({ selection: { position: i + 1, side }, units: 1 })),
      );
      return bets.length ? bets : { problem: 'nothing' };
    }
    case 'straight': {
      if (picks.rows.every((row) => row.length === 0)) return { problem: 'nothing' };
      if (picks.rows.some((row) => row.length === 0)) return { problem: 'eachLine' };
      const units = picks.rows.reduce((product, row) => product * row.length, 1);
      return one({ part: picks.part, digits: picks.rows.map(asNumbers) }, units);
    }
    case 'group': {
      if (first.length < picker.distinct) return { problem: 'tooFew', count: picker.distinct };
      const n = first.length;
      return one(
        { part: picks.part, digits: asNumbers(first) },
        picker.distinct === 2 ? n * (n - 1) : choose(n, 3),
      );
    }
  }
}

/** The most values a line of the picker may hold (a quick pick that would pass it is not offered). */
export function lineMax(picker: Picker): number {
  switch (picker.kind) {
    case 'grid2':
    case 'entry':
      return picker.max;
    case 'keno':
      return picker.picks;
    default:
      return Number.POSITIVE_INFINITY;
  }
}

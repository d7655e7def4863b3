import { emptyPicks, lineMax, linesOf, type Picker, type Picks } from './bet-kinds';

// The quick picks of a line of numbers (all, big, small, odd, even, clear) and the random pick of a
// whole selection. Big is the upper half of the line's values (digits 5-9, 50-99, sums 23-45, keno
// 41-80), small the lower half, as the bets count them.

export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/** The values of a line a quick pick chooses. */
export function quickValues(pick: QuickPick, values: readonly string[]): string[] {
  const half = Math.ceil(values.length / 2);
  switch (pick) {
    case 'all':
      return [...values];
    case 'big':
      return values.slice(values.length - half);
    case 'small':
      return values.slice(0, values.length - half);
    case 'odd':
      return values.filter((v) => Number(v) % 2 === 1);
    case 'even':
      return values.filter((v) => Number(v) % 2 === 0);
    case 'clear':
      return [];
  }
}

/** Lines of numbers take quick picks (not sides, nor typed numbers); one that would pass the line's most is left out. */
export function quickPicksOf(picker: Picker, values: readonly string[]): QuickPick[] {
  if (picker.kind === 'sides' || picker.kind === 'positionSides' || picker.kind === 'entry') return ['clear'];
  const max = lineMax(picker);
  return QUICK_PICKS.filter((pick) => quickValues(pick, values).length <= max);
}

/** `count` different values drawn at random, in the line's order. */
function sample(values: readonly string[], count: number, random: () => number): string[] {
  const pool = [...values];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [value] = pool.splice(Math.floor(random() * pool.length), 1);
    if (value !== undefined) chosen.push(value);
  }
  return values.filter((v) => chosen.includes(v));
}

/** A whole selection drawn at random: the fewest numbers that make a bet of the type. */
export function randomPicks(picker: Picker, part: Picks['part'], random: () => number = Math.random): Picks {
  const picks = { ...emptyPicks(picker), part };
  const lines = linesOf(picker, part);
  const at = (count: number, line = 0) => sample(lines[line]?.values ?? [], count, random);
  switch (picker.kind) {
    case 'grid2':
      return { ...picks, rows: [at(picker.min)] };
    case 'keno':
      return { ...picks, rows: [at(picker.picks)] };
    case 'group':
      return { ...picks, rows: [at(picker.distinct)] };
    case 'digits':
    case 'sums':
    case 'sides':
      return { ...picks, rows: [at(1)] };
    case 'entry': {
      const value = Math.floor(random() * 10 ** picker.width);
      return { ...picks, rows: [[String(value).padStart(picker.width, '0')]] };
    }
    case 'straight':
      return { ...picks, rows: lines.map((_, i) => at(1, i)) };
    case 'positions':
    case 'positionSides': {
      const line = Math.floor(random() * lines.length);
      return { ...picks, rows: lines.map((_, i) => (i === line ? at(1, i) : [])) };
    }
  }
}

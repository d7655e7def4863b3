import type { SlotDefinition, SlotMath, SlotSymbolDef } from '../types.js';
import { SLOT_FIGURES } from './figures.js';

// Building blocks of the slot definitions: symbols, paylines and reel strips.

type Pays = Readonly<Record<number, number>>;

/** Pays from `from` of a kind upwards: pays(3, 5, 20, 100) = 3 → 5, 4 → 20, 5 → 100. */
export const pays = (from: number, ...values: number[]): Pays =>
  Object.fromEntries(values.map((v, i) => [from + i, v]));

export const sym = (id: string, art: string, EN: string, CN: string, p: Pays): SlotSymbolDef => ({
  id,
  name: { EN, CN },
  kind: 'regular',
  art,
  pays: p,
});

const RANK_NAMES: Record<string, [string, string, string]> = {
  A: ['rank-a', 'Ace', 'A'],
  K: ['rank-k', 'King', 'K'],
  Q: ['rank-q', 'Queen', 'Q'],
  J: ['rank-j', 'Jack', 'J'],
  T: ['rank-10', 'Ten', '10'],
  N: ['rank-9', 'Nine', '9'],
};
/** A card rank: A, K, Q, J, T (ten) or N (nine). */
export const rank = (id: 'A' | 'K' | 'Q' | 'J' | 'T' | 'N', p: Pays): SlotSymbolDef => {
  const [art, EN, CN] = RANK_NAMES[id]!;
  return sym(id, art, EN, CN, p);
};

export const wild = (
  id: string,
  art: string,
  EN: string,
  CN: string,
  p: Pays = {},
  multiplier?: number,
): SlotSymbolDef => ({
  id,
  name: { EN, CN },
  kind: 'wild',
  art,
  pays: p,
  ...(multiplier ? { multiplier } : {}),
});

/** A scatter: pays in total stakes by count anywhere. */
export const scatter = (id: string, art: string, EN: string, CN: string, p: Pays = {}): SlotSymbolDef => ({
  id,
  name: { EN, CN },
  kind: 'scatter',
  art,
  pays: p,
});

export const coin = (id: string, art: string, EN: string, CN: string): SlotSymbolDef => ({
  id,
  name: { EN, CN },
  kind: 'coin',
  art,
  pays: {},
});

/**
 * A reel strip with the given symbol counts, spread evenly and deterministically: copy i of a symbol
 * with n copies sits near (i + offset) / n of the way round, the offset differing per symbol.
 * A symbol written `W*3` is placed as a stack of three.
 */
export function spread(counts: Readonly<Record<string, number>>): string[] {
  const items: { key: number; order: number; ids: string[] }[] = [];
  Object.entries(counts).forEach(([spec, n], order) => {
    const [id, stack] = spec.split('*') as [string, string | undefined];
    const offset = (order * 0.6180339887) % 1;
    for (let i = 0; i < n; i++)
      items.push({ key: (i + offset) / n, order, ids: new Array<string>(Number(stack ?? 1)).fill(id) });
  });
  items.sort((a, b) => a.key - b.key || a.order - b.order);
  return items.flatMap((item) => item.ids);
}

/** Row offsets of line shapes, by reel index r of R reels. */
const SHAPES: ((r: number, R: number) => number)[] = [
  () => 0,
  (r, R) => Math.min(r, R - 1 - r),
  (r, R) => -Math.min(r, R - 1 - r),
  (r) => r,
  (r) => -r,
  (r, R) => (r === 0 || r === R - 1 ? 0 : 1),
  (r, R) => (r === 0 || r === R - 1 ? 0 : -1),
  (r) => r % 2,
  (r) => -(r % 2),
  (r, R) => (r === (R - 1) / 2 ? 1 : 0),
  (r, R) => (r === (R - 1) / 2 ? -1 : 0),
  (r, R) => (r < (R - 1) / 2 ? 0 : r === (R - 1) / 2 ? 1 : 2),
  (r, R) => (r < (R - 1) / 2 ? 0 : r === (R - 1) / 2 ? -1 : -2),
  (r, R) => (r === 0 || r === R - 1 ? 1 : 0),
  (r, R) => (r === 0 || r === R - 1 ? -1 : 0),
  (r) => (r % 4 === 1 ? 1 : r % 4 === 3 ? -1 : 0),
  (r) => (r % 4 === 1 ? -1 : r % 4 === 3 ? 1 : 0),
  (r, R) => (r === 1 || r === R - 2 ? 1 : 0),
  (r, R) => (r === 1 || r === R - 2 ? -1 : 0),
  (r, R) => Math.min(r, R - 1 - r, 1) * 2,
  (r, R) => -Math.min(r, R - 1 - r, 1) * 2,
  (r) => (r < 2 ? 0 : 1),
  (r) => (r < 2 ? 0 : -1),
  (r, R) => (r > R - 3 ? 0 : 1),
  (r, R) => (r > R - 3 ? 0 : -1),
  (r) => (r % 2 ? 2 : 0),
  (r) => (r % 2 ? -2 : 0),
  (r, R) => (r === (R - 1) / 2 ? 2 : 0),
  (r, R) => (r === (R - 1) / 2 ? -2 : 0),
  (r, R) => (r === 0 || r === R - 1 ? 2 : 0),
  (r, R) => (r === 0 || r === R - 1 ? -2 : 0),
  (r, R) => Math.min(r, R - 1 - r, 2) - (r === (R - 1) / 2 ? 1 : 0),
  (r, R) => -Math.min(r, R - 1 - r, 2) + (r === (R - 1) / 2 ? 1 : 0),
];

/** The first `count` distinct paylines of a grid: each shape from each starting row that fits. */
export function paylines(reels: number, rows: number, count: number): number[][] {
  const seen = new Set<string>();
  const lines: number[][] = [];
  for (const shape of SHAPES)
    for (const start of [1, 0, 2, 3, 4].filter((s) => s < rows)) {
      const line = Array.from({ length: reels }, (_, r) => start + shape(r, reels));
      if (line.some((row) => row < 0 || row >= rows) || seen.has(line.join())) continue;
      seen.add(line.join());
      lines.push(line);
    }
  if (lines.length < count) throw new RangeError(`only ${lines.length} paylines fit ${reels}x${rows}`);
  return lines.slice(0, count);
}

/** A definition with its stated mathematics (`figures.ts`, written by `simulate.ts --write`). */
export const defineSlot = (def: Omit<SlotDefinition, 'math'>): SlotDefinition => ({
  ...def,
  math: SLOT_FIGURES[def.code] as SlotMath,
});

/** Coin sizes (minor units) whose stake stays within the house maximum of 1,000.00. */
export const coinsFor = (cost: number) =>
  [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000].filter((c) => c * cost <= 100_000);

export const theme = (
  top: string,
  bottom: string,
  accent: string,
  second: string,
  EN: string,
  CN: string,
): SlotDefinition['theme'] => ({ colours: { top, bottom, accent, second }, description: { EN, CN } });

// The fishing games: one definition per game code (its fish, boss, special weapons, colours and RTP).
// Pure data, imported by the server (to settle shots) and bundled into the page (to draw the ocean).

/** How a kind is drawn on the page (simple vector shapes). */
export type FishShape =
  | 'fish'
  | 'puffer'
  | 'turtle'
  | 'ray'
  | 'shark'
  | 'sword'
  | 'jelly'
  | 'octopus'
  | 'crab'
  | 'eel'
  | 'shrimp'
  | 'whale'
  | 'dragon';

/** What a special fish's weapon does when the fish is caught. */
export type Weapon = 'bomb' | 'lightning' | 'drill';

type Art = {
  /** The key of the kind's name in the pages' strings. */
  key: string;
  shape: FishShape;
  /** Body, fin and pattern colours. */
  colors: readonly [string, string, string];
  /** Half its length in ocean units (the ocean is 1280 × 720). */
  size: number;
  /** Ocean units per second. */
  speed: number;
};

export type RegularKind = Art & {
  kind: 'regular';
  multiplier: number;
  /** Relative spawn weight. */
  weight: number;
  /** Fish per school (1 for a lone fish). */
  school: number;
};

export type SpecialKind = Art & {
  kind: 'special';
  weapon: Weapon;
  /** What the special fish itself is worth; the fish its weapon catches are added, up to `cap`. */
  base: number;
  cap: number;
  /** Bomb: blast radius; lightning: the longest jump of the chain; drill: half the width of its line. */
  reach: number;
  /** Lightning: how many fish the chain jumps to. */
  hops: number;
  weight: number;
  school: 1;
};

export type BossKind = Art & {
  kind: 'boss';
  /** Caught, it pays one of these, drawn with equal chance. */
  multipliers: readonly number[];
  /** A boss swims in every `everyMs` of ocean time, `offsetMs` into the period. */
  everyMs: number;
  offsetMs: number;
};

export type FishKind = RegularKind | SpecialKind | BossKind;

export type FishingGame = {
  code: string;
  vendor: string;
  name: { EN: string; CN: string };
  /** Return to player in hundredths of a percent (9,600 = 96.00 %): every shot returns exactly this. */
  rtpBp: number;
  /** Water colours: surface, deep, and the accent of the cannon and the light rays. */
  water: readonly [string, string, string];
  kinds: readonly FishKind[];
};

const regular = (
  key: string,
  shape: FishShape,
  multiplier: number,
  colors: readonly [string, string, string],
  o: { size: number; speed: number; weight: number; school?: number },
): RegularKind => ({ kind: 'regular', key, shape, multiplier, colors, school: 1, ...o });

const special = (
  key: string,
  shape: FishShape,
  weapon: Weapon,
  colors: readonly [string, string, string],
  o: { base: number; cap: number; reach: number; hops?: number; size: number; speed: number; weight: number },
): SpecialKind => ({ kind: 'special', key, shape, weapon, colors, hops: 0, school: 1, ...o });

const boss = (
  key: string,
  shape: FishShape,
  multipliers: readonly number[],
  colors: readonly [string, string, string],
  o: { size: number; speed: number; everyMs: number; offsetMs: number },
): BossKind => ({ kind: 'boss', key, shape, multipliers, colors, ...o });

const BOMB = (colors: readonly [string, string, string], weight = 2) =>
  special('bombCrab', 'crab', 'bomb', colors, {
    base: 15,
    cap: 150,
    reach: 210,
    size: 34,
    speed: 70,
    weight,
  });
const LIGHTNING = (colors: readonly [string, string, string], weight = 2) =>
  special('lightningEel', 'eel', 'lightning', colors, {
    base: 12,
    cap: 120,
    reach: 330,
    hops: 6,
    size: 46,
    speed: 95,
    weight,
  });
const DRILL = (colors: readonly [string, string, string], weight = 2) =>
  special('drillShrimp', 'shrimp', 'drill', colors, {
    base: 15,
    cap: 150,
    reach: 60,
    size: 36,
    speed: 85,
    weight,
  });

export const FISHING_GAMES: Readonly<Record<string, FishingGame>> = {
  'ocean-hunter': {
    code: 'ocean-hunter',
    vendor: 'LOTUS',
    name: { EN: 'Ocean Hunter', CN: '海洋猎人' },
    rtpBp: 9_600,
    water: ['#0c4a6e', '#031525', '#f5b40a'],
    kinds: [
      regular('clownfish', 'fish', 2, ['#f97316', '#fff7ed', '#ffffff'], {
        size: 18,
        speed: 120,
        weight: 14,
        school: 4,
      }),
      regular('angelfish', 'fish', 3, ['#facc15', '#1e3a8a', '#1e3a8a'], {
        size: 20,
        speed: 115,
        weight: 12,
        school: 3,
      }),
      regular('pufferfish', 'puffer', 4, ['#fde047', '#a16207', '#854d0e'], {
        size: 22,
        speed: 80,
        weight: 10,
      }),
      regular('lanternfish', 'fish', 5, ['#38bdf8', '#0ea5e9', '#e0f2fe'], {
        size: 22,
        speed: 110,
        weight: 9,
        school: 3,
      }),
      regular('jellyfish', 'jelly', 8, ['#f0abfc', '#c026d3', '#fdf4ff'], { size: 24, speed: 55, weight: 7 }),
      regular('turtle', 'turtle', 10, ['#15803d', '#86efac', '#4ade80'], { size: 32, speed: 70, weight: 6 }),
      regular('stingray', 'ray', 15, ['#64748b', '#cbd5e1', '#334155'], { size: 40, speed: 75, weight: 5 }),
      regular('octopus', 'octopus', 20, ['#e11d48', '#fb7185', '#fff1f2'], {
        size: 34,
        speed: 60,
        weight: 4,
      }),
      regular('swordfish', 'sword', 30, ['#1d4ed8', '#93c5fd', '#e0f2fe'], {
        size: 52,
        speed: 130,
        weight: 3,
      }),
      regular('shark', 'shark', 50, ['#475569', '#94a3b8', '#e2e8f0'], { size: 62, speed: 90, weight: 2 }),
      regular('goldenWhale', 'whale', 100, ['#eab308', '#fde68a', '#fffbeb'], {
        size: 80,
        speed: 50,
        weight: 1,
      }),
      BOMB(['#dc2626', '#fca5a5', '#111827']),
      LIGHTNING(['#22d3ee', '#a5f3fc', '#fef08a']),
      boss('goldenDragon', 'dragon', [150, 200, 250, 300, 400, 500], ['#f5b40a', '#fff3c4', '#b45309'], {
        size: 120,
        speed: 48,
        everyMs: 90_000,
        offsetMs: 20_000,
      }),
    ],
  },
  'dragon-forge-fishing': {
    code: 'dragon-forge-fishing',
    vendor: 'DRAGONFORGE',
    name: { EN: 'Dragon Forge Fishing', CN: '龙炉捕鱼' },
    rtpBp: 9_650,
    water: ['#3b0d0d', '#0a0406', '#f97316'],
    kinds: [
      regular('emberfish', 'fish', 2, ['#fb923c', '#fed7aa', '#7c2d12'], {
        size: 17,
        speed: 125,
        weight: 14,
        school: 5,
      }),
      regular('cinderfish', 'fish', 3, ['#ef4444', '#fecaca', '#450a0a'], {
        size: 19,
        speed: 115,
        weight: 12,
        school: 3,
      }),
      regular('pufferfish', 'puffer', 5, ['#f59e0b', '#78350f', '#451a03'], {
        size: 22,
        speed: 80,
        weight: 10,
      }),
      regular('lanternfish', 'fish', 6, ['#fbbf24', '#f97316', '#fff7ed'], {
        size: 22,
        speed: 105,
        weight: 8,
        school: 3,
      }),
      regular('jellyfish', 'jelly', 8, ['#fb7185', '#e11d48', '#fff1f2'], { size: 24, speed: 55, weight: 7 }),
      regular('turtle', 'turtle', 12, ['#7c2d12', '#fdba74', '#ea580c'], { size: 32, speed: 70, weight: 6 }),
      regular('stingray', 'ray', 18, ['#57534e', '#d6d3d1', '#1c1917'], { size: 40, speed: 75, weight: 5 }),
      regular('swordfish', 'sword', 25, ['#b91c1c', '#fca5a5', '#fef2f2'], {
        size: 52,
        speed: 130,
        weight: 3,
      }),
      regular('shark', 'shark', 40, ['#44403c', '#a8a29e', '#f5f5f4'], { size: 62, speed: 95, weight: 2 }),
      regular('lavaWhale', 'whale', 80, ['#9a3412', '#fb923c', '#fef3c7'], {
        size: 80,
        speed: 50,
        weight: 1,
      }),
      BOMB(['#b91c1c', '#fcd34d', '#111827'], 3),
      DRILL(['#f97316', '#fde68a', '#78350f']),
      boss('infernoCrab', 'crab', [150, 180, 220, 260, 320, 400, 500], ['#dc2626', '#fb923c', '#fde68a'], {
        size: 110,
        speed: 45,
        everyMs: 80_000,
        offsetMs: 30_000,
      }),
    ],
  },
  'ocean-king-legend': {
    code: 'ocean-king-legend',
    vendor: 'OCEANKING',
    name: { EN: 'Ocean King Legend', CN: '海王传奇' },
    rtpBp: 9_550,
    water: ['#0f3d5e', '#020b1c', '#38bdf8'],
    kinds: [
      regular('clownfish', 'fish', 2, ['#fb923c', '#ffedd5', '#ffffff'], {
        size: 18,
        speed: 120,
        weight: 13,
        school: 4,
      }),
      regular('angelfish', 'fish', 3, ['#a3e635', '#365314', '#365314'], {
        size: 20,
        speed: 115,
        weight: 12,
        school: 3,
      }),
      regular('pufferfish', 'puffer', 4, ['#fde047', '#a16207', '#854d0e'], {
        size: 22,
        speed: 80,
        weight: 10,
      }),
      regular('jellyfish', 'jelly', 6, ['#a5b4fc', '#6366f1', '#eef2ff'], { size: 24, speed: 55, weight: 8 }),
      regular('turtle', 'turtle', 10, ['#166534', '#bbf7d0', '#22c55e'], { size: 32, speed: 70, weight: 6 }),
      regular('stingray', 'ray', 15, ['#1e3a8a', '#93c5fd', '#172554'], { size: 40, speed: 75, weight: 5 }),
      regular('octopus', 'octopus', 20, ['#9333ea', '#d8b4fe', '#faf5ff'], {
        size: 34,
        speed: 60,
        weight: 4,
      }),
      regular('swordfish', 'sword', 35, ['#0369a1', '#7dd3fc', '#f0f9ff'], {
        size: 52,
        speed: 130,
        weight: 3,
      }),
      regular('shark', 'shark', 60, ['#334155', '#94a3b8', '#f1f5f9'], { size: 64, speed: 90, weight: 2 }),
      regular('goldenWhale', 'whale', 100, ['#ca8a04', '#fde047', '#fefce8'], {
        size: 80,
        speed: 48,
        weight: 1,
      }),
      LIGHTNING(['#60a5fa', '#dbeafe', '#fef08a'], 3),
      DRILL(['#14b8a6', '#99f6e4', '#134e4a']),
      boss('seaKing', 'whale', [150, 200, 300, 400, 500], ['#1d4ed8', '#fcd34d', '#eff6ff'], {
        size: 130,
        speed: 42,
        everyMs: 100_000,
        offsetMs: 40_000,
      }),
    ],
  },
  'coral-frenzy': {
    code: 'coral-frenzy',
    vendor: 'REEFRUSH',
    name: { EN: 'Coral Frenzy', CN: '珊瑚狂潮' },
    rtpBp: 9_700,
    water: ['#0d5c63', '#04181d', '#f472b6'],
    kinds: [
      regular('clownfish', 'fish', 2, ['#f97316', '#fff7ed', '#ffffff'], {
        size: 18,
        speed: 125,
        weight: 14,
        school: 5,
      }),
      regular('angelfish', 'fish', 3, ['#f472b6', '#831843', '#831843'], {
        size: 20,
        speed: 115,
        weight: 12,
        school: 4,
      }),
      regular('lanternfish', 'fish', 4, ['#2dd4bf', '#0f766e', '#f0fdfa'], {
        size: 21,
        speed: 110,
        weight: 10,
        school: 3,
      }),
      regular('pufferfish', 'puffer', 5, ['#fde047', '#a16207', '#854d0e'], {
        size: 22,
        speed: 80,
        weight: 9,
      }),
      regular('jellyfish', 'jelly', 7, ['#c4b5fd', '#7c3aed', '#f5f3ff'], { size: 24, speed: 55, weight: 7 }),
      regular('turtle', 'turtle', 10, ['#047857', '#a7f3d0', '#34d399'], { size: 32, speed: 70, weight: 6 }),
      regular('octopus', 'octopus', 15, ['#db2777', '#f9a8d4', '#fdf2f8'], {
        size: 34,
        speed: 60,
        weight: 5,
      }),
      regular('stingray', 'ray', 20, ['#0e7490', '#a5f3fc', '#164e63'], { size: 40, speed: 75, weight: 4 }),
      regular('swordfish', 'sword', 30, ['#7c3aed', '#ddd6fe', '#f5f3ff'], {
        size: 52,
        speed: 130,
        weight: 3,
      }),
      regular('shark', 'shark', 50, ['#475569', '#cbd5e1', '#f8fafc'], { size: 62, speed: 90, weight: 2 }),
      regular('goldenWhale', 'whale', 100, ['#eab308', '#fde68a', '#fffbeb'], {
        size: 80,
        speed: 50,
        weight: 1,
      }),
      BOMB(['#e11d48', '#fda4af', '#111827']),
      LIGHTNING(['#22d3ee', '#cffafe', '#fef08a']),
      DRILL(['#f59e0b', '#fde68a', '#78350f']),
      boss('kraken', 'octopus', [150, 250, 350, 500], ['#7e22ce', '#e9d5ff', '#fae8ff'], {
        size: 120,
        speed: 45,
        everyMs: 75_000,
        offsetMs: 25_000,
      }),
    ],
  },
};

/** The definition of a fishing game code, or undefined. */
export const fishingGame = (code: string): FishingGame | undefined =>
  Object.prototype.hasOwnProperty.call(FISHING_GAMES, code) ? FISHING_GAMES[code] : undefined;

/** The definition a catalogue game plays: its own code's (a fishing entry without one is not a game). */
export function fishingGameFor(gameCode: string): FishingGame {
  const game = fishingGame(gameCode);
  if (!game) throw new RangeError(`${gameCode} is not a fishing game of this vendor`);
  return game;
}

/** A boss's kill chance has this denominator scale: chance = rtpBp · n / (10,000 · Σ multipliers). */
export const BASIS = 10_000;

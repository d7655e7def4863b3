import type { FishingGame, FishKind, SpecialKind } from './definitions.js';

// The ocean of a session: which fish swim, of which kind, on which path, from when to when. It is public
// and deterministic: a function of the game, the session's public ocean seed and the ocean clock (ms). The
// server checks a shot's fish with it and the page draws the very same fish. Positions use only + − × ÷
// (no trigonometry), which every JavaScript engine computes identically, so the weapons' reach agrees to
// the bit between the browser and the server.

export const OCEAN_WIDTH = 1280;
export const OCEAN_HEIGHT = 720;
/** Fish are spawned in ticks of one second of ocean time. */
export const TICK_MS = 1_000;
/** No fish swims longer than this. */
export const MAX_LIFE_MS = 60_000;
/** Fish ids are `tick × FISH_PER_TICK + j`. */
export const FISH_PER_TICK = 16;

export type OceanFish = {
  id: number;
  /** Index of the kind in the game's `kinds`. */
  kind: number;
  appear: number;
  leave: number;
  /** The quadratic Bézier path: start, control, end. */
  path: readonly [number, number, number, number, number, number];
};

export type Position = { x: number; y: number; dx: number; dy: number };

/** The ocean seed (64 hex digits) as a 32-bit number. */
export function seedWord(ocean: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < ocean.length; i++) h = Math.imul(h ^ ocean.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small deterministic generator for the ocean's layout (never for outcomes). */
function layoutRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

function pickKind(game: FishingGame, r: () => number): number {
  let total = 0;
  for (const k of game.kinds) if (k.kind !== 'boss') total += k.weight;
  let x = r() * total;
  for (let i = 0; i < game.kinds.length; i++) {
    const k = game.kinds[i]!;
    if (k.kind === 'boss') continue;
    x -= k.weight;
    if (x < 0) return i;
  }
  return 0;
}

const durationOf = (path: OceanFish['path'], speed: number) => {
  const [ax, ay, bx, by, cx, cy] = path;
  const length = Math.sqrt((bx - ax) ** 2 + (by - ay) ** 2) + Math.sqrt((cx - bx) ** 2 + (cy - by) ** 2);
  return Math.min(MAX_LIFE_MS, Math.round((length / speed) * 1_000));
};

/** A path across the ocean, from one side to the other, within a band of heights. */
function crossing(r: () => number, margin: number, top: number, bottom: number): OceanFish['path'] {
  const leftToRight = r() < 0.5;
  const x0 = leftToRight ? -margin : OCEAN_WIDTH + margin;
  const x2 = leftToRight ? OCEAN_WIDTH + margin : -margin;
  return [
    x0,
    between(r, top, bottom),
    between(r, 320, 960),
    between(r, top - 160, bottom + 160),
    x2,
    between(r, top, bottom),
  ];
}

const tickCache = new Map<string, OceanFish[]>();

/** The fish spawned in one tick of ocean time. */
export function spawnsOfTick(game: FishingGame, seed: number, tick: number): OceanFish[] {
  const key = `${game.code}:${seed}:${tick}`;
  const hit = tickCache.get(key);
  if (hit) return hit;
  const r = layoutRandom(seed ^ Math.imul(tick + 1, 0x9e3779b1));
  const start = tick * TICK_MS;
  const out: OceanFish[] = [];
  const add = (kind: number, appear: number, path: OceanFish['path']) => {
    const k = game.kinds[kind]!;
    if (out.length < FISH_PER_TICK)
      out.push({
        id: tick * FISH_PER_TICK + out.length,
        kind,
        appear,
        leave: appear + durationOf(path, k.speed),
        path,
      });
  };
  game.kinds.forEach((k, i) => {
    if (k.kind === 'boss' && start % k.everyMs === k.offsetMs)
      add(i, start, crossing(r, k.size * 2, 200, 520));
  });
  const roll = r();
  const events = roll < 0.12 ? 0 : roll < 0.72 ? 1 : 2;
  for (let e = 0; e < events; e++) {
    const kind = pickKind(game, r);
    const k = game.kinds[kind]!;
    const school = k.kind === 'regular' && k.school > 1 ? k.school - between(r, 0, 1) : 1;
    const appear = start + between(r, 0, TICK_MS - 1);
    const base = crossing(r, k.size * 2 + 20, 70, OCEAN_HEIGHT - 70);
    for (let m = 0; m < school; m++) {
      const dy = ((m % 3) - 1) * k.size * 1.7;
      const dx = m * k.size * 0.9;
      const ahead = base[4] > base[0] ? -dx : dx;
      add(kind, appear + m * 120, [
        base[0] + ahead,
        base[1] + dy,
        base[2],
        base[3] + dy,
        base[4],
        base[5] + dy,
      ]);
    }
  }
  if (tickCache.size > 2_000) tickCache.clear();
  tickCache.set(key, out);
  return out;
}

/** Where a fish is at ocean time t, and the way it swims (not normalized). */
export function positionAt(fish: OceanFish, t: number): Position {
  const u = Math.min(1, Math.max(0, (t - fish.appear) / (fish.leave - fish.appear)));
  const [ax, ay, bx, by, cx, cy] = fish.path;
  const v = 1 - u;
  return {
    x: v * v * ax + 2 * v * u * bx + u * u * cx,
    y: v * v * ay + 2 * v * u * by + u * u * cy,
    dx: 2 * v * (bx - ax) + 2 * u * (cx - bx),
    dy: 2 * v * (by - ay) + 2 * u * (cy - by),
  };
}

/** Whether a point lies in the ocean's frame widened by `margin`. */
const inFrame = (p: Position, margin: number) =>
  p.x >= -margin && p.x <= OCEAN_WIDTH + margin && p.y >= -margin && p.y <= OCEAN_HEIGHT + margin;

/** The fish with this id, whether or not it swims at a given time; undefined when no such fish exists. */
export function fishById(game: FishingGame, ocean: string, id: number): OceanFish | undefined {
  if (!Number.isSafeInteger(id) || id < 0) return undefined;
  const tick = Math.floor(id / FISH_PER_TICK);
  return spawnsOfTick(game, seedWord(ocean), tick)[id % FISH_PER_TICK];
}

/** Whether the fish is in the ocean at t: between its appearance and its leaving, and within view. */
export function swimsAt(game: FishingGame, fish: OceanFish, t: number): boolean {
  return t >= fish.appear && t <= fish.leave && inFrame(positionAt(fish, t), game.kinds[fish.kind]!.size);
}

/** Every fish in the ocean at t, by id. */
export function fishAt(game: FishingGame, ocean: string, t: number): OceanFish[] {
  const seed = seedWord(ocean);
  const out: OceanFish[] = [];
  const first = Math.max(0, Math.floor((t - MAX_LIFE_MS) / TICK_MS));
  for (let tick = first; tick <= Math.floor(t / TICK_MS); tick++)
    for (const f of spawnsOfTick(game, seed, tick)) if (swimsAt(game, f, t)) out.push(f);
  return out;
}

/**
 * The fish a special fish's weapon catches when the special fish is caught at t: regular fish in view
 * within the blast (bomb), along the chain (lightning) or on its line ahead (drill), by id.
 */
export function weaponCatch(game: FishingGame, ocean: string, fish: OceanFish, t: number): OceanFish[] {
  const weapon = game.kinds[fish.kind] as SpecialKind;
  const at = positionAt(fish, t);
  const reach2 = weapon.reach * weapon.reach;
  const candidates = fishAt(game, ocean, t)
    .filter((f) => f.id !== fish.id && game.kinds[f.kind]!.kind === 'regular')
    .map((f) => ({ f, p: positionAt(f, t) }))
    .filter(({ p }) => inFrame(p, 0));
  const d2 = (a: Position, b: Position) => (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
  if (weapon.weapon === 'bomb') return candidates.filter(({ p }) => d2(p, at) <= reach2).map(({ f }) => f);
  if (weapon.weapon === 'drill') {
    const len2 = at.dx * at.dx + at.dy * at.dy;
    return candidates
      .filter(({ p }) => {
        const vx = p.x - at.x;
        const vy = p.y - at.y;
        const cross = vx * at.dy - vy * at.dx;
        return vx * at.dx + vy * at.dy > 0 && cross * cross <= reach2 * len2;
      })
      .map(({ f }) => f);
  }
  const chain: OceanFish[] = [];
  let from = at;
  const left = [...candidates];
  for (let hop = 0; hop < weapon.hops; hop++) {
    let best = -1;
    let bestD = reach2;
    left.forEach(({ p }, i) => {
      const d = d2(p, from);
      if (d <= bestD && (best < 0 || d < bestD)) {
        best = i;
        bestD = d;
      }
    });
    if (best < 0) break;
    const [next] = left.splice(best, 1);
    chain.push(next!.f);
    from = next!.p;
  }
  return chain;
}

/** What catching a fish of this kind is worth (bosses: see their multipliers). */
export function regularMultiplier(kind: FishKind): number {
  return kind.kind === 'regular' ? kind.multiplier : kind.kind === 'special' ? kind.base : 0;
}

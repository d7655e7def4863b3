import { describe, expect, it } from 'vitest';
import { rngFromWords, roundRng } from '../fair.js';
import { fairRng } from '../fair-stream.js';
import { hmacText } from '../sha256.js';
import { fishingBetProblem, playFishing, type FishingBet, type FishingContext } from './batch.js';
import { BASIS, FISHING_GAMES, fishingGame, fishingGameFor, type FishingGame } from './definitions.js';
import { fishAt, fishById, MAX_LIFE_MS, positionAt, weaponCatch } from './ocean.js';

const OCEAN = 'ab'.repeat(32);

/** xorshift128: a fast seeded source of 32-bit words for the statistical runs (not the fair stream). */
function fastRng(seed: number) {
  let [a, b, c, d] = [seed >>> 0 || 1, 0x9e3779b9, 0x243f6a88, 0xb7e15162];
  return rngFromWords(() => {
    let t = d;
    const s = a;
    d = c;
    c = b;
    b = s;
    t ^= t << 11;
    t ^= t >>> 8;
    a = (t ^ s ^ (s >>> 19)) >>> 0;
    return a;
  });
}

/** The variance of one shot's return per unit staked, from its kill chance and what it pays. */
function shotVariance(game: FishingGame, below: number, outOf: number, kindKey: string): number {
  const rtp = game.rtpBp / BASIS;
  const kind = game.kinds.find((k) => k.key === kindKey)!;
  const p = below / outOf;
  const second =
    kind.kind === 'boss'
      ? (p * kind.multipliers.reduce((s, m) => s + m * m, 0)) / kind.multipliers.length
      : p * (outOf / BASIS) ** 2;
  return second - rtp * rtp;
}

describe('fishing games', () => {
  it('defines four distinct games, each with ten or more fish kinds from 2x to 100x, a boss and weapons', () => {
    const games = Object.values(FISHING_GAMES);
    expect(games.map((g) => g.vendor).sort()).toEqual(['DRAGONFORGE', 'LOTUS', 'OCEANKING', 'REEFRUSH']);
    for (const g of games) {
      expect(g.rtpBp).toBeGreaterThanOrEqual(9_500);
      expect(g.rtpBp).toBeLessThanOrEqual(9_700);
      const regular = g.kinds.flatMap((k) => (k.kind === 'regular' ? [k.multiplier] : []));
      expect(regular.length).toBeGreaterThanOrEqual(10);
      expect(Math.min(...regular)).toBe(2);
      expect(Math.max(...regular)).toBeGreaterThanOrEqual(80);
      expect(Math.max(...regular)).toBeLessThanOrEqual(100);
      const bosses = g.kinds.filter((k) => k.kind === 'boss');
      expect(bosses).toHaveLength(1);
      for (const b of bosses)
        if (b.kind === 'boss') expect(Math.min(...b.multipliers)).toBeGreaterThanOrEqual(150);
      expect(g.kinds.some((k) => k.kind === 'special')).toBe(true);
      expect(g.kinds.filter((k) => k.kind === 'regular' && k.school > 1).length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(games.map((g) => g.rtpBp)).size).toBe(4);
    expect(fishingGame('nope')).toBeUndefined();
    expect(fishingGameFor('ocean-king-legend').vendor).toBe('OCEANKING');
    expect(() => fishingGameFor('golden-blast')).toThrow(/golden-blast is not a fishing game/);
  });

  it('fills the ocean deterministically, with bosses on their schedule', () => {
    for (const g of Object.values(FISHING_GAMES)) {
      let total = 0;
      for (let t = MAX_LIFE_MS; t < MAX_LIFE_MS + 300_000; t += 5_000) {
        const here = fishAt(g, OCEAN, t);
        total += here.length;
        expect(here.length).toBeGreaterThan(4);
        expect(here.length).toBeLessThan(70);
      }
      expect(total / 60).toBeGreaterThan(12);
      const boss = g.kinds.findIndex((k) => k.kind === 'boss');
      const b = g.kinds[boss]!;
      if (b.kind !== 'boss') throw new Error('no boss');
      const at = b.everyMs * 2 + b.offsetMs + 10_000;
      expect(fishAt(g, OCEAN, at).some((f) => f.kind === boss)).toBe(true);
    }
    const g = FISHING_GAMES['ocean-hunter']!;
    const a = fishAt(g, OCEAN, 200_000);
    expect(fishAt(g, OCEAN, 200_000)).toEqual(a);
    expect(fishById(g, OCEAN, a[0]!.id)).toEqual(a[0]);
    expect(fishAt(g, 'cd'.repeat(32), 200_000)).not.toEqual(a);
  });

  it('sweeps fish with the special weapons within their reach', () => {
    for (const g of Object.values(FISHING_GAMES))
      for (let t = 80_000; t < 400_000; t += 1_000)
        for (const f of fishAt(g, OCEAN, t)) {
          const kind = g.kinds[f.kind]!;
          if (kind.kind !== 'special') continue;
          const swept = weaponCatch(g, OCEAN, f, t);
          const at = positionAt(f, t);
          for (const s of swept) {
            expect(g.kinds[s.kind]!.kind).toBe('regular');
            const p = positionAt(s, t);
            if (kind.weapon === 'bomb')
              expect(Math.hypot(p.x - at.x, p.y - at.y)).toBeLessThanOrEqual(kind.reach + 1e-9);
          }
          if (kind.weapon === 'lightning') expect(swept.length).toBeLessThanOrEqual(kind.hops);
        }
  });

  it.each(Object.values(FISHING_GAMES).map((g) => [g.code, g] as const))(
    'returns the stated RTP over 10^6 shots: %s',
    (_code, game) => {
      const rng = fastRng(game.rtpBp * 7919);
      const pick = fastRng(game.rtpBp * 104_729);
      let staked = 0;
      let paid = 0;
      let variance = 0;
      let t = MAX_LIFE_MS;
      while (staked < 1_000_000) {
        t += 1_000 + pick.int(4_000);
        const here = fishAt(game, OCEAN, t);
        const bet: FishingBet = {
          game: game.code,
          ocean: OCEAN,
          shots: Array.from({ length: 50 }, () => ({
            fish: here[pick.int(here.length)]!.id,
            at: t,
            stake: 1,
          })),
        };
        const result = playFishing(rng, bet);
        staked += result.stake;
        paid += result.payout;
        for (const s of result.outcome.shots) variance += shotVariance(game, s.below, s.outOf, s.kind);
      }
      const rtp = game.rtpBp / BASIS;
      const deviation = Math.abs(paid - rtp * staked);
      // 4.5 standard deviations of the total return, from each shot's exact variance.
      expect(deviation).toBeLessThanOrEqual(4.5 * Math.sqrt(variance));
    },
  );
});

describe('a batch', () => {
  const game = FISHING_GAMES['ocean-hunter']!;
  const t = 150_000;
  const here = fishAt(game, OCEAN, t);
  const bet: FishingBet = {
    game: game.code,
    ocean: OCEAN,
    shots: here.slice(0, 12).map((f, i) => ({ fish: f.id, at: t + i * 10, stake: 100 })),
  };
  const ctx: FishingContext = { game: game.code, ocean: OCEAN, oceanNow: t + 500, minStake: 100 };

  it('is decided shot by shot from the fair stream, and recomputes equal in the browser code', () => {
    const seed = 'f'.repeat(64);
    const server = playFishing(roundRng(seed, 'player-seed', 7), bet);
    const browser = playFishing(fairRng(hmacText, seed, 'player-seed', 7), bet);
    expect(browser).toEqual(server);
    expect(server.stake).toBe(1_200);
    expect(server.payout).toBe(server.outcome.shots.reduce((s, x) => s + x.pay, 0));
    for (const s of server.outcome.shots) {
      expect(s.caught).toBe(s.roll < s.below);
      expect(s.pay).toBe(s.caught ? s.stake * s.multiplier : 0);
    }
  });

  it('pays a caught fish stake x multiplier, with chance RTP / multiplier', () => {
    const turtle = game.kinds.findIndex((k) => k.key === 'turtle');
    let fish;
    for (let at = 100_000; !fish; at += 1_000) fish = fishAt(game, OCEAN, at).find((f) => f.kind === turtle);
    const shot = {
      game: game.code,
      ocean: OCEAN,
      shots: [{ fish: fish.id, at: fish.appear + 4_000, stake: 50 }],
    };
    const words = (w: number[]) => rngFromWords(() => w.shift()!);
    const caught = playFishing(words([9_599]), shot);
    expect(caught.outcome.shots[0]).toMatchObject({
      outOf: 100_000,
      below: 9_600,
      caught: true,
      multiplier: 10,
    });
    expect(caught.payout).toBe(500);
    expect(playFishing(words([9_600]), shot).payout).toBe(0);
  });

  it('draws a boss multiplier on the kill', () => {
    const bossIndex = game.kinds.findIndex((k) => k.kind === 'boss');
    const b = game.kinds[bossIndex]!;
    if (b.kind !== 'boss') throw new Error('no boss');
    const at = b.everyMs + b.offsetMs + 5_000;
    const fish = fishAt(game, OCEAN, at).find((f) => f.kind === bossIndex)!;
    const shot = { game: game.code, ocean: OCEAN, shots: [{ fish: fish.id, at, stake: 100 }] };
    const words = (w: number[]) => rngFromWords(() => w.shift()!);
    const killed = playFishing(words([0, 5]), shot);
    expect(killed.outcome.shots[0]).toMatchObject({
      caught: true,
      multiplier: 500,
      outOf: 18_000_000,
      below: 57_600,
    });
    expect(killed.payout).toBe(50_000);
  });

  it('refuses bad batches naming the problem', () => {
    expect(fishingBetProblem(bet, ctx)).toBeUndefined();
    const gone = here[0]!;
    const cases: [FishingBet, FishingContext | undefined, RegExp][] = [
      [{ ...bet, game: 'reef' }, ctx, /game: "reef" is not a fishing game/],
      [{ ...bet, game: 'coral-frenzy' }, ctx, /this session plays "ocean-hunter"/],
      [{ ...bet, ocean: 'cd'.repeat(32) }, ctx, /ocean/],
      [{ ...bet, shots: [...bet.shots, ...bet.shots, ...bet.shots] }, ctx, /at most 30 shots/],
      [{ ...bet, shots: [{ fish: 99_999_999, at: t, stake: 100 }] }, ctx, /no fish 99999999/],
      [
        { ...bet, shots: [{ fish: gone.id, at: gone.leave + 1, stake: 100 }] },
        undefined,
        /not in the ocean at/,
      ],
      [
        { ...bet, shots: [{ fish: gone.id, at: t, stake: 99 }] },
        ctx,
        /shots.0.stake: 0.99 is below this game's minimum bet of 1.00/,
      ],
      [{ ...bet, shots: [{ fish: gone.id, at: t + 10_000, stake: 100 }] }, ctx, /ahead of the ocean clock/],
      [
        { ...bet, shots: [{ fish: gone.id, at: t, stake: 100 }] },
        { ...ctx, oceanNow: t + 61_000 },
        /more than 60 s ago/,
      ],
    ];
    for (const [b, c, message] of cases) expect(fishingBetProblem(b, c)).toMatch(message);
  });
});

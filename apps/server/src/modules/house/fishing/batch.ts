import type { Rng } from '../fair-stream.js';
import { ratio, type RoundResult } from '../engines/types.js';
import { BASIS, fishingGame, type FishingGame } from './definitions.js';
import { fishById, swimsAt, weaponCatch, type OceanFish } from './ocean.js';

// One batch of shots is one round. Every shot is a hit on one fish at one moment of the ocean clock, and
// the round's fair stream decides the shots in their order:
// - a fish worth V (a regular fish's multiplier, or a special fish's own worth plus the fish its weapon
//   catches at that moment, up to its cap) is caught when int(10,000 · V) < rtpBp: with chance RTP / V;
// - a boss is caught when int(10,000 · Σm) < rtpBp · n (chance RTP / mean m), then pays m[int(n)].
// A caught shot pays stake × what was caught, so every shot returns exactly the game's RTP, whatever it
// aims at. Amounts are minor units (cents).

/** The most shots one batch may carry. */
export const FISHING_MAX_SHOTS = 30;
/** How far ahead of the session's ocean clock a shot may be (clock drift of the page). */
export const FISHING_AHEAD_MS = 3_000;
/** How long after it was fired a shot may still be settled. */
export const FISHING_LATE_MS = 60_000;

export type FishingShot = { fish: number; at: number; stake: number };
export type FishingBet = { game: string; ocean: string; shots: FishingShot[] };

export type ShotOutcome = {
  fish: number;
  /** The kind's key. */
  kind: string;
  at: number;
  stake: number;
  /** The draw int(outOf) and the bound it must stay below to catch. */
  roll: number;
  below: number;
  outOf: number;
  caught: boolean;
  /** What was paid, in stakes (0 when not caught), and in cents. */
  multiplier: number;
  pay: number;
  /** A special fish's weapon: the fish it caught with it. */
  swept?: number[];
};
export type FishingOutcome = { game: string; ocean: string; shots: ShotOutcome[] };

/** The session a batch must belong to (the server's check; the verify page has none). */
export type FishingContext = {
  game: string;
  ocean: string;
  /** The session's ocean clock now, in ms. */
  oceanNow: number;
  /** The game's minimum stake per shot, in cents. */
  minStake: number;
};

const seconds = (ms: number) => `${(ms / 1_000).toFixed(3)} s`;
const money = (cents: number) => (cents / 100).toFixed(2);

/** Why a shot cannot be settled (naming the field), or undefined. */
function shotProblem(game: FishingGame, ocean: string, shot: FishingShot, i: number, ctx?: FishingContext) {
  const where = `shots.${i}`;
  if (!Number.isSafeInteger(shot.at) || shot.at < 0) return `${where}.at: the time is a whole number of ms`;
  if (ctx && shot.stake < ctx.minStake)
    return `${where}.stake: ${money(shot.stake)} is below this game's minimum bet of ${money(ctx.minStake)}`;
  if (ctx && shot.at > ctx.oceanNow + FISHING_AHEAD_MS)
    return `${where}.at: ${seconds(shot.at)} is ahead of the ocean clock (${seconds(ctx.oceanNow)})`;
  if (ctx && shot.at < ctx.oceanNow - FISHING_LATE_MS)
    return `${where}.at: the shot was fired more than ${FISHING_LATE_MS / 1_000} s ago; it can no longer be settled`;
  const fish = fishById(game, ocean, shot.fish);
  if (!fish) return `${where}.fish: there is no fish ${shot.fish} in this ocean`;
  if (!swimsAt(game, fish, shot.at)) {
    const kind = game.kinds[fish.kind]!.key;
    return `${where}.fish: fish ${shot.fish} (${kind}) is not in the ocean at ${seconds(shot.at)}; it swims from ${seconds(fish.appear)} to ${seconds(fish.leave)}`;
  }
  return undefined;
}

/** Why a batch cannot be played (naming the field), or undefined. */
export function fishingBetProblem(bet: FishingBet, ctx?: FishingContext): string | undefined {
  const game = fishingGame(bet.game);
  if (!game) return `game: "${bet.game}" is not a fishing game`;
  if (ctx && bet.game !== ctx.game) return `game: this session plays "${ctx.game}", not "${bet.game}"`;
  if (ctx && bet.ocean !== ctx.ocean) return `ocean: the batch is not for this session's ocean`;
  if (bet.shots.length < 1) return 'shots: a batch has at least one shot';
  if (bet.shots.length > FISHING_MAX_SHOTS)
    return `shots: a batch has at most ${FISHING_MAX_SHOTS} shots, not ${bet.shots.length}`;
  for (let i = 0; i < bet.shots.length; i++) {
    const problem = shotProblem(game, bet.ocean, bet.shots[i]!, i, ctx);
    if (problem) return problem;
  }
  return undefined;
}

/** The batch's total stake, in cents. */
export const fishingStake = (bet: FishingBet) => bet.shots.reduce((sum, s) => sum + s.stake, 0);

/** What a fish is worth when hit at t: the value its catch chance is based on (bosses: Σ and n). */
export function fishValue(game: FishingGame, ocean: string, fish: OceanFish, t: number) {
  const kind = game.kinds[fish.kind]!;
  if (kind.kind === 'regular') return { outOf: BASIS * kind.multiplier, below: game.rtpBp };
  if (kind.kind === 'boss') {
    const sum = kind.multipliers.reduce((a, b) => a + b, 0);
    return { outOf: BASIS * sum, below: game.rtpBp * kind.multipliers.length };
  }
  const swept = weaponCatch(game, ocean, fish, t);
  let worth = kind.base;
  for (const f of swept) {
    const k = game.kinds[f.kind]!;
    if (k.kind === 'regular') worth += k.multiplier;
  }
  return { outOf: BASIS * Math.min(kind.cap, worth), below: game.rtpBp, swept };
}

/** Plays a batch (checked before with `fishingBetProblem`). */
export function playFishing(rng: Rng, bet: FishingBet): RoundResult<FishingOutcome> {
  const game = fishingGame(bet.game);
  if (!game) throw new RangeError(`unknown fishing game ${bet.game}`);
  const shots = bet.shots.map((shot): ShotOutcome => {
    const fish = fishById(game, bet.ocean, shot.fish);
    if (!fish) throw new RangeError(`no fish ${shot.fish}`);
    const kind = game.kinds[fish.kind]!;
    const value = fishValue(game, bet.ocean, fish, shot.at);
    const roll = rng.int(value.outOf);
    const caught = roll < value.below;
    let multiplier = 0;
    if (caught)
      multiplier =
        kind.kind === 'boss' ? kind.multipliers[rng.int(kind.multipliers.length)]! : value.outOf / BASIS;
    return {
      fish: shot.fish,
      kind: kind.key,
      at: shot.at,
      stake: shot.stake,
      roll,
      below: value.below,
      outOf: value.outOf,
      caught,
      multiplier,
      pay: shot.stake * multiplier,
      ...(value.swept ? { swept: value.swept.map((f) => f.id) } : {}),
    };
  });
  const stake = fishingStake(bet);
  const payout = shots.reduce((sum, s) => sum + s.pay, 0);
  return {
    outcome: { game: bet.game, ocean: bet.ocean, shots },
    stake,
    payout,
    multiplier: ratio(payout, stake),
  };
}

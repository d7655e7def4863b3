import { createHash } from 'node:crypto';
import { HOUSE_MAX_STAKE } from '../house.contracts.js';
import { FISHING_MAX_SHOTS, type FishingContext } from './batch.js';
import { fishingGameFor } from './definitions.js';
import type { FishingInfo } from './wire.js';

// A fishing session's ocean: its public seed and its clock. The clock starts a minute before the launch,
// so the ocean is full from the first moment.

export const OCEAN_PREROLL_MS = 60_000;
/** Cannon levels, in minimum bets. */
const LEVELS = [1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1_000];

type FishSession = {
  id: number;
  engine: string;
  vendorCode: string;
  gameCode: string;
  minBet: bigint;
  expiresAt: Date;
};

function oceanOf(session: FishSession, ttlMs: number) {
  const launched = session.expiresAt.getTime() - ttlMs;
  const seed = createHash('sha256')
    .update(`ocean:${session.vendorCode}:${session.gameCode}:${session.id}:${launched}`)
    .digest('hex');
  return { seed, launched };
}

/** What a fish session's batches are checked against; undefined for other engines. */
export function fishingContextOf(session: FishSession, now: Date, ttlMs: number): FishingContext | undefined {
  if (session.engine !== 'fish') return undefined;
  const { seed, launched } = oceanOf(session, ttlMs);
  return {
    game: fishingGameFor(session.gameCode).code,
    ocean: seed,
    oceanNow: now.getTime() - launched + OCEAN_PREROLL_MS,
    minStake: Number(session.minBet),
  };
}

/** The fishing part of the session info; undefined for other engines. */
export function fishingInfoOf(session: FishSession, now: Date, ttlMs: number): FishingInfo | undefined {
  const ctx = fishingContextOf(session, now, ttlMs);
  if (!ctx) return undefined;
  const game = fishingGameFor(session.gameCode);
  const min = Number(session.minBet) / 100;
  const stakes = LEVELS.map((l) => Math.round(l * min * 100) / 100).filter((s) => s <= HOUSE_MAX_STAKE / 20);
  return {
    game: game.code,
    rtp: game.rtpBp / 100,
    ocean: ctx.ocean,
    oceanTime: ctx.oceanNow,
    maxShots: FISHING_MAX_SHOTS,
    stakes: stakes.length ? stakes : [min],
  };
}

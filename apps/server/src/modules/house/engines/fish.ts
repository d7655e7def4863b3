import type { Rng } from '../fair-stream.js';
import { ratio, type RoundResult } from './types.js';

// "Lotus Reef": the player fires one shot of a chosen stake at a chosen fish. The catch chance (out of
// 10,000) times the fish's multiplier is 9,600 for every fish: each target returns exactly 96%.

export const FISH = {
  clownfish: { multiplier: 2, chance: 4_800 },
  pufferfish: { multiplier: 5, chance: 1_920 },
  turtle: { multiplier: 10, chance: 960 },
  shark: { multiplier: 30, chance: 320 },
  dragon: { multiplier: 100, chance: 96 },
} as const;
export type FishKind = keyof typeof FISH;
export const FISH_KINDS = Object.keys(FISH) as FishKind[];
export const FISH_CHANCE_OUT_OF = 10_000;

export type FishBet = { stake: number; fish: FishKind };
export type FishOutcome = {
  fish: FishKind;
  /** 0 to 9999: the shot catches when it is below the fish's chance. */
  roll: number;
  chance: number;
  caught: boolean;
};

export function playFish(rng: Rng, bet: FishBet): RoundResult<FishOutcome> {
  const { multiplier, chance } = FISH[bet.fish];
  const roll = rng.int(FISH_CHANCE_OUT_OF);
  const caught = roll < chance;
  const payout = caught ? bet.stake * multiplier : 0;
  return {
    outcome: { fish: bet.fish, roll, chance, caught },
    stake: bet.stake,
    payout,
    multiplier: ratio(payout, bet.stake),
  };
}

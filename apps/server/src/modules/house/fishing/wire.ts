import { amountSchema } from '@platform/contracts';
import { z } from 'zod';
import { FISHING_MAX_SHOTS } from './batch.js';

// The fishing game on the wire: a batch of shots (amounts in major units) and what the page needs to know
// of its session's ocean.

export const fishingShotSchema = z.object({
  /** The fish's id in the session's ocean. */
  fish: z.number().int('fish is a fish id').min(0, 'fish is a fish id'),
  /** The ocean clock when the bullet touched the fish, in ms. */
  at: z.number().int('at is a whole number of ms').min(0, 'at is a whole number of ms'),
  stake: amountSchema,
});

export const fishingBetSchema = z.object({
  /** The fishing game's code (`FISHING_GAMES`). */
  game: z.string().min(1).max(60),
  /** The session's ocean seed. */
  ocean: z.string().regex(/^[0-9a-f]{64}$/, 'ocean is the ocean seed: 64 hexadecimal digits'),
  shots: z
    .array(fishingShotSchema)
    .min(1, 'a batch has at least one shot')
    .max(FISHING_MAX_SHOTS, `a batch has at most ${FISHING_MAX_SHOTS} shots`),
});

/** The fishing part of a fish session's info. */
export const fishingInfoSchema = z.object({
  /** The game's code in `FISHING_GAMES` (its fish, boss and weapons). */
  game: z.string(),
  /** Return to player, percent. */
  rtp: z.number(),
  /** The public ocean seed: with the game and the ocean clock it decides every fish's kind and path. */
  ocean: z.string(),
  /** The session's ocean clock when this answer was made, in ms. */
  oceanTime: z.number().int(),
  maxShots: z.number().int(),
  /** The cannon levels: stakes per shot, from the game's minimum bet up. */
  stakes: z.array(z.number()),
});
export type FishingInfo = z.infer<typeof fishingInfoSchema>;

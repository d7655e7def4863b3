import { z } from 'zod';

// The slot part of a slot session's info on the wire: the game's definition as the page draws and explains
// it (grid, pay model, symbols and pays, strips, features, the stated mathematics, the theme) and the
// drawings of its symbols in its colours, so the page carries no art library of its own.

const text = z.object({ EN: z.string(), CN: z.string() }).catchall(z.string());
const pays = z.record(z.string(), z.number());
const strips = z.array(z.array(z.string()));
const jackpotName = z.enum(['MINI', 'MINOR', 'MAJOR', 'GRAND']);

export const slotInfoSchema = z.object({
  code: z.string(),
  classify: z.enum(['SC', 'JP']),
  name: text,
  theme: z.object({
    colours: z.object({ top: z.string(), bottom: z.string(), accent: z.string(), second: z.string() }),
    description: text,
  }),
  grid: z.object({ reels: z.number().int(), rows: z.number().int() }),
  pay: z.object({ kind: z.enum(['lines', 'ways']), lines: z.array(z.array(z.number().int())).optional() }),
  symbols: z.array(
    z.object({
      id: z.string(),
      name: text,
      kind: z.enum(['regular', 'wild', 'scatter', 'coin']),
      art: z.string(),
      pays,
      multiplier: z.number().optional(),
    }),
  ),
  /** Each art key of the symbols drawn as an SVG document. */
  art: z.record(z.string(), z.string()),
  strips,
  features: z.object({
    freeSpins: z
      .object({ awards: pays, multiplier: z.number(), retrigger: z.boolean(), strips: strips.optional() })
      .optional(),
    cascades: z
      .object({ ladder: z.array(z.number()), freeSpinLadder: z.array(z.number()).optional() })
      .optional(),
    holdAndWin: z
      .object({
        coin: z.string(),
        trigger: z.number().int(),
        respins: z.number().int(),
        landing: z.object({ numerator: z.number().int(), denominator: z.number().int() }),
        values: z.array(
          z.object({
            weight: z.number(),
            coins: z.number().optional(),
            jackpot: z.enum(['MINI', 'MINOR', 'MAJOR']).optional(),
          }),
        ),
        jackpots: z.record(jackpotName, z.number()),
      })
      .optional(),
  }),
  /** Coins per spin (lines, or the ways game's cost) and the coin sizes offered, in minor units. */
  bet: z.object({ cost: z.number().int(), coins: z.array(z.number().int()) }),
  maxWinStakes: z.number(),
  /** The stated mathematics (absent while a game's figures are not yet computed). */
  math: z
    .object({
      rtp: z.number(),
      method: z.enum(['exact', 'simulation']),
      exact: z.object({ numerator: z.string(), denominator: z.string() }).optional(),
      spins: z.number(),
      interval: z.array(z.number()).optional(),
      hitFrequency: z.number(),
      volatility: z.enum(['low', 'medium', 'high', 'very high']),
      sd: z.number(),
      maxWin: z.number(),
    })
    .optional(),
});
export type SlotInfo = z.infer<typeof slotInfoSchema>;

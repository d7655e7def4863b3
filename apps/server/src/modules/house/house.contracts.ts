import { amountSchema } from '@platform/contracts';
import { z } from 'zod';
import { BACCARAT_SIDES } from './engines/baccarat.js';
import { COCKFIGHT_SIDES } from './engines/cockfight.js';
import { HOUSE_ENGINES } from './engines/index.js';
import { CLIENT_SEED_PATTERN, SERVER_SEED_PATTERN } from './fair-stream.js';
import { fishingBetSchema, fishingInfoSchema } from './fishing/wire.js';
import { slotInfoSchema } from './slot-wire.js';
import { TABLE_KINDS } from './tables/games/types.js';

// The game pages' API (`/house/api/...`), authenticated by the game session token (header
// `x-game-token`), never by the site's token. Amounts are major units with two decimals.

export const HOUSE_TOKEN_HEADER = 'x-game-token';

export const HOUSE_PATHS = {
  session: '/house/api/session',
  clientSeed: '/house/api/seed',
  play: '/house/api/play',
  history: '/house/api/history',
  verify: '/house/api/verify',
  /** A demo session's fun credits topped up to the start (only below it). */
  funRefill: '/house/api/fun/refill',
  verifyPage: '/house/verify',
  assets: '/house/assets/:file',
  page: '/house/:engine/',
} as const;

/** The largest stake of one round, in major units, for every in-house game. */
export const HOUSE_MAX_STAKE = 1_000;

export const engineSchema = z.enum(HOUSE_ENGINES);
export const clientSeedSchema = z
  .string()
  .trim()
  .regex(CLIENT_SEED_PATTERN, 'the client seed is 1 to 64 letters, digits, "_", "-" or "."');
export const serverSeedSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SERVER_SEED_PATTERN, 'the server seed is 64 hexadecimal digits');

const twoDecimals = (n: number) => Math.round(n * 100) / 100 === n;

/** Bets on the wire, per engine. */
export const betSchemas = {
  /** A slot spin: the coin in minor units (the stake is coin × the game's cost, slots/). */
  slot: z.object({
    coin: z
      .number()
      .int('coin must be a whole number of minor units (cents)')
      .min(1, 'coin must be at least 1 minor unit')
      .max(100_000, 'coin must be at most 100000 minor units (1,000.00)'),
  }),
  dice: z.object({
    stake: amountSchema,
    target: z
      .number()
      .min(0.01, 'target must be at least 0.01')
      .max(99.98, 'target must be at most 99.98')
      .refine(twoDecimals, 'target has more than two decimals'),
    direction: z.enum(['over', 'under']),
  }),
  fish: fishingBetSchema,
  baccarat: z.object({ stake: amountSchema, side: z.enum(BACCARAT_SIDES) }),
  cockfight: z.object({ stake: amountSchema, side: z.enum(COCKFIGHT_SIDES) }),
  /** A card room's deal, for verifying it: how many hands were dealt. */
  room: z.object({ players: z.coerce.number().int().min(2, 'players: 2 to 6').max(6, 'players: 2 to 6') }),
  /** A live table's round, for verifying it: which game the table deals (tables/). */
  table: z.object({ kind: z.enum(TABLE_KINDS) }),
} as const;
export type WireBets = { [E in keyof typeof betSchemas]: z.infer<(typeof betSchemas)[E]> };
export type WireBet = WireBets[keyof WireBets];

export const sessionInfoSchema = z.object({
  game: z.object({
    name: z.string(),
    engine: engineSchema,
    gameCode: z.string(),
    vendorCode: z.string(),
    gameType: z.string(),
  }),
  language: z.string(),
  currency: z.string(),
  balance: z.number(),
  minBet: z.number(),
  maxBet: z.number(),
  /** Played with fun credits (the balance is fun credits, never money; decision record 045). */
  demo: z.boolean(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Fishing games: the game's definition code, the public ocean seed and the ocean clock. */
  fishing: fishingInfoSchema.optional(),
  /** Slot games: the game's definition, its symbols' drawings and its stated mathematics. */
  slot: slotInfoSchema.optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const clientSeedRequestSchema = z.object({ clientSeed: clientSeedSchema });
export const commitmentSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type Commitment = z.infer<typeof commitmentSchema>;

export const playRequestSchema = z.object({
  /** The round the page commits to: the session's next nonce. A replayed request answers the stored round. */
  nonce: z.number().int().min(0).max(2_000_000_000),
  bet: z.record(z.string(), z.unknown()),
});

/** A played round with its proof, as kept in the round record (`game_rounds.detail`). */
export const houseRoundSchema = z.object({
  engine: engineSchema,
  roundId: z.string(),
  gameCode: z.string(),
  nonce: z.number().int(),
  bet: z.record(z.string(), z.unknown()),
  stake: z.number(),
  payout: z.number(),
  multiplier: z.number(),
  outcome: z.unknown(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  verifyUrl: z.string(),
  status: z.string().optional(),
  playedAt: z.string().optional(),
});
export type HouseRound = z.infer<typeof houseRoundSchema>;

export const playResultSchema = z.object({
  round: houseRoundSchema,
  balance: z.number(),
  next: commitmentSchema,
  /** The round had been played already: this is its stored record; nothing moved now. */
  replayed: z.boolean(),
});
export type PlayResult = z.infer<typeof playResultSchema>;

export const historyQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
export const historySchema = z.object({ rounds: z.array(houseRoundSchema) });

export const verifyRequestSchema = z.object({
  engine: engineSchema,
  serverSeed: serverSeedSchema,
  clientSeed: clientSeedSchema,
  nonce: z.number().int().min(0).max(2_000_000_000),
  bet: z.record(z.string(), z.unknown()).optional(),
  /** The game code, which a slot round needs (each slot game has its own definition). */
  game: z.string().trim().min(1).max(64).optional(),
});
export const verifyResultSchema = z.object({
  serverSeedHash: z.string(),
  outcome: z.unknown(),
  stake: z.number(),
  payout: z.number(),
  multiplier: z.number(),
});

/** A demo session's fun credits after a refill. */
export const funRefillResultSchema = z.object({ balance: z.number(), refilledAt: z.string() });
export type FunRefillResult = z.infer<typeof funRefillResultSchema>;

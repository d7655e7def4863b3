// The operator API's games calls (the back office): vendors (state, wallet mode, wallet API secret),
// the brand's games (state, hot, new, order) and the in-house games' settings the engines read.
import { LANGUAGES } from './constants.js';
import { GAME_CATEGORIES } from './content-constants.js';
import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';

export const ADMIN_GAMES_PATHS = {
  vendors: '/admin/games/vendors',
  vendor: '/admin/games/vendors/:vendorId',
  vendorSecret: '/admin/games/vendor-secrets/:vendorCode',
  games: '/admin/games/games',
  game: '/admin/games/games/:gameId',
  gameOrder: '/admin/games/games/:gameId/position',
  houseGames: '/admin/games/house/games',
  houseGame: '/admin/games/house/games/:gameId',
  houseRooms: '/admin/games/house/rooms',
  houseRoom: '/admin/games/house/rooms/:roomId',
} as const;

/** Error codes of the games area (the web and the back office translate them). */
export const ADMIN_GAMES_ERRORS = {
  /** Wallet mode changed while members hold money in the vendor's sub-wallets or rounds are open: 409. */
  walletModeBusy: 'admin.games.wallet.mode.busy',
  /** A house setting outside what its engine plays with: 400 naming the field. */
  houseSettingBounds: 'admin.games.house.bounds',
  /** A setting the engine of this game does not read from the brand's settings: 409. */
  houseSettingFixed: 'admin.games.house.fixed',
} as const;

export const GAME_STATES = ['enabled', 'disabled', 'maintenance', 'hot', 'new'] as const;
export type GameState = (typeof GAME_STATES)[number];
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** The grace of a rotated secret: from 1 hour to 7 days; 24 hours unless chosen. */
export const SECRET_GRACE_HOURS = { min: 1, max: 168, default: 24 } as const;
export const MAINTENANCE_MESSAGE_MAX = 300;
/** A card room's betting time and rake, as the room engine plays them. */
export const ROOM_BET_SECONDS = { min: 5, max: 60 } as const;
export const ROOM_RAKE_PERCENT_MAX = 20;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const vendorCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, '1 to 32 letters, digits, _ or -')
  .transform((s) => s.toUpperCase());
const money = z
  .number()
  .positive('must be above zero')
  .max(1_000_000_000, 'is too large')
  .refine((n) => Math.round(n * 100) / 100 === n, 'has more than two decimals');
const localizedMessage = z
  .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1, 'required').max(MAINTENANCE_MESSAGE_MAX))
  .refine((texts) => Object.keys(texts).length > 0, 'needs the text of at least one language');

// ---------------------------------------------------------------------------------------------------
// Vendors

export const adminVendorListQuerySchema = z.object({
  category: z.enum(GAME_CATEGORIES).optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(50, 200),
});

/** The vendor's wallet API key: never the secret itself, only its state. */
export const adminVendorCredentialsSchema = z.object({
  exists: z.boolean(),
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
  rotatedAt: z.string().nullable(),
  /** Until when the secret before the last rotation still verifies; null when it no longer does. */
  previousValidUntil: z.string().nullable(),
});

export const adminVendorSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  category: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  maintenanceMessage: z.partialRecord(z.enum(LANGUAGES), z.string()).nullable(),
  isHot: z.boolean(),
  sort: z.number().int(),
  walletMode: z.enum(WALLET_MODES),
  games: z.number().int(),
  credentials: adminVendorCredentialsSchema,
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;

export const adminVendorListSchema = z.object({ list: z.array(adminVendorSchema), ...pageFields });
export type AdminVendorList = z.infer<typeof adminVendorListSchema>;

export const adminVendorParamsSchema = z.object({ vendorId: id });

export const adminVendorUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    /** What members are told during maintenance, per language; null removes it. */
    maintenanceMessage: localizedMessage.nullable().optional(),
    /** For every category entry of the vendor code (the wallet API plays one mode per vendor). */
    walletMode: z.enum(WALLET_MODES).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'give at least one of enabled, maintenance, maintenanceMessage, walletMode',
    path: ['enabled'],
  });
export type AdminVendorUpdate = z.infer<typeof adminVendorUpdateSchema>;

export const adminVendorSecretParamsSchema = z.object({ vendorCode });

export const adminSecretRotationSchema = z.object({
  graceHours: z
    .number()
    .int('whole hours')
    .min(SECRET_GRACE_HOURS.min, `at least ${SECRET_GRACE_HOURS.min} hour`)
    .max(SECRET_GRACE_HOURS.max, `at most ${SECRET_GRACE_HOURS.max} hours (7 days)`)
    .default(SECRET_GRACE_HOURS.default),
});
export type AdminSecretRotation = z.infer<typeof adminSecretRotationSchema>;

/** The new secret, answered once: it is never shown again. */
export const adminSecretRotatedSchema = z.object({
  vendorCode: z.string(),
  secret: z.string(),
  rotatedAt: z.string(),
  /** Until when the secret before this rotation keeps verifying (null for the vendor's first secret). */
  previousValidUntil: z.string().nullable(),
});
export type AdminSecretRotated = z.infer<typeof adminSecretRotatedSchema>;

// ---------------------------------------------------------------------------------------------------
// Games

export const adminGameListQuerySchema = z.object({
  vendorCode: vendorCode.optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  state: z.enum(GAME_STATES).optional(),
  /** Part of the game's name in any language, or of its code. */
  name: z.string().trim().max(64).optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(50, 200),
});
export type AdminGameListQuery = z.output<typeof adminGameListQuerySchema>;

export const adminGameSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  vendorName: z.string(),
  category: z.string(),
  gameCode: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  engine: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  /** The vendor entry's state: a game shows only when its vendor is enabled too. */
  vendorEnabled: z.boolean(),
  vendorMaintenance: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** The game's place in its category's list (1 first), enabled or not. */
  position: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const adminGameListSchema = z.object({ list: z.array(adminGameSchema), ...pageFields });
export type AdminGameList = z.infer<typeof adminGameListSchema>;

export const adminGameParamsSchema = z.object({ gameId: id });

export const adminGameUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'give at least one of enabled, maintenance, isHot, isNew',
    path: ['enabled'],
  });
export type AdminGameUpdate = z.infer<typeof adminGameUpdateSchema>;

export const adminGamePositionSchema = z.object({
  /** The place in the category's list, 1 first; past the end means last. */
  position: z.number().int('a whole number').min(1, 'from 1').max(100_000),
});

// ---------------------------------------------------------------------------------------------------
// In-house games' settings

export const adminHouseGameListQuerySchema = z.object({
  engine: z.enum(['slot', 'dice', 'fish', 'baccarat', 'cockfight', 'room', 'table']).optional(),
  name: z.string().trim().max(64).optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(50, 200),
});

export const adminHouseGameSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  category: z.string(),
  gameCode: z.string(),
  name: z.string(),
  engine: z.string(),
  enabled: z.boolean(),
  /** The smallest stake a round takes, read by the engine at every bet (null where the engine uses its own). */
  minBet: z.number().nullable(),
  /** The largest stake of a round (the house's maximum), or the table's limit. */
  maxBet: z.number().nullable(),
  /** Whether `minBet` is this brand's setting (editable) or fixed by the engine. */
  minBetEditable: z.boolean(),
  /** The game's stated return to player (fixed by its mathematics), as a fraction; null when it varies. */
  rtp: z.number().nullable(),
  /** How the stated RTP is known: exact mathematics, simulation, or the pay table. */
  rtpSource: z.enum(['exact', 'simulation', 'paytable']).nullable(),
  /** A live table's betting time in seconds (fixed by the table). */
  bettingSeconds: z.number().nullable(),
});
export type AdminHouseGame = z.infer<typeof adminHouseGameSchema>;

export const adminHouseGameListSchema = z.object({
  list: z.array(adminHouseGameSchema),
  /** The highest minimum bet a game may take (the house's maximum stake). */
  maxStake: z.number(),
  ...pageFields,
});
export type AdminHouseGameList = z.infer<typeof adminHouseGameListSchema>;

export const adminHouseGameUpdateSchema = z.object({ minBet: money });
export type AdminHouseGameUpdate = z.infer<typeof adminHouseGameUpdateSchema>;

export const adminHouseRoomListQuerySchema = z.object({
  gameCode: z.string().trim().max(64).optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(50, 200),
});

export const adminHouseRoomSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  code: z.string(),
  level: z.string(),
  baseBet: z.number(),
  minBalance: z.number(),
  seats: z.number().int(),
  rakePercent: z.number(),
  betSeconds: z.number().int(),
  enabled: z.boolean(),
  /** The least `minBalance` may be: what a banker can lose in one round at this base bet and seats. */
  minBalanceFloor: z.number(),
});
export type AdminHouseRoom = z.infer<typeof adminHouseRoomSchema>;

export const adminHouseRoomListSchema = z.object({ list: z.array(adminHouseRoomSchema), ...pageFields });
export type AdminHouseRoomList = z.infer<typeof adminHouseRoomListSchema>;

export const adminHouseRoomParamsSchema = z.object({ roomId: id });

export const adminHouseRoomUpdateSchema = z
  .object({
    baseBet: money.optional(),
    minBalance: z
      .number()
      .min(0, 'must not be negative')
      .max(1_000_000_000, 'is too large')
      .refine((n) => Math.round(n * 100) / 100 === n, 'has more than two decimals')
      .optional(),
    rakePercent: z
      .number()
      .min(0, 'must not be negative')
      .max(ROOM_RAKE_PERCENT_MAX, `at most ${ROOM_RAKE_PERCENT_MAX}`)
      .refine((n) => Math.round(n * 100) / 100 === n, 'has more than two decimals')
      .optional(),
    betSeconds: z
      .number()
      .int('whole seconds')
      .min(ROOM_BET_SECONDS.min, `at least ${ROOM_BET_SECONDS.min}`)
      .max(ROOM_BET_SECONDS.max, `at most ${ROOM_BET_SECONDS.max}`)
      .optional(),
    enabled: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'give at least one of baseBet, minBalance, rakePercent, betSeconds, enabled',
    path: ['baseBet'],
  });
export type AdminHouseRoomUpdate = z.infer<typeof adminHouseRoomUpdateSchema>;

import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';

// ---------------------------------------------------------------------------------------------------
// Missions (missionLeaderboard): reach a target of a metric within the brand's day or week.

export const MISSION_METRICS = ['turnover', 'rounds', 'wins', 'deposit'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export const MISSION_STATES = ['inProgress', 'claimable', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];
/** Money metrics count major units; the others count rounds. */
export const MONEY_METRICS: readonly MissionMetric[] = ['turnover', 'deposit'];
export const LEADERBOARD_SIZE = 20;

export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  metric: z.enum(MISSION_METRICS),
  /** A game category, or null for every category (and for deposits). */
  gameType: z.string().nullable(),
  period: z.enum(MISSION_PERIODS),
  /** The period's key: `2026-11-23` (daily) or `2026-W48` (weekly). */
  periodKey: z.string(),
  /** Money metrics in major units, counts as whole numbers. */
  target: z.number(),
  /** What the member has so far in the period (may pass the target). */
  progress: z.number(),
  /** 0 to 100. */
  percent: z.number().min(0).max(100),
  reward: z.number(),
  /** Valid bets needed before the reward counts as released, as a multiple of it. */
  turnoverMultiple: z.number().int(),
  state: z.enum(MISSION_STATES),
  /** When the period ends (`yyyy-MM-dd HH:mm:ss`, brand time). */
  endsAt: z.string(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionSummarySchema = z.object({
  missions: z.array(missionSchema),
  claimableCount: z.number().int(),
  timeZone: z.string(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionClaimSchema = z.object({
  missionId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type MissionClaimInput = z.input<typeof missionClaimSchema>;

export const missionClaimResultSchema = z.object({
  missionId: z.number().int(),
  periodKey: z.string(),
  reward: z.number(),
  turnoverRequired: z.number(),
  balance: z.number(),
});
export type MissionClaimResult = z.infer<typeof missionClaimResultSchema>;

export const leaderboardQuerySchema = z.object({
  period: z.enum(MISSION_PERIODS).default('daily'),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** The username masked: `pl****01`. */
  username: z.string(),
  nickname: z.string(),
  turnover: z.number(),
  /** The caller's own row. */
  mine: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  period: z.enum(MISSION_PERIODS),
  periodKey: z.string(),
  list: z.array(leaderboardEntrySchema),
  /** The caller's place (null without valid bets in the period) and turnover. */
  me: z.object({ rank: z.number().int().nullable(), turnover: z.number(), username: z.string() }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// ---------------------------------------------------------------------------------------------------
// Platform messages (messageV2)

export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE_MAX = 50;

export const messageListQuerySchema = z.object({
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** A message id: a positive 64-bit row id within the safe integer range. */
export const messageIdSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type MessageIdInput = z.input<typeof messageIdSchema>;

export const messageSummarySchema = z.object({
  id: z.number().int(),
  /** deposit, withdrawal, points, reward, mission, welcome, operator, ... */
  kind: z.string(),
  title: z.string(),
  /** The first words of the body. */
  preview: z.string(),
  createdDateStr: z.string(),
  read: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageListSchema = z.object({
  list: z.array(messageSummarySchema),
  ...pageFields,
  unreadCount: z.number().int(),
});
export type MessageList = z.infer<typeof messageListSchema>;

export const messageDetailSchema = messageSummarySchema.extend({ body: z.string() });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** How many messages a call changed. */
export const messagesChangedSchema = z.object({ changed: z.number().int(), unreadCount: z.number().int() });
export type MessagesChanged = z.infer<typeof messagesChangedSchema>;

// ---------------------------------------------------------------------------------------------------
// VIP rank progress (playerRank): this month's valid bets and deposits against the next level.

export const rankLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  badgeUrl: z.string(),
  turnoverRequired: z.number(),
  depositRequired: z.number(),
});
export type RankLevel = z.infer<typeof rankLevelSchema>;

export const rankProgressSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  badgeUrl: z.string().nullable(),
  /** The month counted (`yyyy-MM`, brand time). */
  month: z.string(),
  /** Null at the top level. */
  next: rankLevelSchema.nullable(),
  turnover: z.object({ actual: z.number(), expected: z.number().nullable() }),
  deposit: z.object({ actual: z.number(), expected: z.number().nullable() }),
  /** Towards the next level, the lower of the two shares (0 to 100); 100 at the top level. */
  percent: z.number().min(0).max(100),
  topLevel: z.boolean(),
  levels: z.array(rankLevelSchema),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

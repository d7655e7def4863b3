import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';

// ---------------------------------------------------------------------------------------------------
// Reward centre (rewardCenter), bonus details (bonusDetails) and referral. Money in major units; dates as
// `yyyy-MM-dd HH:mm:ss` in the brand's time zone.

export const REWARDS_PAGE_SIZE = 10;
export const REWARDS_PAGE_SIZE_MAX = 50;

const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(REWARDS_PAGE_SIZE, REWARDS_PAGE_SIZE_MAX);
const dateTimeText = z.string().max(19);

export const rewardsPageQuerySchema = z.object({ pageNo, pageSize });
export type RewardsPageQuery = z.input<typeof rewardsPageQuerySchema>;

export const rewardIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** A reward waiting to be claimed. */
export const claimableRewardSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  title: z.string(),
  amount: z.number(),
  /** Valid bets needed once claimed (amount x multiple). */
  turnoverRequired: z.number(),
  createdDateStr: dateTimeText,
  expiresDateStr: dateTimeText.nullable(),
});
export type ClaimableReward = z.infer<typeof claimableRewardSchema>;

/** A raffle running today, and where the member stands in it. */
export const raffleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The prizes that can be drawn (amounts only). */
  prizes: z.array(z.number()),
  /** Valid bets needed today before drawing; 0 for none. */
  turnoverRequired: z.number(),
  /** The member's valid bets of settled rounds today (the brand's day). */
  turnoverToday: z.number(),
  /** The prize drawn today, or null when not drawn yet. */
  drawnToday: z.number().nullable(),
  canDraw: z.boolean(),
  endDateStr: dateTimeText.nullable(),
  /** The brand's day the state is for (`yyyy-MM-dd`). */
  day: z.string(),
});
export type Raffle = z.infer<typeof raffleSchema>;

/** A running promotion of the brand (its page: `/promoDetail?id=`). */
export const centrePromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  endDateStr: dateTimeText.nullable(),
});
export type CentrePromotion = z.infer<typeof centrePromotionSchema>;

export const rewardCentreSchema = z.object({
  rewards: z.array(claimableRewardSchema),
  raffles: z.array(raffleSchema),
  promotions: z.array(centrePromotionSchema),
});
export type RewardCentre = z.infer<typeof rewardCentreSchema>;

export const rewardClaimResultSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  turnoverRequired: z.number(),
  bonusId: z.number().int(),
});
export type RewardClaimResult = z.infer<typeof rewardClaimResultSchema>;

export const raffleDrawRequestSchema = z.object({
  raffleId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type RaffleDrawRequest = z.infer<typeof raffleDrawRequestSchema>;

export const raffleDrawResultSchema = z.object({
  raffleId: z.number().int(),
  prize: z.number(),
  day: z.string(),
});
export type RaffleDrawResult = z.infer<typeof raffleDrawResultSchema>;

/** Every bonus credited to the member, by where it came from, and raffle draws that won nothing. */
export const rewardHistoryItemSchema = z.object({
  kind: z.enum(['reward', 'raffle', 'mission', 'referral', 'promotion']),
  id: z.number().int(),
  title: z.string(),
  amount: z.number(),
  dateStr: dateTimeText,
});
export type RewardHistoryItem = z.infer<typeof rewardHistoryItemSchema>;

export const rewardHistorySchema = z.object({ list: z.array(rewardHistoryItemSchema), ...pageFields });
export type RewardHistory = z.infer<typeof rewardHistorySchema>;

export const rewardSummarySchema = z.object({
  /** Claimable rewards plus raffles the member can draw now. */
  available: z.number().int(),
});
export type RewardSummary = z.infer<typeof rewardSummarySchema>;

// ---------------------------------------------------------------------------------------------------
// Bonus details

export const bonusDetailSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  title: z.string(),
  amount: z.number(),
  turnoverRequired: z.number(),
  /** Valid bets counted towards this bonus (at most the requirement). */
  turnoverDone: z.number(),
  completed: z.boolean(),
  createdDateStr: dateTimeText,
});
export type BonusDetail = z.infer<typeof bonusDetailSchema>;

export const bonusDetailsSchema = z.object({
  list: z.array(bonusDetailSchema),
  ...pageFields,
  totals: z.object({ bonusReceived: z.number(), turnoverOutstanding: z.number() }),
});
export type BonusDetails = z.infer<typeof bonusDetailsSchema>;

// ---------------------------------------------------------------------------------------------------
// Referral

/** 8 characters of an alphabet without look-alikes (no I, O, 0 or 1). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** `review`: held for the operator (the accounts share an IP or device); `declined`: the operator refused it. */
export const REFERRAL_REWARD_STATES = [
  'none',
  'review',
  'declined',
  'available',
  'claimed',
  'expired',
] as const;
export type ReferralRewardState = (typeof REFERRAL_REWARD_STATES)[number];

export const referralSchema = z.object({
  code: z.string(),
  /** Path and query of the registration link; the site puts its own origin before it. */
  registerPath: z.string(),
  rules: z.object({
    signupReward: z.number(),
    playReward: z.number(),
    /** The invitee's valid bets that earn the play reward. */
    playTurnover: z.number(),
  }),
  totals: z.object({
    invited: z.number().int(),
    /** Referral rewards credited to the member (available or claimed). */
    rewardsEarned: z.number(),
  }),
});
export type Referral = z.infer<typeof referralSchema>;

export const inviteeSchema = z.object({
  username: z.string(),
  registeredDateStr: dateTimeText,
  validBet: z.number(),
  signupReward: z.enum(REFERRAL_REWARD_STATES),
  playReward: z.enum(REFERRAL_REWARD_STATES),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteesSchema = z.object({ list: z.array(inviteeSchema), ...pageFields });
export type Invitees = z.infer<typeof inviteesSchema>;

/**
 * Paths of this part of the member centre (zod-free: the first page imports it). Its error codes are in
 * `./reward-centre-errors.ts`, apart, so that the first page, which imports every path, carries none of
 * them.
 */
export const REWARDS_PATHS = {
  rewardCentre: '/wps/rewards/centre',
  rewardClaim: '/wps/rewards/:id/claim',
  rewardHistory: '/wps/rewards/history',
  rewardSummary: '/wps/rewards/summary',
  raffleDraw: '/wps/relay/MCS2_claimRafflePromotion',
  bonusDetails: '/wps/rewards/bonuses',
  referral: '/wps/rewards/referral',
  referralInvitees: '/wps/rewards/referral/invitees',
} as const;

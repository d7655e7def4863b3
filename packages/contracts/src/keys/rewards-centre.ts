/** Paths and error codes of this part of the member centre (zod-free: the first page imports it). */
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

/** Error codes (translated as `errors.<code with _ for .>` in every language). */
export const REWARDS_ERRORS = {
  rewardAlreadyClaimed: 'reward.already.claimed',
  rewardExpired: 'reward.expired',
  raffleNotRunning: 'raffle.not.running',
  raffleTurnoverNotReached: 'raffle.turnover.not.reached',
  raffleAlreadyDrawn: 'raffle.already.drawn',
  referralCodeInvalid: 'register.referral.invalid',
  referralDisabled: 'referral.disabled',
} as const;

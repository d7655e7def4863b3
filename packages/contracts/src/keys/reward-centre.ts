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
  /** 422: raffles are for members who have made a deposit (decision 020). */
  raffleDepositRequired: 'raffle.deposit.required',
  referralCodeInvalid: 'register.referral.invalid',
  referralDisabled: 'referral.disabled',
  /** 422: the amount reaches into bonus money whose turnover is not met; `value.withdrawable` says what may go. */
  bonusLocked: 'wallet.bonus.locked',
  /** 409: a held referral reward was already approved or rejected. */
  referralReviewDecided: 'referral.review.decided',
  /** 429: the brand's cap of new accounts a day from one IP address or one device. */
  registrationLimit: 'register.limit.reached',
} as const;

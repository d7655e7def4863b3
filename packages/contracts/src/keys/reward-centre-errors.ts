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

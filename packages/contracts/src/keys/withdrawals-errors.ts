/** Error codes (translated as `errors.<code with _ for .>` in every language). */
export const WITHDRAWAL_ERRORS = {
  withdrawalBelowMin: 'withdrawal.amount.below.min',
  withdrawalAboveMax: 'withdrawal.amount.above.max',
  withdrawalDailyCount: 'withdrawal.daily.count',
  withdrawalDailyLimit: 'withdrawal.daily.limit',
  withdrawalBankNotFound: 'withdrawal.bank.not.found',
  withdrawalNotFound: 'withdrawal.not.found',
  withdrawalDecided: 'withdrawal.already.decided',
  withdrawalNotAwaiting: 'withdrawal.not.awaiting',
  withdrawalProofRequired: 'withdrawal.proof.required',
  withdrawalProofType: 'withdrawal.proof.type',
  withdrawalProofTooLarge: 'withdrawal.proof.too.large',
  withdrawalReceivedAmount: 'withdrawal.received.amount',
  uplineNone: 'upline.none',
  uplineUnavailable: 'upline.unavailable',
  uplineBelowMin: 'upline.amount.below.min',
  uplineAboveMax: 'upline.amount.above.max',
} as const;

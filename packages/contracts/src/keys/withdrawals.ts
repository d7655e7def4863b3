/** Paths and error codes of this part of the member centre (zod-free: the first page imports it). */
export const WITHDRAWAL_PATHS = {
  /** What the withdraw page needs: balance, limits, bank accounts, whether a payment password is set. */
  withdrawInfo: '/wps/withdrawals/info',
  /** POST (encrypted): a new withdrawal; GET: the member's withdrawals, paged. */
  withdrawals: '/wps/withdrawals',
  withdrawalDetail: '/wps/withdrawals/:id',
  /** Paid withdrawals waiting for the member to say whether the money arrived. */
  withdrawalConfirmations: '/wps/withdrawals/confirmations',
  withdrawalReceived: '/wps/withdrawals/:id/received',
  /** multipart/form-data: `proof` (PNG or JPEG under 5 MB) and optional `receivedAmount`. */
  withdrawalNotReceived: '/wps/withdrawals/:id/not-received',
  withdrawalProof: '/wps/withdrawals/:id/proof',
  /** transferUpline: the upline, the limits and the balance; POST (encrypted) moves money to the upline. */
  uplineInfo: '/wps/member/upline',
  uplineTransfer: '/wps/member/upline/transfer',
} as const;

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

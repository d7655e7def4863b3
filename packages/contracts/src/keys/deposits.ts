/** Paths and error codes of this part of the member centre (zod-free: the first page imports it). */
export const DEPOSIT_PATHS = {
  depositChannels: '/wps/payments/deposit/channels',
  depositOrders: '/wps/payments/deposit/orders',
  depositOrder: '/wps/payments/deposit/orders/:id',
  /** The sandbox gateway calls this (signed), never the site. */
  depositCallbackSandbox: '/wps/payments/callback/sandbox',
} as const;

/** Error codes (translated as `errors.<code with _ for .>` in every language). */
export const DEPOSIT_ERRORS = {
  depositChannelUnknown: 'deposit.channel.unknown',
  depositChannelDisabled: 'deposit.channel.disabled',
  depositAmountBelowMin: 'deposit.amount.below.min',
  depositAmountAboveMax: 'deposit.amount.above.max',
  depositReferenceRequired: 'deposit.reference.required',
  depositPendingLimit: 'deposit.pending.limit',
  depositOrderUnknown: 'deposit.order.unknown',
  depositOrderDecided: 'deposit.order.decided',
  depositAmountMismatch: 'deposit.amount.mismatch',
  depositSignatureInvalid: 'deposit.signature.invalid',
  depositSignatureStale: 'deposit.signature.stale',
  /** The sandbox gateway is switched off in this deployment (decision record 025). */
  depositSandboxDisabled: 'deposit.sandbox.disabled',
  /** The chosen promotion is not open to this member or this deposit (ended, taken, below its minimum). */
  depositPromotionUnavailable: 'deposit.promotion.unavailable',
  depositPromotionBelowMin: 'deposit.promotion.below.min',
  // Rules the deposit form checks before sending.
  depositAmountInvalid: 'deposit.amount.invalid',
  depositReferenceTooLong: 'deposit.reference.too.long',
} as const;

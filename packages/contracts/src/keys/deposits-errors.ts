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

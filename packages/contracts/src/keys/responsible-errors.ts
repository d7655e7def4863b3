/**
 * Error codes (translated as `errors.<code with _ for .>` in every language). The vendor wallet API answers
 * a refused bet with `rg.loss.limit`, `rg.wager.limit`, `rg.session.limit` or `rg.excluded` (403), with the
 * limit named in the message and in `value` (`RgRefusal`).
 */
export const RESPONSIBLE_ERRORS = {
  rgDepositLimit: 'rg.deposit.limit',
  rgLossLimit: 'rg.loss.limit',
  rgWagerLimit: 'rg.wager.limit',
  /** The session has passed its time limit: the member's sessions end; a new login starts a new one. */
  rgSessionLimit: 'rg.session.limit',
  /** A time-out, a self-exclusion or an operator's exclusion: no play, deposits or marketing. */
  rgExcluded: 'rg.excluded',
  /** A confirmation asked before the pending change's 24 hours have passed, or with nothing pending. */
  rgNotDue: 'rg.pending.not.due',
  rgNothingPending: 'rg.pending.none',
  /** Already excluded: a time-out or exclusion cannot be shortened or replaced by a shorter one. */
  rgAlreadyExcluded: 'rg.already.excluded',
  /** Ending a self-exclusion before its term, or one that is not the member's. */
  rgExclusionNotEndable: 'rg.exclusion.not.endable',
  /** The registration's age confirmation is missing. */
  rgAgeRequired: 'rg.age.required',
} as const;

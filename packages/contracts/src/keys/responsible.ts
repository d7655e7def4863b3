/** Paths and error codes of responsible gaming (zod-free: the game frame and the site's pages read them). */
export const RESPONSIBLE_PATHS = {
  /** GET: the member's limits (with pending increases), reality check, exclusion and session. */
  responsibleState: '/wps/responsible-gaming',
  /** PUT: change limits (a decrease at once, an increase or removal after 24 hours and a confirmation). */
  responsibleLimits: '/wps/responsible-gaming/limits',
  /** POST `{ key }`: apply a pending increase or removal whose 24 hours have passed. */
  responsibleLimitConfirm: '/wps/responsible-gaming/limits/confirm',
  /** POST `{ key }`: drop a pending increase or removal. */
  responsibleLimitCancel: '/wps/responsible-gaming/limits/cancel',
  /** PUT `{ minutes }`: how often the reality check shows. */
  responsibleRealityCheck: '/wps/responsible-gaming/reality-check',
  /** POST `{ choice }`: the member's answer to a reality check (continue, history, leave). */
  responsibleRealityAnswer: '/wps/responsible-gaming/reality-check/answer',
  /** POST: a time-out or a self-exclusion. */
  responsibleExclusion: '/wps/responsible-gaming/exclusion',
  /** POST: end a self-exclusion whose term has passed (play returns after a cooling day). */
  responsibleExclusionEnd: '/wps/responsible-gaming/exclusion/end',
  /** GET: the session's time played, stakes, wins and net position, and its reality check. */
  responsibleSession: '/wps/responsible-gaming/session',
  /** GET `?from&to` (brand days): deposits minus withdrawals and wins minus stakes. */
  responsibleNetPosition: '/wps/responsible-gaming/net-position',
  /** GET `?vendorCode&gameCode`: the member's last 10 rounds of a game. */
  responsibleRecall: '/wps/responsible-gaming/recall',
  /** Operator API: a member's limits, exclusions and their history. */
  adminMemberResponsible: '/admin/members/:id/responsible-gaming',
  /** Operator API: POST an operator's exclusion of a member. */
  adminMemberExclusions: '/admin/members/:id/exclusions',
  /** Operator API: DELETE (lift) an operator's exclusion; a member's own is never lifted by an operator. */
  adminMemberExclusion: '/admin/members/:id/exclusions/:exclusionId',
} as const;

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

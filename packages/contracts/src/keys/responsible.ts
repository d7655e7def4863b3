/**
 * Paths of responsible gaming (zod-free: the game frame and the site's pages read them). Its error codes are
 * in `./responsible-errors.ts`, apart, so that the first page, which imports every path, carries none of
 * them.
 */
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
} as const;

/** Paths, header and error codes of the in-house sportsbook (zod-free: the book's first load imports it). */
export const SPORTSBOOK_PATHS = {
  /** The book's pages (its own build), framed by /game or opened full-page by /fbsports. */
  app: '/sportsbook/',
  /** Book session (header token): the member, balance, limits, the in-play delay. */
  session: '/sb/api/session',
  /** Sports with their live and upcoming counts and leagues. */
  sports: '/sb/api/sports',
  /** Fixtures of a sport (or live ones), with their main market. */
  fixtures: '/sb/api/fixtures',
  /** One fixture with every market. */
  fixture: '/sb/api/fixtures/:id',
  /** POST: a slip of singles and parlays. GET: the member's bets, open or settled, paged. */
  bets: '/sb/api/bets',
  /** GET: what cashing out the bet pays now. POST: cash it out at that value (exactly once). */
  cashOut: '/sb/api/bets/:id/cashout',
  /** Finished (and voided) fixtures with their results, newest first. */
  results: '/sb/api/results',
  /** Public (the site's brand): the featured fixtures of the home page with their main odds. */
  featured: '/wps/sportsbook/featured',
  /** Operators: fixtures (filter by status, sport, date); POST enters one. */
  adminFixtures: '/admin/sportsbook/fixtures',
  /** Operators (PUT): a fixture's result entered (final score, or postponed / abandoned / cancelled). */
  adminResult: '/admin/sportsbook/fixtures/:id/result',
  /** Operators (POST): a settled result corrected; its bets are settled again by the difference. */
  adminCorrection: '/admin/sportsbook/fixtures/:id/correction',
  /** Operators (POST): a fixture's markets suspended, or reopened. */
  adminSuspend: '/admin/sportsbook/fixtures/:id/suspend',
  adminReopen: '/admin/sportsbook/fixtures/:id/reopen',
} as const;

/** The header the book's pages send their session token in. */
export const SPORTSBOOK_TOKEN_HEADER = 'x-book-token';

/** Error codes (translated as `errors.<code with _ for .>` in every language). */
export const SPORTSBOOK_ERRORS = {
  /** No fixture or market of the brand has this id. */
  unknownFixture: 'sportsbook.fixture.unknown',
  unknownSelection: 'sportsbook.selection.unknown',
  /** The fixture has started (pre-match markets) or ended, or is not taking bets. */
  fixtureClosed: 'sportsbook.fixture.closed',
  /** The market is suspended (a goal, an operator's action) or no longer offered. */
  marketSuspended: 'sportsbook.market.suspended',
  /** The odds moved since the member saw them and the slip did not accept the change. */
  oddsChanged: 'sportsbook.odds.changed',
  /** A stake below the minimum or above the maximum per bet. */
  stakeLimit: 'sportsbook.limit.stake',
  /** The member's stakes on the market, or of the day, would pass the limit. */
  memberLimit: 'sportsbook.limit.member',
  /** The market's liability would pass the brand's cap. */
  liabilityLimit: 'sportsbook.limit.liability',
  /** The potential return passes the maximum payout. */
  payoutLimit: 'sportsbook.limit.payout',
  /** A parlay with fewer than 2 or more than 10 legs, or two legs of one fixture. */
  parlayRule: 'sportsbook.parlay.rule',
  /** Not enough balance for the slip (nothing of it was placed). */
  insufficient: 'sportsbook.balance.insufficient',
  /** The bet cannot be cashed out (settled, a leg lost, or no value now). */
  cashOutUnavailable: 'sportsbook.cashout.unavailable',
  /** The cash-out value moved since it was quoted. */
  cashOutChanged: 'sportsbook.cashout.changed',
  /** The book session is unknown or expired. */
  sessionInvalid: 'sportsbook.session.invalid',
} as const;

/** Operators' error codes. */
export const SPORTSBOOK_ADMIN_ERRORS = {
  /** A result for a fixture that has not started, or a second result (use a correction). */
  resultState: 'sportsbook.result.state',
  /** A score that does not fit the sport (a draw in tennis, more maps than the series has). */
  resultShape: 'sportsbook.result.shape',
  /** A fixture whose markets are suspended already (or not suspended, to reopen), or that is over. */
  fixtureState: 'sportsbook.fixture.state',
  /** The brand has no book to enter fixtures in. */
  noBook: 'sportsbook.book.missing',
} as const;

import type { SbAcceptOdds, SbBetStatus, SbGroup, SbMarketType, SbSport } from '@platform/contracts';

// The contracts' enums the book's pages need, repeated here as plain lists: their module in the contracts
// also builds the zod schemas, which the book's first load must not carry. The type annotations tie each
// list to the contract's own, so a change there fails the type check here.

export type BookSport = SbSport;
export type BookGroup = SbGroup;

export const BOOK_SPORTS: readonly SbSport[] = [
  'football',
  'basketball',
  'tennis',
  'efootball',
  'moba',
  'shooter',
];
export const BOOK_GROUPS: readonly SbGroup[] = ['sports', 'esports'];
export const ACCEPT_ODDS: readonly SbAcceptOdds[] = ['none', 'better', 'any'];
export const SETTLED_STATUSES: readonly SbBetStatus[] = [
  'won',
  'lost',
  'void',
  'half-won',
  'half-lost',
  'cashed-out',
];
/** The order the fixture page shows its market types in. */
export const MARKET_ORDER: readonly SbMarketType[] = [
  '1x2',
  'winner',
  'ah',
  'ou',
  'btts',
  'cs',
  'map_ah',
  'maps_ou',
];
/** A slip holds at most this many bets (the contracts' SB_SLIP_MAX_BETS). */
export const SLIP_MAX_BETS = 20;

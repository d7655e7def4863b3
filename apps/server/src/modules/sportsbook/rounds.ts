import { minorToMajor, type Language, type SbBet } from '@platform/contracts';
import { ESPORTS, type Sport } from './engine/index.js';
import type { BetRow, LegRow } from './bets.repository.js';
import type { FixtureRow } from './fixtures.repository.js';
import { marketIdOf, marketName, selectionLabel } from './markets.js';

// A bet as one round of the vendor wallet: its ids, the catalogue entry it is recorded under, and the bet
// as the pages and records show it.

/** Every bet is one round: `sb-<betId>`, debited, credited or rolled back once each. */
export const roundIdOf = (betId: number) => `sb-${betId}`;
export const debitIdOf = (roundId: string) => `${roundId}-d`;
export const creditIdOf = (roundId: string) => `${roundId}-c`;
export const rollbackIdOf = (roundId: string) => `${roundId}-r`;

/** The book's catalogue entries: sports, and e-sports. */
export const SPORTS_GAME_CODE = 'lobby';
export const ESPORTS_GAME_CODE = 'esports';

/** The entry a bet's round is recorded under: e-sports when every leg is an e-sports title. */
export function gameCodeOf(legs: readonly { fixtureId: number }[], sports: Map<number, Sport>): string {
  return legs.every((l) => ESPORTS.includes(sports.get(l.fixtureId) ?? 'football'))
    ? ESPORTS_GAME_CODE
    : SPORTS_GAME_CODE;
}

const resultText = (f: FixtureRow | undefined): string | null => {
  if (!f?.result) return null;
  return f.result.status === 'finished' ? `${f.result.score.home}-${f.result.score.away}` : f.result.status;
};

export function legOut(leg: LegRow, fixture: FixtureRow | undefined, language: Language) {
  const names = { home: fixture?.home ?? '', away: fixture?.away ?? '' };
  return {
    fixtureId: leg.fixtureId,
    sport: fixture?.sport ?? 'football',
    fixture: `${names.home} v ${names.away}`,
    league: fixture?.leagueName ?? '',
    startsAt: (fixture?.startsAt ?? new Date(0)).toISOString(),
    marketId: marketIdOf(leg.fixtureId, leg.marketType, leg.line),
    market: marketName(leg.marketType, leg.line, language),
    selection: selectionLabel(names, leg.marketType, leg.line, leg.selection, language),
    key: leg.selection,
    odds: leg.odds / 1000,
    live: leg.live,
    outcome: leg.outcome,
    result: leg.outcome ? resultText(fixture) : null,
  };
}

export function betOut(bet: BetRow, fixtures: Map<number, FixtureRow>, language: Language): SbBet {
  return {
    id: bet.id,
    kind: bet.kind,
    stake: minorToMajor(bet.stake),
    odds: Number(bet.odds) / 1000,
    potentialReturn: minorToMajor(bet.potential),
    status: bet.status === 'pending' ? 'open' : bet.status,
    payout: minorToMajor(bet.payout),
    legs: bet.legs.map((l) => legOut(l, fixtures.get(l.fixtureId), language)),
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    roundId: roundIdOf(bet.id),
  };
}

/** What the betting record shows of a settled bet: each leg with its outcome, then the bet's. */
export function betSummary(
  bet: BetRow,
  fixtures: Map<number, FixtureRow>,
  status: string,
  payout: bigint,
): string {
  const legs = bet.legs.map((leg) => {
    const out = legOut(leg, fixtures.get(leg.fixtureId), 'EN');
    const result = fixtures.get(leg.fixtureId)?.result;
    const score = result
      ? result.status === 'finished'
        ? ` (${result.score.home}-${result.score.away})`
        : ` (${result.status})`
      : '';
    return `${out.fixture}${score} · ${out.market} · ${out.selection} @ ${out.odds.toFixed(2)} · ${leg.outcome ?? 'open'}`;
  });
  return [
    ...legs,
    `${bet.kind} ${minorToMajor(bet.stake).toFixed(2)} at ${(Number(bet.odds) / 1000).toFixed(2)}: ${status}, paid ${minorToMajor(payout).toFixed(2)}`,
  ].join('\n');
}

import {
  minorToMajor,
  SPORTSBOOK_ERRORS,
  type Language,
  type SbCashedOut,
  type SbCashOutQuote,
} from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { houseShardOf, type RoundCredits } from '../wallet/index.js';
import { cashOutValue, fairChances, type CashOutLeg } from './engine/index.js';
import type { BetRow, BetsRepository } from './bets.repository.js';
import type { FixtureRow, FixturesRepository } from './fixtures.repository.js';
import { liveStateOf, marketState } from './markets.js';
import { betOut, betSummary, creditIdOf, debitIdOf, gameCodeOf, roundIdOf } from './rounds.js';

// Cash-out: an open bet bought back at its fair value now (settled legs by their outcome, open legs by the
// model's fair chances) less the book's cash-out margin. Only while every open leg's market is open; paid
// exactly once: the bet is locked and marked in the transaction that credits its round.

type Brand = { id: number };
const toMinor = (major: number) => BigInt(Math.round(major * 100));

export function createCashOutService(deps: {
  db: Database;
  fixtures: FixturesRepository;
  bets: BetsRepository;
  credits: RoundCredits;
  now: () => Date;
}) {
  /** The value now, or null when the bet cannot be cashed out (a market closed or suspended, a leg lost). */
  function valueOf(bet: BetRow, fixtures: Map<number, FixtureRow>, marginBps: number): bigint | null {
    const now = deps.now();
    const legs: CashOutLeg[] = [];
    for (const leg of bet.legs) {
      if (leg.outcome !== null) {
        legs.push({ odds: leg.odds, outcome: leg.outcome });
        continue;
      }
      const fixture = fixtures.get(leg.fixtureId);
      if (!fixture) return null;
      const market = fixture.markets.find((m) => m.type === leg.marketType && m.line === leg.line);
      if (marketState(fixture, market, now) !== 'open') return null;
      legs.push({
        odds: leg.odds,
        chances: fairChances(
          fixture.model,
          liveStateOf(fixture),
          { type: leg.marketType, line: leg.line },
          leg.selection,
        ),
      });
    }
    const value = cashOutValue(bet.stake, legs, marginBps);
    return value !== null && value > 0n ? value : null;
  }

  async function facts(brand: Brand, bet: BetRow, tx?: Executor) {
    const book = await deps.fixtures.book(brand.id, tx);
    if (!book)
      throw unprocessable(SPORTSBOOK_ERRORS.cashOutUnavailable, 'The sportsbook is not open for this brand.');
    const fixtures = new Map(
      (await deps.fixtures.fixturesByIds(brand.id, [...new Set(bet.legs.map((l) => l.fixtureId))], tx)).map(
        (f) => [f.id, f],
      ),
    );
    return { book, fixtures };
  }

  return {
    async quote(brand: Brand, memberId: number, betId: number): Promise<SbCashOutQuote> {
      const bet = await deps.bets.bet(memberId, betId);
      if (!bet) throw notFound(SPORTSBOOK_ERRORS.cashOutUnavailable, `You have no bet ${betId}.`);
      if (bet.status !== 'open') return { betId, value: null };
      const { book, fixtures } = await facts(brand, bet);
      const value = valueOf(bet, fixtures, book.cashOutMarginBps);
      return { betId, value: value === null ? null : minorToMajor(value) };
    },

    /** Cashes the bet out at `seen` if it is still worth at least that; pays exactly `seen` once. */
    async cashOut(
      brand: Brand,
      memberId: number,
      betId: number,
      seen: number,
      language: Language,
    ): Promise<SbCashedOut> {
      const asked = toMinor(seen);
      const result = await deps.db.transaction(async (tx) => {
        const bet = await deps.bets.lockOpen(memberId, betId, tx);
        if (!bet) {
          const any = await deps.bets.bet(memberId, betId, tx);
          if (!any) throw notFound(SPORTSBOOK_ERRORS.cashOutUnavailable, `You have no bet ${betId}.`);
          if (any.status === 'cashed-out' && any.payout === asked) return { bet: any, balance: null };
          throw conflict(
            SPORTSBOOK_ERRORS.cashOutUnavailable,
            `Bet ${betId} is ${any.status}; it cannot be cashed out.`,
          );
        }
        const { book, fixtures } = await facts(brand, bet, tx);
        const value = valueOf(bet, fixtures, book.cashOutMarginBps);
        if (value === null)
          throw unprocessable(
            SPORTSBOOK_ERRORS.cashOutUnavailable,
            `Bet ${betId} cannot be cashed out now (a market is closed or suspended).`,
          );
        if (value < asked)
          throw unprocessable(
            SPORTSBOOK_ERRORS.cashOutChanged,
            `The cash-out value moved to ${minorToMajor(value).toFixed(2)}; nothing was paid.`,
          );
        const party = await deps.fixtures.party(brand.id, book.vendorCode, tx);
        const shards = await deps.credits.houseShards(brand.id, book.vendorCode, tx);
        const house = shards.get(houseShardOf(memberId));
        if (house === undefined) throw new Error(`no house account of the shard of member ${memberId}`);
        const sports = new Map([...fixtures.values()].map((f) => [f.id, f.sport]));
        const roundId = roundIdOf(bet.id);
        const [answer] = await deps.credits.credit(
          {
            merchantId: brand.id,
            vendorCode: book.vendorCode,
            walletCode: party.walletCode,
            currency: party.currency,
          },
          [
            {
              transactionId: creditIdOf(roundId),
              debitTransactionId: debitIdOf(roundId),
              memberId,
              houseAccountId: house,
              amount: asked,
              detail: {
                book: 'sportsbook',
                bet: bet.id,
                kind: bet.kind,
                status: 'cashed-out',
                gameCode: gameCodeOf(bet.legs, sports),
                outcome: betSummary(bet, fixtures, 'cashed out', asked),
              },
              reference: `${book.vendorCode}:${roundId}`,
            },
          ],
          tx,
        );
        if (answer?.outcome !== 'credited')
          throw conflict(
            SPORTSBOOK_ERRORS.cashOutUnavailable,
            `Bet ${betId} was settled meanwhile; it cannot be cashed out.`,
          );
        await deps.bets.settle([{ id: bet.id, status: 'cashed-out', payout: asked }], deps.now(), tx);
        const balance = await deps.credits.lockedBalance(memberId, party.walletCode, tx);
        return {
          bet: { ...bet, status: 'cashed-out' as const, payout: asked, settledAt: deps.now() },
          balance,
        };
      });
      const fixtures = new Map(
        (
          await deps.fixtures.fixturesByIds(brand.id, [...new Set(result.bet.legs.map((l) => l.fixtureId))])
        ).map((f) => [f.id, f]),
      );
      return { bet: betOut(result.bet, fixtures, language), balance: minorToMajor(result.balance ?? 0n) };
    },
  };
}
export type CashOutService = ReturnType<typeof createCashOutService>;

import { createHash } from 'node:crypto';
import {
  ERROR_CODES,
  minorToMajor,
  SB_PARLAY_MAX_LEGS,
  SB_PARLAY_MIN_LEGS,
  SPORTSBOOK_ERRORS,
  type Language,
  type SbPlace,
  type SbPlaced,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { dateInZone, startOfDay, usableZone } from '../../lib/date-range.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { createOneAtATime } from '../../lib/one-at-a-time.js';
import { WalletRefused, type VendorWalletClient, type WalletParty } from '../../lib/vendor-wallet-client.js';
import { combinedOdds, potentialReturn, type Sport } from './engine/index.js';
import type { BetRow, BetsRepository, Exposure, NewBet } from './bets.repository.js';
import { marketKeyOf } from './bets.repository.js';
import type { BookRow, FixtureRow, FixturesRepository, StoredMarket } from './fixtures.repository.js';
import { marketState, parseMarketId } from './markets.js';
import { betOut, debitIdOf, gameCodeOf, rollbackIdOf, roundIdOf } from './rounds.js';

// Placing a slip: each pick checked against the market as it is now (open, the odds the member saw or an
// accepted change), in play after the book's delay and checked again; the limits; the bets written
// pending with the liability they take; one signed debit per bet through the vendor wallet; then open.
// A debit refused withdraws the whole slip (earlier debits rolled back), so a slip is placed whole or not.

type Brand = { id: number; code: string; settings: { timeZone: string } };
type Actor = { memberId: number };

const money = (minor: bigint) => minorToMajor(minor).toFixed(2);
const toMinor = (major: number) => BigInt(Math.round(major * 100));

/** A pick resolved against its fixture and market. */
type Resolved = {
  fixture: FixtureRow;
  market: StoredMarket;
  key: string;
  seen: number;
  odds: number;
  live: boolean;
};

export function createBettingService(deps: {
  db: Database;
  fixtures: FixturesRepository;
  bets: BetsRepository;
  wallet: VendorWalletClient;
  now: () => Date;
  /** Waits the in-play delay (tests pass a clock that moves instead). */
  delay?: (ms: number) => Promise<void>;
}) {
  const delay = deps.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  /** A member's slips, one after the other in this process (a double click); across processes the row lock. */
  const oneAtATime = createOneAtATime();

  async function bookOf(brand: Brand): Promise<BookRow> {
    const book = await deps.fixtures.book(brand.id);
    if (!book) throw unprocessable(ERROR_CODES.gameMaintenance, 'The sportsbook is not open for this brand.');
    return book;
  }

  /** Every pick against its fixture's markets now; refusals name the pick. */
  async function resolve(brand: Brand, input: SbPlace, now: Date): Promise<Resolved[][]> {
    const parsed = input.bets.map((bet) =>
      bet.picks.map((pick) => {
        const id = parseMarketId(pick.marketId);
        if (!id)
          throw unprocessable(
            SPORTSBOOK_ERRORS.unknownSelection,
            `marketId: ${pick.marketId} is not a market id.`,
          );
        return { ...id, pick };
      }),
    );
    const ids = [...new Set(parsed.flat().map((p) => p.fixtureId))];
    const fixtures = new Map((await deps.fixtures.fixturesByIds(brand.id, ids)).map((f) => [f.id, f]));
    return parsed.map((legs) =>
      legs.map(({ fixtureId, type, line, pick }) => {
        const fixture = fixtures.get(fixtureId);
        if (!fixture)
          throw notFound(SPORTSBOOK_ERRORS.unknownFixture, `No fixture ${fixtureId} in this book.`);
        const market = fixture.markets.find((m) => m.type === type && m.line === line);
        const state = marketState(fixture, market, now);
        const what = `${fixture.home} v ${fixture.away}`;
        if (state === 'closed')
          throw unprocessable(SPORTSBOOK_ERRORS.fixtureClosed, `${what}: this market is not taking bets.`);
        if (state === 'suspended')
          throw unprocessable(
            SPORTSBOOK_ERRORS.marketSuspended,
            `${what}: the market is suspended; try again shortly.`,
          );
        const selection = market!.selections.find((s) => s.key === pick.key);
        if (!selection)
          throw unprocessable(
            SPORTSBOOK_ERRORS.unknownSelection,
            `${what}: the market has no selection ${pick.key}.`,
          );
        return {
          fixture,
          market: market!,
          key: pick.key,
          seen: Math.round(pick.odds * 1000),
          odds: selection.odds,
          live: fixture.status === 'live',
        };
      }),
    );
  }

  /** The odds the member saw against the odds now, as the slip accepts changes. */
  function checkOdds(slip: Resolved[][], accept: SbPlace['acceptOdds']) {
    for (const pick of slip.flat()) {
      if (pick.odds === pick.seen || accept === 'any') continue;
      if (accept === 'better' && pick.odds > pick.seen) continue;
      throw unprocessable(
        SPORTSBOOK_ERRORS.oddsChanged,
        `${pick.fixture.home} v ${pick.fixture.away}: the odds moved from ${(pick.seen / 1000).toFixed(2)} to ${(pick.odds / 1000).toFixed(2)}; nothing was placed.`,
      );
    }
  }

  /** After the in-play delay, the live picks must be as they were: same odds, market still open. */
  async function confirmLive(
    brand: Brand,
    book: BookRow,
    input: SbPlace,
    first: Resolved[][],
  ): Promise<Resolved[][]> {
    await delay(book.inPlayDelayMs);
    const again = await resolve(brand, input, deps.now());
    again.flat().forEach((pick, i) => {
      const before = first.flat()[i]!;
      if (!pick.live && !before.live) return;
      if (
        pick.odds !== before.odds &&
        input.acceptOdds !== 'any' &&
        !(input.acceptOdds === 'better' && pick.odds > before.odds)
      )
        throw unprocessable(
          SPORTSBOOK_ERRORS.oddsChanged,
          `${pick.fixture.home} v ${pick.fixture.away}: the odds moved to ${(pick.odds / 1000).toFixed(2)} during the in-play check; nothing was placed.`,
        );
    });
    return again;
  }

  function planBets(
    brand: Brand,
    actor: Actor,
    book: BookRow,
    input: SbPlace,
    slip: Resolved[][],
    hash: string,
    now: Date,
  ): NewBet[] {
    return slip.map((picks, seq) => {
      const stake = toMinor(input.bets[seq]!.stake);
      if (stake < book.minStake || stake > book.maxStake)
        throw unprocessable(
          SPORTSBOOK_ERRORS.stakeLimit,
          `bets[${seq}].stake: a stake must be between ${money(book.minStake)} and ${money(book.maxStake)}.`,
        );
      if (picks.length > 1) {
        if (picks.length < SB_PARLAY_MIN_LEGS || picks.length > SB_PARLAY_MAX_LEGS)
          throw unprocessable(SPORTSBOOK_ERRORS.parlayRule, `bets[${seq}]: a parlay has 2 to 10 legs.`);
        if (new Set(picks.map((p) => p.fixture.id)).size !== picks.length)
          throw unprocessable(
            SPORTSBOOK_ERRORS.parlayRule,
            `bets[${seq}]: a parlay takes one leg per fixture; two legs name the same fixture.`,
          );
      }
      const odds = picks.map((p) => p.odds);
      const potential = potentialReturn(stake, odds);
      if (potential > book.maxPayout)
        throw unprocessable(
          SPORTSBOOK_ERRORS.payoutLimit,
          `bets[${seq}]: it would return ${money(potential)}, above the book's maximum payout of ${money(book.maxPayout)}.`,
        );
      return {
        merchantId: brand.id,
        memberId: actor.memberId,
        requestId: input.requestId,
        seq,
        payloadHash: hash,
        kind: picks.length > 1 ? 'parlay' : 'single',
        stake,
        odds: BigInt(combinedOdds(odds)),
        potential,
        live: picks.some((p) => p.live),
        placedAt: now,
        legs: picks.map((p, i) => ({
          seq: i,
          fixtureId: p.fixture.id,
          marketType: p.market.type,
          line: p.market.line,
          selection: p.key,
          odds: p.odds,
          live: p.live,
        })),
      };
    });
  }

  /** What each bet takes on the selections of its legs: its stake, and its whole return if it wins. */
  const exposureOf = (bets: NewBet[]): Exposure[] =>
    bets.flatMap((bet) =>
      bet.legs.map((leg) => ({
        fixtureId: leg.fixtureId,
        market: marketKeyOf(leg.marketType, leg.line),
        selection: leg.selection,
        stakes: bet.stake,
        liability: bet.potential,
      })),
    );

  async function writePending(brand: Brand, actor: Actor, book: BookRow, bets: NewBet[], now: Date) {
    const zone = usableZone(brand.settings.timeZone);
    const today = dateInZone(now, zone);
    return deps.db.transaction(async (tx) => {
      await deps.bets.lockMember(actor.memberId, tx);
      if ((await deps.bets.betsOfRequest(actor.memberId, bets[0]!.requestId, tx)).length > 0)
        return 'taken' as const;
      const total = bets.reduce((sum, b) => sum + b.stake, 0n);
      const staked = await deps.bets.stakedSince(actor.memberId, startOfDay(today, zone), tx);
      if (staked + total > book.memberDailyLimit)
        throw unprocessable(
          SPORTSBOOK_ERRORS.memberLimit,
          `Your stakes today would come to ${money(staked + total)}, above the daily limit of ${money(book.memberDailyLimit)}.`,
        );
      const markets = bets.flatMap((b) =>
        b.legs.map((l) => ({
          fixtureId: l.fixtureId,
          market: marketKeyOf(l.marketType, l.line),
          stake: b.stake,
        })),
      );
      const onMarkets = await deps.bets.stakedOnMarkets(actor.memberId, markets, tx);
      const adding = new Map<string, bigint>();
      for (const m of markets) {
        const key = `${m.fixtureId}|${m.market}`;
        adding.set(key, (adding.get(key) ?? 0n) + m.stake);
        const sum = (onMarkets.get(key) ?? 0n) + adding.get(key)!;
        if (sum > book.memberMarketLimit)
          throw unprocessable(
            SPORTSBOOK_ERRORS.memberLimit,
            `Your stakes on one market would come to ${money(sum)}, above the limit of ${money(book.memberMarketLimit)} per market.`,
          );
      }
      const ids = await deps.bets.insertPending(bets, tx);
      const over = await deps.bets.addExposure(exposureOf(bets), book.liabilityCap, tx);
      if (over.length > 0)
        throw unprocessable(
          SPORTSBOOK_ERRORS.liabilityLimit,
          `The book cannot take more on this selection (${over[0]!.market} ${over[0]!.selection}); lower the stake.`,
        );
      return ids;
    });
  }

  /** Each pending bet debited in turn; any failure withdraws the whole slip and is thrown. */
  async function debitAll(party: WalletParty, bets: NewBet[], ids: number[], sports: Map<number, Sport>) {
    const done: { id: number; balanceAfter: bigint }[] = [];
    for (const [i, bet] of bets.entries()) {
      const roundId = roundIdOf(ids[i]!);
      try {
        const answer = await deps.wallet(party, 'debit', {
          playerId: String(bet.memberId),
          transactionId: debitIdOf(roundId),
          roundId,
          gameCode: gameCodeOf(bet.legs, sports),
          amount: minorToMajor(bet.stake),
        });
        done.push({ id: ids[i]!, balanceAfter: toMinor(answer.balance) });
      } catch (error) {
        // A refusal wrote nothing; any other failure may have debited this bet too.
        const debited = ids.slice(0, error instanceof WalletRefused ? i : i + 1);
        await withdraw(party, bets, ids, debited, sports);
        if (error instanceof WalletRefused && error.errorCode === ERROR_CODES.insufficientFunds)
          throw unprocessable(
            SPORTSBOOK_ERRORS.insufficient,
            `The balance does not cover the slip's ${money(bets.reduce((s, b) => s + b.stake, 0n))}; nothing was placed.`,
          );
        throw error;
      }
    }
    return done;
  }

  /** A slip that did not finish: its debits rolled back (a debit that never arrived is barred), its rows gone. */
  async function withdraw(
    party: WalletParty,
    bets: NewBet[],
    ids: number[],
    debited: number[],
    sports: Map<number, Sport>,
  ) {
    for (const id of debited) {
      const roundId = roundIdOf(id);
      const bet = bets[ids.indexOf(id)]!;
      try {
        await deps.wallet(party, 'rollback', {
          playerId: String(bet.memberId),
          transactionId: rollbackIdOf(roundId),
          debitTransactionId: debitIdOf(roundId),
          roundId,
          gameCode: gameCodeOf(bet.legs, sports),
        });
      } catch (error) {
        if (!(error instanceof WalletRefused)) throw error;
      }
    }
    await deps.db.transaction(async (tx) => {
      await deps.bets.subtractExposure(exposureOf(bets), tx);
      await deps.bets.deletePending(ids, tx);
    });
  }

  const slipHash = (input: SbPlace) =>
    createHash('sha256')
      .update(JSON.stringify({ a: input.acceptOdds, b: input.bets }))
      .digest('hex');

  async function answerOf(brand: Brand, rows: BetRow[], language: Language): Promise<SbPlaced> {
    const fixtures = await deps.fixtures.fixturesByIds(brand.id, [
      ...new Set(rows.flatMap((b) => b.legs.map((l) => l.fixtureId))),
    ]);
    const byId = new Map(fixtures.map((f) => [f.id, f]));
    const last = rows[rows.length - 1];
    return {
      bets: rows.map((b) => betOut(b, byId, language)),
      totalStake: minorToMajor(rows.reduce((s, b) => s + b.stake, 0n)),
      balance: minorToMajor(last?.balanceAfter ?? 0n),
    };
  }

  async function place(brand: Brand, actor: Actor, input: SbPlace, language: Language): Promise<SbPlaced> {
    const hash = slipHash(input);
    const replay = async (previous: BetRow[]) => {
      if (previous[0]?.payloadHash !== hash)
        throw conflict(
          ERROR_CODES.idempotencyConflict,
          'requestId: this request id was used for another slip.',
        );
      if (previous.some((b) => b.status === 'pending'))
        throw conflict(
          ERROR_CODES.idempotencyConflict,
          'requestId: the slip with this request id is still being placed; ask again in a moment.',
        );
      return answerOf(brand, previous, language);
    };
    const previous = await deps.bets.betsOfRequest(actor.memberId, input.requestId);
    if (previous.length > 0) return replay(previous);

    const book = await bookOf(brand);
    let slip = await resolve(brand, input, deps.now());
    checkOdds(slip, input.acceptOdds);
    if (slip.flat().some((p) => p.live)) slip = await confirmLive(brand, book, input, slip);
    const now = deps.now();
    const bets = planBets(brand, actor, book, input, slip, hash, now);
    const ids = await writePending(brand, actor, book, bets, now);
    if (ids === 'taken') return replay(await deps.bets.betsOfRequest(actor.memberId, input.requestId));
    const party = { merchantId: brand.id, merchantCode: brand.code, vendorCode: book.vendorCode };
    const sports = new Map(slip.flat().map((p) => [p.fixture.id, p.fixture.sport] as [number, Sport]));
    const debits = await debitAll(party, bets, ids, sports);
    await deps.db.transaction((tx) => deps.bets.markPlaced(debits, tx));
    return answerOf(brand, await deps.bets.betsOfRequest(actor.memberId, input.requestId), language);
  }

  return {
    /** `POST /sb/api/bets`: a slip of singles and parlays, placed whole or not at all. */
    place: (brand: Brand, actor: Actor, input: SbPlace, language: Language) =>
      oneAtATime(String(actor.memberId), () => place(brand, actor, input, language)),
  };
}
export type BettingService = ReturnType<typeof createBettingService>;

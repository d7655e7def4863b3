import type { Database, Executor } from '../../db/client.js';
import { houseShardOf, type Ledger, type RoundCredits } from '../wallet/index.js';
import { betReturn, settleSelection, type FixtureResult, type Outcome, type Sport } from './engine/index.js';
import type { BetRow, BetsRepository, BetStatus } from './bets.repository.js';
import type { FixtureRow, FixturesRepository } from './fixtures.repository.js';
import { betSummary, creditIdOf, debitIdOf, gameCodeOf, roundIdOf } from './rounds.js';

// Settlement exactly once per bet (decision record 044). A fixture whose result is newer than its
// settlement has its bets claimed in batches (a second run skips what the first holds); each leg on the
// fixture takes its outcome from the result; a bet whose legs are all settled (or that lost a leg) is paid
// through `vendor_credit_batch` in the transaction that marks it, so a run killed half-way leaves every bet
// either paid and marked, or neither. A corrected result settles the bets paid by the old one again, by the
// difference, through new ledger transfers. A cashed-out bet keeps what it was paid.

export const SETTLE_BATCH = 500;
export const SETTLE_PER_RUN = 5_000;

type Log = { error: (obj: object, msg: string) => void };

export type SettlementRun = { fixtures: number; settled: number; corrected: number };

/** A bet's status and payout from its legs; null while a leg is open and none lost. */
export function betOutcome(
  bet: Pick<BetRow, 'kind' | 'stake' | 'legs'>,
): { status: BetStatus; payout: bigint } | null {
  const legs = bet.legs;
  if (legs.some((l) => l.outcome === 'lose')) return { status: 'lost', payout: 0n };
  if (legs.some((l) => l.outcome === null)) return null;
  const settled = legs.map((l) => ({ outcome: l.outcome as Outcome, odds: l.odds }));
  const payout = betReturn(bet.stake, settled);
  if (bet.kind === 'single') {
    const outcome = settled[0]!.outcome;
    const status: Record<Outcome, BetStatus> = {
      win: 'won',
      lose: 'lost',
      void: 'void',
      'half-win': 'half-won',
      'half-lose': 'half-lost',
    };
    return { status: status[outcome], payout };
  }
  if (settled.every((l) => l.outcome === 'void')) return { status: 'void', payout };
  return { status: payout === 0n ? 'lost' : payout < bet.stake ? 'half-lost' : 'won', payout };
}

export function createSettlementService(deps: {
  db: Database;
  fixtures: FixturesRepository;
  bets: BetsRepository;
  credits: RoundCredits;
  ledger: Ledger;
  now: () => Date;
  log: Log;
}) {
  const { db, bets, credits } = deps;

  function shardOf(shards: Map<number, number>, memberId: number): number {
    const id = shards.get(houseShardOf(memberId));
    if (id === undefined) throw new Error(`no house account of the shard of member ${memberId}`);
    return id;
  }

  /** The fixtures a batch's bets name: their sports (the catalogue entry of a round) and names (its detail). */
  async function fixturesOf(
    merchantId: number,
    list: BetRow[],
    tx: Executor,
  ): Promise<Map<number, FixtureRow>> {
    const ids = [...new Set(list.flatMap((b) => b.legs.map((l) => l.fixtureId)))];
    return new Map((await deps.fixtures.fixturesByIds(merchantId, ids, tx)).map((f) => [f.id, f]));
  }

  /** A correction's difference: paid to the member, or taken back up to the balance it holds. */
  async function correct(
    fixture: FixtureRow,
    party: { vendorCode: string; walletCode: string },
    shards: Map<number, number>,
    bet: BetRow,
    payout: bigint,
    tx: Executor,
  ): Promise<bigint> {
    let moved = payout - bet.payout;
    if (moved < 0n) {
      const balance = await credits.lockedBalance(bet.memberId, party.walletCode, tx);
      if (balance < -moved) moved = -balance;
    }
    if (moved === 0n) return bet.payout;
    const roundId = roundIdOf(bet.id);
    const roundRowId = await credits.addToRound(
      { merchantId: bet.merchantId, vendorCode: party.vendorCode, roundId, memberId: bet.memberId },
      moved,
      tx,
    );
    const house = shardOf(shards, bet.memberId);
    const member = { memberId: bet.memberId, walletCode: party.walletCode };
    await deps.ledger.transfer(tx, {
      merchantId: bet.merchantId,
      amount: moved > 0n ? moved : -moved,
      kind: 'correction',
      reference: `${party.vendorCode}:${roundId}`,
      idempotencyKey: `sportsbook:correction:${bet.id}:${fixture.id}:${fixture.resultVersion}`,
      roundId: roundRowId,
      reversesId: moved < 0n && roundRowId !== null ? await credits.winTransferOf(roundRowId, tx) : null,
      ...(moved > 0n
        ? { debitAccountId: house, creditWallet: member }
        : { debitWallet: member, creditAccountId: house }),
    });
    return bet.payout + moved;
  }

  /** One batch of the fixture's bets settled from its result; answers how many bets it took. */
  async function settleBatch(
    fixture: FixtureRow,
    limit: number,
  ): Promise<{ taken: number; corrected: number }> {
    const result = fixture.result as FixtureResult;
    const book = await deps.fixtures.book(fixture.merchantId);
    if (!book) throw new Error(`brand ${fixture.merchantId} has no book`);
    const party = await deps.fixtures.party(fixture.merchantId, book.vendorCode);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const claimed = await bets.claimForFixture(fixture.id, fixture.resultVersion, limit, tx);
      if (claimed.length === 0) return { taken: 0, corrected: 0 };
      const shards = await credits.houseShards(fixture.merchantId, book.vendorCode, tx);
      const named = await fixturesOf(fixture.merchantId, claimed, tx);
      const sports = new Map([...named].map(([id, f]) => [id, f.sport] as [number, Sport]));
      const outcomes: { betId: number; seq: number; outcome: Outcome; version: number }[] = [];
      const toPay: { bet: BetRow; status: BetStatus; payout: bigint }[] = [];
      const rows: { id: number; status: BetStatus; payout: bigint }[] = [];
      let corrected = 0;
      for (const bet of claimed) {
        const legs = bet.legs.map((leg) => {
          if (leg.fixtureId !== fixture.id) return leg;
          const outcome = settleSelection({ type: leg.marketType, line: leg.line }, leg.selection, result);
          outcomes.push({ betId: bet.id, seq: leg.seq, outcome, version: fixture.resultVersion });
          return { ...leg, outcome };
        });
        if (bet.status === 'cashed-out') continue;
        const settled = betOutcome({ ...bet, legs });
        if (bet.status === 'open') {
          if (settled) toPay.push({ bet: { ...bet, legs }, ...settled });
          continue;
        }
        // Settled by an older result: settled again by the difference (or reopened legs wait for theirs).
        const now2 = settled ?? { status: 'open' as BetStatus, payout: 0n };
        const paid = await correct(fixture, party, shards, bet, now2.payout, tx);
        rows.push({ id: bet.id, status: now2.status, payout: paid });
        corrected += 1;
      }
      // Member order: the batch takes the members' rows in the order any other batch takes them.
      toPay.sort((a, b) => a.bet.memberId - b.bet.memberId || a.bet.id - b.bet.id);
      const answers = await credits.credit(
        {
          merchantId: fixture.merchantId,
          vendorCode: book.vendorCode,
          walletCode: party.walletCode,
          currency: party.currency,
        },
        toPay.map(({ bet, payout, status }) => {
          const roundId = roundIdOf(bet.id);
          return {
            transactionId: creditIdOf(roundId),
            debitTransactionId: debitIdOf(roundId),
            memberId: bet.memberId,
            houseAccountId: shardOf(shards, bet.memberId),
            amount: payout,
            detail: {
              book: 'sportsbook',
              bet: bet.id,
              kind: bet.kind,
              status,
              gameCode: gameCodeOf(bet.legs, sports),
              outcome: betSummary(bet, named, status, payout),
            },
            reference: `${book.vendorCode}:${roundId}`,
          };
        }),
        tx,
      );
      toPay.forEach(({ bet, status, payout }, i) => {
        const answer = answers[i];
        if (!answer || answer.outcome === 'unknown')
          throw new Error(`sportsbook bet ${bet.id}: no debit to pay on`);
        if (answer.outcome === 'void') rows.push({ id: bet.id, status: 'void', payout: bet.stake });
        else rows.push({ id: bet.id, status, payout: answer.outcome === 'settled' ? answer.paid : payout });
      });
      await bets.setOutcomes(outcomes, tx);
      await bets.settle(rows, now, tx);
      return { taken: claimed.length, corrected };
    });
  }

  async function work(fixture: FixtureRow, budget: { bets: number }) {
    let settled = 0;
    let corrected = 0;
    while (budget.bets > 0) {
      const n = await settleBatch(fixture, Math.min(SETTLE_BATCH, budget.bets));
      if (n.taken === 0) break;
      settled += n.taken - n.corrected;
      corrected += n.corrected;
      budget.bets -= n.taken;
    }
    const done = budget.bets > 0;
    if (done) await deps.fixtures.markSettled(fixture.id, fixture.resultVersion);
    return { settled, corrected, done };
  }

  return {
    /** Settles one fixture to the end (tests, the benchmark and operators' results). */
    async settleFixture(merchantId: number, id: number) {
      const fixture = await deps.fixtures.fixture(merchantId, id);
      if (!fixture?.result || fixture.resultVersion <= fixture.settledVersion)
        return { settled: 0, corrected: 0, done: false };
      return work(fixture, { bets: Number.MAX_SAFE_INTEGER });
    },

    /** One run of the settlement job: fixtures with a newer result, oldest first, within a budget. */
    async run(): Promise<SettlementRun> {
      const budget = { bets: SETTLE_PER_RUN };
      const total: SettlementRun = { fixtures: 0, settled: 0, corrected: 0 };
      for (const fixture of await deps.fixtures.unsettled(100)) {
        if (budget.bets <= 0) break;
        try {
          const done = await work(fixture, budget);
          total.settled += done.settled;
          total.corrected += done.corrected;
          if (done.done) total.fixtures += 1;
        } catch (error) {
          deps.log.error({ err: error, fixture: fixture.id }, 'sportsbook: settlement of a fixture failed');
        }
      }
      return total;
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;

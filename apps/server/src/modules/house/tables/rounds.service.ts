import { minorToMajor } from '@platform/contracts';
import type { Database } from '../../../db/client.js';
import { createTtlCache } from '../../../lib/ttl-cache.js';
import { WalletRefused, type VendorWalletClient } from '../../../lib/vendor-wallet-client.js';
import { houseShardOf } from '../../wallet/index.js';
import type { LiveHub } from '../live/index.js';
import { commitment, roundRng } from '../fair.js';
import { tableGame, type TableGame } from './catalogue.js';
import { drawOf, payoutOf, tableEngine } from './games/index.js';
import type { TableServerMessage } from './tables.contracts.js';
import type { TableBetRow, TableRoundRow, TablesRepository } from './tables.repository.js';
import { SEAT_TTL_MS } from './tables.service.js';
import {
  channelOf,
  creditIdOf,
  debitIdOf,
  memberRoundId,
  roundView,
  seatOf,
  settledView,
  totalsView,
  voidIdOf,
} from './views.js';

// The tables' clock, one run a second (claimed by one process per slot): betting closed on the rounds whose
// time is over; each closed round drawn from its committed seed and settled once (every member's round of
// it credited in one statement through the wallet's `createRoundCredits`, in the transaction that marks the
// round settled, so a run that dies half-way leaves it closed and the next run settles it); then a new
// round opened on each table with a member seated and the last result shown long enough. Each change is
// told to the table's channel.

/** A bet still pending this long after it was made is rolled back before its round is settled. */
export const PENDING_GRACE_MS = 10_000;
/** How long a result stays on the table before the next round opens. */
export const RESULT_PAUSE_MS = 8_000;
const SETTLE_PER_RUN = 50;

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type RoundsRun = { opened: number; closed: number; settled: number };

export function createRoundsService(deps: {
  db: Database;
  repo: TablesRepository;
  wallet: VendorWalletClient;
  hub: Pick<LiveHub, 'publish'>;
  now: () => Date;
  log: Log;
}) {
  const { db, repo, now } = deps;
  const parties = createTtlCache<Awaited<ReturnType<TablesRepository['party']>>>(60_000, () =>
    now().getTime(),
  );
  const partyOf = async (merchantId: number, vendorCode: string) => {
    const party = await parties.get(`${merchantId}:${vendorCode}`, () => repo.party(merchantId, vendorCode));
    if (!party) throw new Error(`brand ${merchantId} does not exist`);
    return party;
  };
  const publish = (round: Pick<TableRoundRow, 'merchantId' | 'gameCode'>, message: TableServerMessage) =>
    deps.hub.publish(channelOf(round.merchantId, round.gameCode), message);

  /**
   * Bets whose debit may not have answered: claimed void (the placement then answers that it was late),
   * then their debits rolled back (a rollback of a debit that never arrived keeps it from arriving later).
   * False while a pending bet is younger than the grace: the round waits for it.
   */
  async function resolvePending(round: TableRoundRow, table: TableGame): Promise<boolean> {
    const at = now().getTime();
    const pending = await repo.betsIn(round.id, 'pending');
    if (pending.some((b) => at - b.createdAt.getTime() < PENDING_GRACE_MS)) return false;
    for (const bet of pending) await repo.markBet(bet.id, 'pending', 'void');
    const party = await partyOf(round.merchantId, table.vendorCode);
    for (const bet of await repo.betsIn(round.id, 'void')) {
      const memberRound = memberRoundId(round.gameCode, round.roundNo, bet.memberId);
      const debitId = debitIdOf(memberRound, bet.betId);
      try {
        await deps.wallet(party, 'rollback', {
          playerId: String(bet.memberId),
          transactionId: voidIdOf(debitId),
          debitTransactionId: debitId,
          roundId: memberRound,
          gameCode: round.gameCode,
        });
      } catch (error) {
        // A refusal means there is nothing to return (the round is void already); anything else is retried.
        if (!(error instanceof WalletRefused)) throw error;
        deps.log.warn({ err: error, bet: bet.id }, 'live table: rollback of a void bet refused');
      }
    }
    return true;
  }

  /** Pays every member's round of a closed round in one statement; false when another run settled it. */
  async function settle(round: TableRoundRow): Promise<boolean> {
    const table = tableGame(round.gameCode);
    if (!table) throw new Error(`live table round ${round.id}: ${round.gameCode} is not a table`);
    if (!(await resolvePending(round, table))) return false;
    const engine = tableEngine(table.kind);
    const party = await partyOf(round.merchantId, table.vendorCode);
    const draw = drawOf(table.kind, roundRng(round.serverSeed, round.clientSeed, round.roundNo));
    const at = now();
    const wins = new Map<number, bigint>();
    const settled = await db.transaction(async (tx) => {
      const locked = await repo.lockClosed(round.id, tx);
      if (!locked) return false;
      const bets = await repo.placedBets(round.id, tx);
      const byMember = new Map<number, TableBetRow[]>();
      for (const bet of bets) byMember.set(bet.memberId, [...(byMember.get(bet.memberId) ?? []), bet]);
      const shards = await repo.houseShards(round.merchantId, table.vendorCode, tx);
      const paid = bets.map((b) => ({ id: b.id, payout: payoutOf(engine, b.spot, b.amount, draw) }));
      const payoutOfBet = new Map(paid.map((p) => [p.id, p.payout]));
      const proof = {
        table: table.code,
        kind: table.kind,
        roundNo: round.roundNo,
        result: draw,
        serverSeed: round.serverSeed,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.roundNo,
      };
      const members = [...byMember.entries()].sort(([a], [b]) => a - b);
      const elements = members.map(([memberId, own]) => {
        const memberRound = memberRoundId(round.gameCode, round.roundNo, memberId);
        const amount = own.reduce((sum, b) => sum + payoutOfBet.get(b.id)!, 0n);
        wins.set(memberId, amount);
        const houseAccountId = shards.get(houseShardOf(memberId));
        if (houseAccountId === undefined) throw new Error(`no house account of member ${memberId}'s shard`);
        return {
          transactionId: creditIdOf(memberRound),
          debitTransactionId: debitIdOf(memberRound, own[0]!.betId),
          memberId,
          houseAccountId,
          amount,
          detail: {
            ...proof,
            bets: own.map((b) => ({
              spot: b.spot,
              amount: minorToMajor(b.amount),
              payout: minorToMajor(payoutOfBet.get(b.id)!),
            })),
          },
          reference: `${table.vendorCode}:${memberRound}`,
        };
      });
      const outcomes = await repo.credit(party, elements, tx);
      outcomes.forEach((o, i) => {
        if (o.outcome === 'unknown') throw new Error(`live table round ${round.id}: no debit to pay on`);
        const expected = elements[i]!.amount;
        if (o.outcome !== 'credited' && o.paid !== expected)
          deps.log.error(
            { round: round.id, credit: o.transactionId, outcome: o.outcome },
            'live table: round paid otherwise',
          );
      });
      await repo.settleBets(paid, tx);
      await repo.markSettled(round.id, draw, at, tx);
      return true;
    });
    if (!settled) return false;
    const view = settledView(table, {
      ...round,
      state: 'settled',
      settledAt: at,
      result: draw as Record<string, unknown>,
    });
    await publish(round, {
      type: 'settled',
      round: view,
      wins: Object.fromEntries(
        [...wins.entries()]
          .filter(([, amount]) => amount > 0n)
          .map(([memberId, amount]) => [
            seatOf(round.merchantId, round.gameCode, memberId),
            minorToMajor(amount),
          ]),
      ),
      totals: totalsView(await repo.spotTotals(round.id)),
    });
    return true;
  }

  return {
    async run(): Promise<RoundsRun> {
      const at = now();
      const closed = await repo.closeDue(at);
      for (const round of closed) await publish(round, { type: 'closed', roundNo: round.roundNo });
      let settled = 0;
      for (const round of await repo.closedRounds(SETTLE_PER_RUN)) {
        try {
          if (await settle(round)) settled++;
        } catch (error) {
          deps.log.error({ err: error, round: round.id }, 'live table round not settled; retried next run');
        }
      }
      let opened = 0;
      const due = await repo.tablesToOpen(
        new Date(at.getTime() - SEAT_TTL_MS),
        new Date(at.getTime() - RESULT_PAUSE_MS),
      );
      for (const t of due) {
        const table = tableGame(t.gameCode);
        if (!table) continue;
        const seed = commitment();
        const round = await repo.openRound({
          merchantId: t.merchantId,
          gameCode: t.gameCode,
          roundNo: t.roundNo,
          openedAt: at,
          closesAt: new Date(at.getTime() + table.bettingMs),
          serverSeed: seed.serverSeed,
          serverSeedHash: seed.serverSeedHash,
          clientSeed: table.code,
        });
        if (!round) continue;
        opened++;
        await publish(round, { type: 'round', round: roundView(round), serverTime: at.toISOString() });
      }
      return { opened, closed: closed.length, settled };
    },
  };
}
export type RoundsService = ReturnType<typeof createRoundsService>;

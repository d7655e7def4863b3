import type { Database } from '../../db/client.js';
import type { Ledger } from '../wallet/index.js';
import { houseShardOf } from '../wallet/index.js';
import type { GameStore } from './game-store.js';
import type { LotteryGameDef } from './games.js';
import type { NumeroRow, NumerosRepository } from './numeros.repository.js';
import type { PartyOf } from './parties.js';
import { creditIdOf, debitIdOf, roundDetail, roundIdOf, settleTicket } from './payouts.js';
import type { Refunds } from './refunds.service.js';
import type { SettledBet, SettledTicket, SettlementRepository } from './settlement.repository.js';
import type { BetRow, TicketRow, TicketsRepository } from './tickets.repository.js';

// Settlement exactly once per numero (decision record 043). A drawn numero's open tickets are claimed in
// batches (a second run skips what the first holds); each batch's bets are settled by the engine and the
// game's paytable, and the batch's rounds credited in one statement that makes each credit exactly as the
// vendor wallet's credit does, idempotent by its transaction id, in the transaction that marks the tickets:
// a run killed half-way leaves every ticket either paid and marked, or neither. A corrected result settles
// the tickets paid by the old one again, by the difference, through new ledger transfers.

/** Tickets per batch (one transaction), per run of the job, and corrections per run. */
export const SETTLE_BATCH = 500;
export const SETTLE_PER_RUN = 5_000;
export const CORRECT_PER_RUN = 200;
/** Refunds and withdrawals of stalled placements per run; a placement is stalled after this long pending. */
export const REFUNDS_PER_RUN = 200;
export const PENDING_STALE_MS = 60_000;

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type SettlementRun = {
  settled: number;
  corrected: number;
  numeros: number;
  refunded: number;
  withdrawn: number;
};

const betsToSettle = (bets: BetRow[]) =>
  bets.map((b) => ({
    id: b.id,
    betType: b.betType,
    selection: b.selection,
    units: b.units,
    unitPrice: b.unitPrice,
    multiple: b.multiple,
    amount: b.amount,
  }));

export function createSettlementService(deps: {
  db: Database;
  numeros: NumerosRepository;
  tickets: TicketsRepository;
  settlement: SettlementRepository;
  games: GameStore;
  ledger: Ledger;
  refunds: Refunds;
  partyOf: PartyOf;
  now: () => Date;
  log: Log;
}) {
  const { db, settlement, tickets } = deps;

  /** The house shard a member's round moved through (its debit made it). */
  function shardOf(shards: Map<number, number>, memberId: number): number {
    const id = shards.get(houseShardOf(memberId));
    if (id === undefined) throw new Error(`no house account of the shard of member ${memberId}`);
    return id;
  }

  function outcomesOf(list: TicketRow[], bets: BetRow[], numero: NumeroRow, def: LotteryGameDef) {
    if (!numero.result) throw new Error(`numero ${numero.id} has no result to settle by`);
    const result = numero.result;
    const byTicket = new Map<number, BetRow[]>();
    for (const bet of bets) byTicket.set(bet.ticketId, [...(byTicket.get(bet.ticketId) ?? []), bet]);
    return list.map((ticket) => {
      const own = betsToSettle(byTicket.get(ticket.id) ?? []);
      return { ticket, bets: own, outcome: settleTicket(own, result, def.paytable) };
    });
  }

  /** One batch of a numero's open tickets, paid and marked in one transaction; answers how many. */
  async function settleBatch(numero: NumeroRow, def: LotteryGameDef, limit: number): Promise<number> {
    const party = await deps.partyOf(numero.merchantId, def.vendorCode);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const claimed = await settlement.claimOpen(numero.id, limit, tx);
      if (claimed.length === 0) return 0;
      const shards = await settlement.houseShards(numero.merchantId, def.vendorCode, tx);
      const bets = await tickets.betsOfTickets(
        claimed.map((t) => t.id),
        tx,
      );
      // Member order: the batch takes the members' rows in the order any other batch takes them.
      const settled = outcomesOf(claimed, bets, numero, def).sort(
        (a, b) => a.ticket.memberId - b.ticket.memberId || a.ticket.id - b.ticket.id,
      );
      const credits = await settlement.credit(
        party,
        settled.map(({ ticket, bets: own, outcome }) => {
          const roundId = roundIdOf(ticket);
          return {
            transactionId: creditIdOf(roundId),
            debitTransactionId: debitIdOf(roundId),
            memberId: ticket.memberId,
            houseAccountId: shardOf(shards, ticket.memberId),
            amount: outcome.payout,
            detail: roundDetail({ code: def.code, numero: numero.numero }, own, outcome),
            reference: `${def.vendorCode}:${roundId}`,
          };
        }),
        tx,
      );
      const betRows: SettledBet[] = [];
      const ticketRows: SettledTicket[] = [];
      const won = new Set<number>();
      const chases = new Set<number>();
      settled.forEach(({ ticket, bets: own, outcome }, i) => {
        const credit = credits[i];
        if (!credit || credit.outcome === 'unknown')
          throw new Error(`lottery ticket ${ticket.id}: no debit of its round to pay on`);
        if (ticket.chaseId !== null) chases.add(ticket.chaseId);
        if (credit.outcome === 'void') {
          // Its debit was rolled back (a refund met the settlement): it is a refunded ticket.
          ticketRows.push({
            id: ticket.id,
            status: 'refunded',
            payout: ticket.amount,
            shortfall: 0n,
            version: numero.corrections,
          });
          for (const bet of own) betRows.push({ id: bet.id, status: 'refunded', payout: bet.amount });
          return;
        }
        if (credit.outcome === 'settled' && credit.paid !== outcome.payout)
          deps.log.error(
            { ticket: ticket.id, paid: String(credit.paid) },
            'lottery: round paid another amount',
          );
        ticketRows.push({
          id: ticket.id,
          status: 'settled',
          payout: credit.paid,
          shortfall: 0n,
          version: numero.corrections,
        });
        betRows.push(...outcome.bets);
        if (outcome.won && ticket.chaseId !== null) won.add(ticket.chaseId);
      });
      await settlement.settleBets(betRows, now, tx);
      await settlement.settleTickets(ticketRows, now, tx);
      await tickets.stopChases([...won], now, tx);
      await tickets.finishChase([...chases], now, tx);
      return claimed.length;
    });
  }

  /**
   * One ticket paid by an older result settled again by the difference: paid to the member, or taken back
   * up to the balance the member holds (the rest is kept as the ticket's shortfall, never a negative
   * balance), each through a ledger transfer with its own key. False when none is left.
   */
  async function correctOne(numero: NumeroRow, def: LotteryGameDef): Promise<boolean> {
    const party = await deps.partyOf(numero.merchantId, def.vendorCode);
    return db.transaction(async (tx) => {
      const [ticket] = await settlement.claimOutdated(numero.id, numero.corrections, 1, tx);
      if (!ticket) return false;
      const shards = await settlement.houseShards(numero.merchantId, def.vendorCode, tx);
      const bets = await tickets.betsOfTickets([ticket.id], tx);
      const { outcome } = outcomesOf([ticket], bets, numero, def)[0]!;
      const paidSoFar = ticket.payout + ticket.shortfall;
      const difference = outcome.payout - paidSoFar;
      let moved = difference;
      if (difference < 0n) {
        const balance = await settlement.lockedBalance(ticket.memberId, party.walletCode, tx);
        moved = -(balance < -difference ? balance : -difference);
      }
      const roundId = roundIdOf(ticket);
      if (moved !== 0n) {
        const round = {
          merchantId: numero.merchantId,
          vendorCode: def.vendorCode,
          roundId,
          memberId: ticket.memberId,
        };
        const roundRowId = await settlement.addToRound(round, moved, tx);
        const house = shardOf(shards, ticket.memberId);
        const member = { memberId: ticket.memberId, walletCode: party.walletCode };
        await deps.ledger.transfer(tx, {
          merchantId: numero.merchantId,
          amount: moved > 0n ? moved : -moved,
          kind: 'correction',
          reference: `${def.vendorCode}:${roundId}`,
          idempotencyKey: `lottery:correction:${ticket.id}:${numero.corrections}`,
          roundId: roundRowId,
          // Money taken back reverses (part of) the win it was paid by.
          reversesId:
            moved < 0n && roundRowId !== null ? await settlement.winTransferOf(roundRowId, tx) : null,
          ...(moved > 0n
            ? { debitAccountId: house, creditWallet: member }
            : { debitWallet: member, creditAccountId: house }),
        });
      }
      await settlement.settleBets(outcome.bets, deps.now(), tx);
      await settlement.settleTickets(
        [
          {
            id: ticket.id,
            status: 'settled',
            payout: outcome.payout,
            shortfall: paidSoFar + moved - outcome.payout,
            version: numero.corrections,
          },
        ],
        deps.now(),
        tx,
      );
      return true;
    });
  }

  /** Works through a drawn numero: its open tickets, then those paid by an older result; settled when done. */
  async function work(numero: NumeroRow, budget: { tickets: number; corrections: number }) {
    const def = await deps.games.byId(numero.merchantId, numero.gameId);
    if (!def) throw new Error(`lottery game ${numero.gameId} does not exist`);
    let settled = 0;
    let corrected = 0;
    while (budget.tickets > 0) {
      const n = await settleBatch(numero, def, Math.min(SETTLE_BATCH, budget.tickets));
      if (n === 0) break;
      settled += n;
      budget.tickets -= n;
    }
    while (numero.corrections > 0 && budget.corrections > 0 && (await correctOne(numero, def))) {
      corrected += 1;
      budget.corrections -= 1;
    }
    const done = await deps.numeros.markSettled(numero.id, deps.now());
    return { settled, corrected, done };
  }

  return {
    /** Settles one drawn numero to the end (tests and the benchmark; the job works in bounded runs). */
    async settleNumero(numeroId: number): Promise<{ settled: number; corrected: number; done: boolean }> {
      const numero = await deps.numeros.numeroById(numeroId);
      if (!numero || numero.status !== 'drawn') return { settled: 0, corrected: 0, done: false };
      return work(numero, { tickets: Number.MAX_SAFE_INTEGER, corrections: Number.MAX_SAFE_INTEGER });
    },

    /** Works a numero a bounded amount now (an operator's change); the job does the rest. */
    async settleSome(numeroId: number, tickets: number): Promise<{ done: number; left: number }> {
      const numero = await deps.numeros.numeroById(numeroId);
      let done = 0;
      if (numero?.status === 'drawn') {
        const worked = await work(numero, { tickets, corrections: tickets });
        done = worked.settled + worked.corrected;
      } else if (numero?.status === 'cancelled') {
        for (const ticket of await deps.tickets.openOfNumero(numeroId, tickets))
          if (await deps.refunds.refund(ticket)) done += 1;
      }
      return { done, left: await settlement.waiting(numeroId) };
    },

    /** One run of the settlement job: drawn numeros in draw order, then refunds and stalled placements. */
    async run(): Promise<SettlementRun> {
      const budget = { tickets: SETTLE_PER_RUN, corrections: CORRECT_PER_RUN };
      const total: SettlementRun = { settled: 0, corrected: 0, numeros: 0, refunded: 0, withdrawn: 0 };
      for (const numero of await deps.numeros.drawnQueue(50)) {
        if (budget.tickets <= 0) break;
        try {
          const done = await work(numero, budget);
          total.settled += done.settled;
          total.corrected += done.corrected;
          if (done.done) total.numeros += 1;
        } catch (error) {
          deps.log.error({ err: error, numero: numero.id }, 'lottery: settlement of a numero failed');
        }
      }
      const now = deps.now();
      // A wallet that cannot answer leaves the ticket for the next run.
      const attempt = async <T>(what: object, work: () => Promise<T>): Promise<T | undefined> => {
        try {
          return await work();
        } catch (error) {
          deps.log.error({ err: error, ...what }, 'lottery: refund not made');
          return undefined;
        }
      };
      for (const ticket of await tickets.toRefund(now, REFUNDS_PER_RUN))
        if (await attempt({ ticket: ticket.id }, () => deps.refunds.refund(ticket))) total.refunded += 1;
      const stale = await tickets.stalePending(new Date(now.getTime() - PENDING_STALE_MS), REFUNDS_PER_RUN);
      const requests = new Map(stale.map((t) => [`${t.memberId}:${t.requestId}`, t]));
      for (const first of requests.values()) {
        const all = await tickets.ticketsOfRequest(first.memberId, first.requestId);
        const pending = all.filter((t) => t.status === 'pending');
        const withdrawn = await attempt({ request: first.requestId }, async () => {
          await deps.refunds.withdraw(all, pending);
          return true;
        });
        if (withdrawn) total.withdrawn += pending.length;
      }
      return total;
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;

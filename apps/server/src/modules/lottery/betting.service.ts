import {
  ERROR_CODES,
  formatMoney,
  LOTTERY_ERRORS,
  minorToMajor,
  type Language,
  type LotteryBet,
  type LotteryBets,
  type LotteryBetStatus,
  type LotteryPlace,
  type LotteryPlaced,
} from '@platform/contracts';
import { pageFields } from '../../db/paging.js';
import type { Database } from '../../db/client.js';
import type { Actor, Brand } from '../../lib/context.js';
import { addDays, dateInZone, startOfDay, usableZone } from '../../lib/date-range.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { DrawsService } from './draws.service.js';
import type { GameStore } from './game-store.js';
import { horizonOf, nameOf, type LotteryGameDef } from './games.js';
import { liabilityOf } from './liability.js';
import { debitIdOf, roundIdOf } from './payouts.js';
import type { Refunds } from './refunds.service.js';
import { numerosOfSlip, priceSlip, slipHash, type PricedSlipBet } from './slip.js';
import type { BetRow, TicketRow, TicketsRepository } from './tickets.repository.js';
import { WalletRefused, type VendorWalletClient, type WalletParty } from '../../lib/vendor-wallet-client.js';

// Betting (POST and GET /wps/lottery/bets, chase cancel). A slip is all or nothing: it is checked whole
// (game, numero at the server's clock, bet types, selections, prices, the daily limit and each number's
// liability on each numero), written as pending tickets in one transaction, then each ticket (one round of
// the wallet) debited through the signed vendor wallet API. Any refusal places nothing: the debits made are
// rolled back and the pending rows removed. The request id answers a retried slip with the first answer.

const money = (minor: bigint) => formatMoney(minorToMajor(minor));

export function createBettingService(deps: {
  db: Database;
  games: GameStore;
  tickets: TicketsRepository;
  draws: Pick<DrawsService, 'ensureNumeros'>;
  refunds: Refunds;
  wallet: VendorWalletClient;
  now: () => Date;
}) {
  const { tickets } = deps;
  /** One member's calls that move money run one after the other in this process (a double click waits). */
  const queues = new Map<number, Promise<unknown>>();

  async function serialized<T>(memberId: number, work: () => Promise<T>): Promise<T> {
    const run = (queues.get(memberId) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    queues.set(memberId, tail);
    try {
      return await run;
    } finally {
      if (queues.get(memberId) === tail) queues.delete(memberId);
    }
  }

  const partyOf = (brand: Brand, def: LotteryGameDef): WalletParty => ({
    merchantId: brand.id,
    merchantCode: brand.code,
    vendorCode: def.vendorCode,
  });

  function betOf(
    def: LotteryGameDef | undefined,
    row: BetRow,
    language: Language,
    fallback: string,
  ): LotteryBet {
    return {
      id: row.id,
      gameCode: def?.code ?? '',
      gameName: def ? nameOf(def, language, fallback) : '',
      numero: row.numero,
      betType: row.betType,
      selection: row.selection,
      units: row.units,
      unitPrice: minorToMajor(row.unitPrice),
      multiple: row.multiple,
      amount: minorToMajor(row.amount),
      status: row.status,
      payout: minorToMajor(row.payout),
      chaseId: row.chaseId,
      placedAt: row.placedAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  }

  /** The answer of a placed request, from its rows (a replay reads them; a placement has them). */
  async function answerOf(
    brand: Brand,
    def: LotteryGameDef,
    placed: TicketRow[],
    language: Language,
    written?: BetRow[],
  ) {
    const bets = written ?? (await tickets.betsOfTickets(placed.map((t) => t.id)));
    const last = placed[placed.length - 1];
    return {
      bets: bets.map((b) => betOf(def, b, language, brand.defaultLanguage)),
      chaseId: placed[0]?.chaseId ?? null,
      totalAmount: minorToMajor(placed.reduce((sum, t) => sum + t.amount, 0n)),
      balance: minorToMajor(last?.balanceAfter ?? 0n),
    } satisfies LotteryPlaced;
  }

  /** The member's stakes on the game over the brand day, with this slip, against its daily limit. */
  function checkDaily(def: LotteryGameDef, staked: bigint, total: bigint) {
    if (staked + total > def.dailyLimit)
      throw unprocessable(
        LOTTERY_ERRORS.dailyLimit,
        `Your stakes on ${def.code} today would come to ${money(staked + total)}, above its daily limit of ${money(def.dailyLimit)}.`,
      );
  }

  /** The pending tickets of the slip, one per numero, in one transaction with every limit checked. */
  async function writePending(
    brand: Brand,
    actor: Actor,
    def: LotteryGameDef,
    input: LotteryPlace,
    hash: string,
    plan: { numeroIds: { id: number; numero: string }[]; bets: PricedSlipBet[]; now: Date },
  ): Promise<{ tickets: TicketRow[]; bets: BetRow[] } | 'taken'> {
    const slipAmount = plan.bets.reduce((sum, b) => sum + b.amount, 0n);
    const liability = liabilityOf(plan.bets, def.paytable, def.region);
    const zone = usableZone(brand.settings.timeZone);
    const today = dateInZone(plan.now, zone);
    return deps.db.transaction(async (tx) => {
      await tickets.lockMember(actor.memberId, tx);
      if ((await tickets.ticketsOfRequest(actor.memberId, input.requestId, tx)).length > 0) return 'taken';
      const staked = await tickets.stakedOn(
        actor.memberId,
        def.id,
        startOfDay(today, zone),
        startOfDay(addDays(today, 1), zone),
        tx,
      );
      checkDaily(def, staked, slipAmount * BigInt(plan.numeroIds.length));
      const chaseId = input.chase
        ? await tickets.insertChase(
            {
              merchantId: brand.id,
              memberId: actor.memberId,
              gameId: def.id,
              numeros: input.chase.numeros,
              winStop: input.chase.winStop,
            },
            tx,
          )
        : null;
      const written: { tickets: TicketRow[]; bets: BetRow[] } = { tickets: [], bets: [] };
      for (const [seq, numero] of plan.numeroIds.entries()) {
        const ticket = {
          merchantId: brand.id,
          memberId: actor.memberId,
          gameId: def.id,
          numeroId: numero.id,
          chaseId,
          requestId: input.requestId,
          seq,
          payloadHash: hash,
          amount: slipAmount,
          placedAt: plan.now,
        };
        const made = await tickets.insertTicket(ticket, plan.bets, tx);
        const common = { ticketId: made.id, numero: numero.numero, status: 'open' as const, payout: 0n };
        written.tickets.push({
          ...ticket,
          ...common,
          id: made.id,
          status: 'pending',
          shortfall: 0n,
          resultVersion: null,
          balanceAfter: null,
        });
        plan.bets.forEach((bet, i) =>
          written.bets.push({
            ...bet,
            ...common,
            id: made.betIds[i]!,
            gameId: def.id,
            numeroId: numero.id,
            chaseId,
            placedAt: plan.now,
            settledAt: null,
          }),
        );
      }
      // Last: a number many bets share is a row they queue on, held only until this commit.
      for (const numero of plan.numeroIds) {
        const over = await tickets.addExposure(numero.id, liability, def.liabilityCap, tx);
        if (over.length > 0)
          throw unprocessable(
            LOTTERY_ERRORS.liabilityLimit,
            `The bets on ${over[0]} would return more than ${def.code}'s cap of ${money(def.liabilityCap)} on numero ${numero.numero}.`,
          );
      }
      return written;
    });
  }

  /** Each pending ticket debited in turn; any failure withdraws the whole slip and is thrown. */
  async function debitAll(brand: Brand, def: LotteryGameDef, pending: TicketRow[]) {
    const party = partyOf(brand, def);
    const done: { id: number; balanceAfter: bigint }[] = [];
    for (const [i, ticket] of pending.entries()) {
      const roundId = roundIdOf(ticket);
      try {
        const answer = await deps.wallet(party, 'debit', {
          playerId: String(ticket.memberId),
          transactionId: debitIdOf(roundId),
          roundId,
          gameCode: def.code,
          amount: minorToMajor(ticket.amount),
        });
        done.push({ id: ticket.id, balanceAfter: BigInt(Math.round(answer.balance * 100)) });
      } catch (error) {
        // A refusal wrote nothing; any other failure may have debited this ticket too.
        const debited = pending.slice(0, error instanceof WalletRefused ? i : i + 1);
        await deps.refunds.withdraw(pending, debited);
        if (error instanceof WalletRefused && error.errorCode === ERROR_CODES.insufficientFunds)
          throw unprocessable(
            LOTTERY_ERRORS.insufficient,
            `The balance does not cover the slip's ${money(pending.reduce((s, t) => s + t.amount, 0n))}; nothing was placed.`,
          );
        throw error;
      }
    }
    return done;
  }

  async function place(brand: Brand, actor: Actor, input: LotteryPlace, language: Language) {
    const def = await deps.games.game(brand.id, input.gameCode);
    const hash = slipHash(input);
    const replay = async (previous: TicketRow[]) => {
      if (previous[0]?.payloadHash !== hash)
        throw conflict(
          ERROR_CODES.idempotencyConflict,
          'requestId: this request id was used for another slip.',
        );
      if (previous.some((t) => t.status === 'pending'))
        throw conflict(
          ERROR_CODES.idempotencyConflict,
          'requestId: the slip with this request id is still being placed; ask again in a moment.',
        );
      return answerOf(brand, def, previous, language);
    };
    const previous = await tickets.ticketsOfRequest(actor.memberId, input.requestId);
    if (previous.length > 0) return replay(previous);

    const now = deps.now();
    const numeros = numerosOfSlip(def, input.numero, now, input.chase?.numeros, () => horizonOf(def, now));
    const bets = priceSlip(def, input.bets);
    const rows = await deps.draws.ensureNumeros(def, numeros);
    const shut = rows.find((r) => r.status !== 'open');
    if (shut || rows.length !== numeros.length)
      throw unprocessable(
        LOTTERY_ERRORS.numeroClosed,
        `Numero ${shut?.numero ?? input.numero} of ${def.code} is not taking bets (${shut?.status ?? 'missing'}).`,
      );
    if (input.chase) {
      // A chase is debited numero by numero: a balance short of the whole is refused before the first.
      const total = bets.reduce((sum, b) => sum + b.amount, 0n) * BigInt(rows.length);
      const { balance } = await deps.wallet(partyOf(brand, def), 'balance', {
        playerId: String(actor.memberId),
      });
      if (BigInt(Math.round(balance * 100)) < total)
        throw unprocessable(
          LOTTERY_ERRORS.insufficient,
          `The balance does not cover the chase's ${money(total)}; nothing was placed.`,
        );
    }
    const pending = await writePending(brand, actor, def, input, hash, {
      numeroIds: rows.map((r) => ({ id: r.id, numero: r.numero })),
      bets,
      now,
    });
    if (pending === 'taken') return replay(await tickets.ticketsOfRequest(actor.memberId, input.requestId));
    const debits = await debitAll(brand, def, pending.tickets);
    if (await deps.db.transaction(async (tx) => tickets.markPlaced(debits, tx))) {
      const balances = new Map(debits.map((d) => [d.id, d.balanceAfter]));
      const placed = pending.tickets.map((t) => ({
        ...t,
        status: 'open' as const,
        balanceAfter: balances.get(t.id) ?? null,
      }));
      return answerOf(brand, def, placed, language, pending.bets);
    }
    // Another call of the same request finished it first (or the worker withdrew it): its rows answer.
    const after = await tickets.ticketsOfRequest(actor.memberId, input.requestId);
    if (after.length === 0 || after.some((t) => t.status === 'pending'))
      throw conflict(ERROR_CODES.idempotencyConflict, 'requestId: the slip could not be placed; ask again.');
    return answerOf(brand, def, after, language);
  }

  return {
    /** `POST /wps/lottery/bets`: a slip on the open numero, or a chase over the next ones. */
    place: (brand: Brand, actor: Actor, input: LotteryPlace, language: Language): Promise<LotteryPlaced> =>
      serialized(actor.memberId, () => place(brand, actor, input, language)),

    /** `GET /wps/lottery/bets`: the member's bets, newest first. */
    async bets(
      brand: Brand,
      actor: Actor,
      query: {
        gameCode?: string | undefined;
        status?: LotteryBetStatus | undefined;
        pageNo: number;
        pageSize: number;
      },
      language: Language,
    ): Promise<LotteryBets> {
      const def = query.gameCode ? await deps.games.anyGame(brand.id, query.gameCode) : undefined;
      const { rows, total } = await tickets.memberBets(
        actor.memberId,
        {
          ...(def ? { gameId: def.id } : {}),
          ...(query.status ? { status: query.status } : {}),
        },
        { pageNo: query.pageNo, pageSize: query.pageSize },
      );
      const list = [];
      for (const row of rows)
        list.push(betOf(await deps.games.byId(brand.id, row.gameId), row, language, brand.defaultLanguage));
      return {
        ...pageFields(query, total),
        list,
      };
    },

    /** `POST /wps/lottery/chases/:id/cancel`: the chase's tickets whose numero still takes bets, refunded. */
    cancelChase: (brand: Brand, actor: Actor, chaseId: number) =>
      serialized(actor.memberId, async () => {
        const chase = await tickets.chase(chaseId);
        const now = deps.now();
        const refundable =
          chase && chase.memberId === actor.memberId && chase.merchantId === brand.id
            ? await tickets.refundableOfChase(chaseId, now)
            : [];
        if (!chase || refundable.length === 0)
          throw notFound(
            `Chase ${chaseId} is not yours, or has nothing left to cancel.`,
            LOTTERY_ERRORS.chaseNotFound,
          );
        await tickets.endChase(chaseId, 'cancelled', now);
        let refunded = 0;
        for (const ticket of refundable)
          if (await deps.refunds.refund(ticket))
            refunded += (await tickets.betsOfTickets([ticket.id])).length;
        const def = await deps.games.byId(brand.id, chase.gameId);
        if (!def) throw new Error(`lottery game ${chase.gameId} does not exist`);
        const { balance } = await deps.wallet(partyOf(brand, def), 'balance', {
          playerId: String(actor.memberId),
        });
        return { chaseId, refunded, balance };
      }),
  };
}
export type BettingService = ReturnType<typeof createBettingService>;

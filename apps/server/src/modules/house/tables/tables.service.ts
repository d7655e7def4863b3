import { majorToMinor, maskUsername, minorToMajor, ERROR_CODES } from '@platform/contracts';
import { badRequest, conflict, forbidden, unavailable, unprocessable } from '../../../lib/errors.js';
import { pickLocalized } from '../../../lib/localized.js';
import { WalletRefused, type VendorWalletClient } from '../../../lib/vendor-wallet-client.js';
import type { LiveHub, LiveSession } from '../live/index.js';
import { createBetFeed } from './bet-feed.js';
import { tableGame, type TableGame } from './catalogue.js';
import { tableEngine } from './games/index.js';
import { TABLE_ERRORS, type TableServerMessage } from './tables.contracts.js';
import type { TableBetRow, TablesRepository } from './tables.repository.js';
import { channelOf, debitIdOf, memberRoundId, roundView, seatOf, settledView, totalsView } from './views.js';

// A member at a live table: the table's state when the socket opens, and bets. A bet is recorded pending
// (only while its round takes bets), debited through the signed vendor wallet API (its transaction id from
// the page's bet id, so a retry is the same debit), then placed and told to every socket at the table with
// the others of its window (`bet-feed.ts`). A bet the wallet refuses is marked refused; one whose debit did
// not answer stays pending and the rounds job rolls it back before the round is settled, so every placed
// bet is in the settlement and no other.

export const HISTORY_SIZE = 60;
const RECENT_BETS = 40;
/** Seats count for a minute after the member's socket was last heard from. */
export const SEAT_TTL_MS = 60_000;

export type TableSession = Omit<LiveSession, 'memberId'> & { memberId: number; table: TableGame };

export function createTablesService(deps: {
  repo: TablesRepository;
  wallet: VendorWalletClient;
  hub: Pick<LiveHub, 'publish'>;
  now: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { repo, now } = deps;
  const feed = createBetFeed({
    publish: (channel, message) => deps.hub.publish(channel, message),
    totals: async (roundId) => totalsView(await repo.spotTotals(roundId)),
    log: deps.log,
  });

  const party = (s: TableSession) => ({
    merchantId: s.merchantId,
    merchantCode: s.merchantCode,
    vendorCode: s.vendorCode,
  });
  const balanceOf = async (s: TableSession) =>
    (await deps.wallet(party(s), 'balance', { playerId: String(s.memberId) })).balance;

  const betAnswer = (bet: TableBetRow) => ({
    betId: bet.betId,
    spot: bet.spot,
    amount: minorToMajor(bet.amount),
  });

  /** A bet asked for again with its id: answered as it stands, nothing moved. */
  async function again(
    s: TableSession,
    bet: TableBetRow,
    ref: string | undefined,
  ): Promise<TableServerMessage> {
    if (bet.status === 'pending')
      throw conflict(
        ERROR_CODES.idempotencyConflict,
        `Bet ${bet.betId} is being placed; wait for its answer.`,
      );
    if (bet.status === 'refused' || bet.status === 'void')
      throw conflict(
        ERROR_CODES.idempotencyConflict,
        `Bet ${bet.betId} was not taken (${bet.status}); place a new bet with a new id.`,
      );
    return { type: 'placed', ref, bet: betAnswer(bet), balance: await balanceOf(s) };
  }

  return {
    /** The session as a table's: refused unless its game is a live table and it plays with money. */
    seatOf(session: LiveSession): TableSession {
      const table = tableGame(session.gameCode);
      if (!table || session.engine !== 'table')
        throw badRequest(TABLE_ERRORS.notTable, `Game ${session.gameCode} is not a live table.`);
      const { memberId } = session;
      if (memberId === null || memberId === undefined)
        throw forbidden(
          ERROR_CODES.forbidden,
          'The live tables are played with the wallet; sign in to play.',
        );
      return { ...session, memberId, table };
    },

    /** Keeps the member's seat at the table (the rounds run while someone is seated). */
    async keepSeat(s: TableSession): Promise<void> {
      await repo.seat(s.merchantId, s.gameCode, s.memberId, now());
    },

    async welcome(s: TableSession): Promise<TableServerMessage> {
      await repo.seat(s.merchantId, s.gameCode, s.memberId, now());
      const { table } = s;
      const round = await repo.latestRound(s.merchantId, s.gameCode);
      const live = round && round.state !== 'settled' ? round : undefined;
      const [totals, bets, mine, history, balance] = await Promise.all([
        live ? repo.spotTotals(live.id) : [],
        live ? repo.recentBets(live.id, RECENT_BETS) : [],
        live ? repo.memberBets(live.id, s.memberId) : [],
        repo.history(s.merchantId, s.gameCode, HISTORY_SIZE),
        balanceOf(s),
      ]);
      return {
        type: 'welcome',
        table: {
          code: table.code,
          kind: table.kind,
          name: pickLocalized(s.gameName, s.language, s.defaultLanguage) ?? table.name.EN,
          minBet: table.minBet,
          maxBet: table.maxBet,
          bettingMs: table.bettingMs,
          spots: tableEngine(table.kind).spots,
        },
        seat: seatOf(s.merchantId, s.gameCode, s.memberId),
        currency: s.currency,
        balance,
        serverTime: now().toISOString(),
        round: live ? roundView(live) : null,
        totals: totalsView(totals),
        bets: bets.map((b) => ({ player: b.player, spot: b.spot, amount: minorToMajor(b.amount) })),
        mine: mine.map(betAnswer),
        history: history.map((r) => settledView(table, r)),
      };
    },

    async balance(s: TableSession, ref: string | undefined): Promise<TableServerMessage> {
      return { type: 'balance', ref, balance: await balanceOf(s) };
    },

    async bet(
      s: TableSession,
      input: { ref?: string; table: string; betId: string; spot: string; amount: number },
    ): Promise<TableServerMessage> {
      const { table } = s;
      if (input.table !== s.gameCode)
        throw forbidden(
          TABLE_ERRORS.otherTable,
          `This game session is seated at table ${s.gameCode}; it cannot bet at ${input.table}.`,
        );
      if (!s.gameEnabled)
        throw unavailable(ERROR_CODES.gameMaintenance, 'The table is closed for maintenance.');
      if (!tableEngine(table.kind).spots.includes(input.spot))
        throw badRequest(ERROR_CODES.validation, `spot: ${input.spot} is not a spot of ${table.kind}.`);
      const amount = majorToMinor(input.amount);
      if (amount < majorToMinor(table.minBet) || amount > majorToMinor(table.maxBet))
        throw unprocessable(
          TABLE_ERRORS.limit,
          `amount: a bet at this table is from ${table.minBet} to ${table.maxBet}; ${input.amount} is outside.`,
        );
      const at = now();
      const round = await repo.latestRound(s.merchantId, s.gameCode);
      if (!round || round.state === 'settled')
        throw unprocessable(TABLE_ERRORS.bettingClosed, 'No round is taking bets; wait for the next round.');
      const known = await repo.bet(round.id, s.memberId, input.betId);
      if (known) return again(s, known, input.ref);
      if (round.state !== 'betting' || round.closesAt <= at)
        throw unprocessable(
          TABLE_ERRORS.bettingClosed,
          `Betting on round ${round.roundNo} is closed; wait for the next round.`,
        );
      const onSpot = await repo.memberOnSpot(round.id, s.memberId, input.spot);
      if (onSpot + amount > majorToMinor(table.maxBet))
        throw unprocessable(
          TABLE_ERRORS.limit,
          `amount: at most ${table.maxBet} on ${input.spot} in a round; ${minorToMajor(onSpot)} is there already.`,
        );
      const player = maskUsername(await repo.username(s.memberId));
      const member = { roundId: round.id, merchantId: s.merchantId, memberId: s.memberId, player };
      const pending = await repo.insertPending({ ...member, betId: input.betId }, input.spot, amount, at);
      if (!pending) {
        const raced = await repo.bet(round.id, s.memberId, input.betId);
        if (raced) return again(s, raced, input.ref);
        throw unprocessable(
          TABLE_ERRORS.bettingClosed,
          `Betting on round ${round.roundNo} is closed; wait for the next round.`,
        );
      }
      const memberRound = memberRoundId(s.gameCode, round.roundNo, s.memberId);
      let balance: number;
      try {
        const debit = await deps.wallet(party(s), 'debit', {
          playerId: String(s.memberId),
          transactionId: debitIdOf(memberRound, input.betId),
          roundId: memberRound,
          gameCode: s.gameCode,
          amount: minorToMajor(amount),
        });
        balance = debit.balance;
      } catch (error) {
        // Refused: nothing was debited. Not answered: the rounds job rolls the pending bet back.
        if (error instanceof WalletRefused) await repo.markBet(pending.id, 'pending', 'refused');
        throw error;
      }
      if (!(await repo.markBet(pending.id, 'pending', 'placed')))
        throw conflict(
          TABLE_ERRORS.lateBet,
          `Bet ${input.betId} reached the wallet after betting on round ${round.roundNo} closed; its stake was returned.`,
        );
      feed.add(channelOf(s.merchantId, s.gameCode), round, {
        player,
        spot: input.spot,
        amount: minorToMajor(amount),
      });
      return { type: 'placed', ref: input.ref, bet: betAnswer({ ...pending, status: 'placed' }), balance };
    },
  };
}
export type TablesService = ReturnType<typeof createTablesService>;

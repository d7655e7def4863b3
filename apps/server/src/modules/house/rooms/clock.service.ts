import { maskUsername } from '@platform/contracts';
import type { Database } from '../../../db/client.js';
import { WalletRefused, type VendorWalletClient } from '../../../lib/vendor-wallet-client.js';
import { houseShardOf, type RoundCredits } from '../../wallet/index.js';
import { commitment, newClientSeed, roundRng } from '../fair.js';
import { dealHands, exposureOf, MIN_PLAYERS, settleRound } from './niuniu.js';
import type { RoomRow, RoomsRepository, RoundRow, SeatRow } from './rooms.repository.js';
import {
  creditIdOf,
  debitIdOf,
  major,
  resultRecord,
  rollbackIdOf,
  roomVerifyUrl,
  vendorRoundIdOf,
  type RoundOutcome,
  type RoundPlayer,
  type SeatPlayRecord,
} from './rounds.js';

// The room clock (a scheduler job every second, claimed once across processes): in each room with seated
// members it opens a round when two are present, deals when the betting time is up (or every player has
// chosen), debits each seat's exposure through the signed vendor wallet API, and settles every seat in
// one batch credit (`createRoundCredits`) in the transaction that marks the round settled. Each step is
// recorded before the next, so a run that stopped half-way is finished by the next one: debits are
// idempotent by their transaction ids and the settlement is claimed once.

/** After a settled round the table shows the reveal this long before the next round opens. */
export const REVEAL_MS = 8_000;
/** How long a run holds a round's debits; a run stopped half-way leaves them to the next after this. */
export const DEAL_LEASE_MS = 30_000;
/** An absent seat (page closed, never connected) out of any round is freed after this long. */
export const ABSENT_GRACE_MS = 15_000;

type Log = { error: (obj: object, msg: string) => void };

export type ClockDeps = {
  db: Database;
  repo: RoomsRepository;
  credits: RoundCredits;
  wallet: VendorWalletClient;
  now: () => Date;
  log: Log;
  /** Tells the room's pages that it changed. */
  changed: (roomId: number) => Promise<void>;
};

/** A seat's avatar colour (0–7): the member's avatar and id, so neighbours rarely share one. */
export const avatarOf = (seat: Pick<SeatRow, 'avatarId' | 'memberId'>) =>
  Math.abs(seat.avatarId + seat.memberId) % 8;

/** The banker of the next round: the first present seat after the last banker's, around the table. */
export function nextBanker(seats: number[], lastBanker: number | null): number {
  const sorted = [...seats].sort((a, b) => a - b);
  if (lastBanker === null) return sorted[0]!;
  return sorted.find((s) => s > lastBanker) ?? sorted[0]!;
}

export function createRoomClock(deps: ClockDeps) {
  const { repo } = deps;

  const partyOf = async (room: RoomRow) => repo.party(room.merchantId, room.vendorCode);

  async function open(room: RoomRow, last: RoundRow | undefined): Promise<boolean> {
    const now = deps.now();
    if (last?.settledAt && now.getTime() < last.settledAt.getTime() + REVEAL_MS) return false;
    await repo.unseatAbsent(room.id, new Date(now.getTime() - ABSENT_GRACE_MS));
    const present = (await repo.seats(room.id)).filter((s) => s.present);
    if (present.length < MIN_PLAYERS) return false;
    const banker = nextBanker(
      present.map((s) => s.seat),
      last?.bankerSeat ?? null,
    );
    const players: RoundPlayer[] = present.map((s) => ({
      seat: s.seat,
      memberId: s.memberId,
      name: maskUsername(s.username),
      avatar: avatarOf(s),
      banker: s.seat === banker,
    }));
    const seed = commitment();
    const made = await repo.insertRound({
      roomId: room.id,
      roundNo: (last?.roundNo ?? 0) + 1,
      phase: 'betting',
      bankerSeat: banker,
      players,
      clientSeed: newClientSeed(),
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      betEndsAt: new Date(now.getTime() + room.betSeconds * 1000),
    });
    return made !== undefined;
  }

  /** Betting over: each player's multiplier (1 for one who chose none) and exposure, recorded. */
  async function closeBetting(room: RoomRow, round: RoundRow): Promise<boolean> {
    const players = round.players as RoundPlayer[];
    const choices = await repo.choices(round.id);
    const everyone = players.filter((p) => !p.banker).every((p) => choices.has(p.memberId));
    if (deps.now() < round.betEndsAt && !everyone) return false;
    const plays = players.map((p) => ({
      ...p,
      multiplier: p.banker ? 1 : (choices.get(p.memberId) ?? 1),
      auto: !p.banker && !choices.has(p.memberId),
    }));
    const exposures = exposureOf(plays, Number(room.baseBet));
    const outcome: RoundOutcome = {
      plays: plays.map((p, i) => ({ ...p, exposure: exposures[i]! })),
      refused: [],
    };
    return repo.movePhase(round.id, 'betting', 'dealing', { outcome });
  }

  /** Debits every seat's exposure (again after a stop: idempotent), then deals, or voids the round. */
  async function deal(room: RoomRow, round: RoundRow): Promise<void> {
    const party = await partyOf(room);
    const outcome = round.outcome as RoundOutcome;
    const debited: SeatPlayRecord[] = [];
    const refused: RoundOutcome['refused'] = [];
    for (const play of outcome.plays) {
      const roundId = vendorRoundIdOf(round.id, play.memberId);
      try {
        await deps.wallet(party, 'debit', {
          playerId: String(play.memberId),
          transactionId: debitIdOf(roundId),
          amount: major(play.exposure),
          roundId,
          gameCode: room.gameCode,
        });
        debited.push(play);
      } catch (error) {
        if (!(error instanceof WalletRefused)) throw error;
        refused.push({ seat: play.seat, memberId: play.memberId, reason: error.errorCode });
      }
    }
    const banker = debited.find((p) => p.banker);
    if (!banker || debited.length < MIN_PLAYERS) {
      for (const play of debited) {
        const roundId = vendorRoundIdOf(round.id, play.memberId);
        await deps.wallet(party, 'rollback', {
          playerId: String(play.memberId),
          transactionId: rollbackIdOf(roundId),
          debitTransactionId: debitIdOf(roundId),
          roundId,
          gameCode: room.gameCode,
        });
      }
      const voidReason = banker
        ? 'fewer than two seats could cover their bets'
        : 'the banker could not cover the bets';
      if (
        await repo.movePhase(round.id, 'dealing', 'void', {
          outcome: { ...outcome, refused, voidReason },
          settledAt: deps.now(),
        })
      )
        await repo.unseat(
          room.id,
          refused.map((r) => r.memberId),
        );
      return;
    }
    // Exposures were computed with every seat: the banker's covers the players still in, and more.
    const hands = dealHands(roundRng(round.serverSeed, round.clientSeed, round.roundNo), debited.length);
    const results = settleRound(hands, debited, Number(room.baseBet), room.rakeBps);
    await repo.movePhase(round.id, 'dealing', 'dealt', {
      outcome: { ...outcome, refused, results: debited.map((p, i) => resultRecord(p, results[i]!)) },
    });
  }

  /** Credits every seat in one batch, in the transaction that marks the round settled (once). */
  async function settle(room: RoomRow, round: RoundRow): Promise<void> {
    const party = await partyOf(room);
    const outcome = round.outcome as RoundOutcome;
    const results = outcome.results ?? [];
    const verifyUrl = roomVerifyUrl({ ...round, players: results.length });
    const rake = results.reduce((sum, r) => sum + r.rake, 0);
    await deps.db.transaction(async (tx) => {
      if (
        !(await repo.movePhase(
          round.id,
          'dealt',
          'settled',
          { settledAt: deps.now(), rake: BigInt(rake) },
          tx,
        ))
      )
        return;
      const shards = await deps.credits.houseShards(room.merchantId, room.vendorCode, tx);
      const ordered = [...results].sort((a, b) => a.memberId - b.memberId);
      const answers = await deps.credits.credit(
        {
          merchantId: room.merchantId,
          vendorCode: room.vendorCode,
          walletCode: party.walletCode,
          currency: party.currency,
        },
        ordered.map((r) => {
          const roundId = vendorRoundIdOf(round.id, r.memberId);
          const house = shards.get(houseShardOf(r.memberId));
          if (house === undefined) throw new Error(`no house account of the shard of member ${r.memberId}`);
          return {
            transactionId: creditIdOf(roundId),
            debitTransactionId: debitIdOf(roundId),
            memberId: r.memberId,
            houseAccountId: house,
            amount: BigInt(r.credit),
            reference: `${room.vendorCode}:${roundId}`,
            detail: {
              engine: 'room',
              roundId,
              gameCode: room.gameCode,
              room: room.code,
              roundNo: round.roundNo,
              nonce: round.roundNo,
              seat: r.seat,
              banker: r.banker,
              multiplier: r.multiplier,
              auto: r.auto,
              cards: r.cards,
              hand: r.kind,
              points: r.points,
              won: major(r.net),
              rake: major(r.rake),
              exposure: major(r.exposure),
              serverSeed: round.serverSeed,
              serverSeedHash: round.serverSeedHash,
              clientSeed: round.clientSeed,
              verifyUrl,
            },
          };
        }),
        tx,
      );
      for (const answer of answers)
        if (answer.outcome === 'unknown' || answer.outcome === 'void')
          throw new Error(`room round ${round.id}: credit ${answer.transactionId} found ${answer.outcome}`);
      // Seats played by the rule (page gone) and seats the wallet refused leave with the round.
      const seats = await repo.seats(room.id, tx);
      const inRound = new Set((round.players as RoundPlayer[]).map((p) => p.memberId));
      const leaving = seats.filter((s) => inRound.has(s.memberId) && !s.present).map((s) => s.memberId);
      await repo.unseat(room.id, [...leaving, ...outcome.refused.map((r) => r.memberId)], tx);
    });
  }

  /** Moves one room on as far as it can go now; answers whether anything changed. */
  async function advance(roomId: number): Promise<boolean> {
    const room = await repo.room(roomId);
    if (!room) return false;
    let round = await repo.openRound(roomId);
    if (!round) {
      const [last] = await repo.rounds(roomId, 1);
      if (!room.enabled) return false;
      return open(room, last);
    }
    let changed = false;
    if (round.phase === 'betting') {
      if (!(await closeBetting(room, round))) return false;
      changed = true;
      round = await repo.openRound(roomId);
    }
    if (round?.phase === 'dealing') {
      // One run debits at a time: two runs never decide a seat's debit differently.
      const now = deps.now();
      if (!(await repo.lease(round.id, now, new Date(now.getTime() + DEAL_LEASE_MS)))) return changed;
      await deal(room, round);
      changed = true;
      round = await repo.openRound(roomId);
    }
    if (round?.phase === 'dealt') {
      await settle(room, round);
      changed = true;
    }
    return changed;
  }

  return {
    advance,
    /** One run of the clock over every room with work; answers the rooms that changed. */
    async run(): Promise<{ rooms: number; changed: number }> {
      const ids = await repo.activeRoomIds();
      let changed = 0;
      for (const id of ids) {
        try {
          if (await advance(id)) {
            changed += 1;
            await deps.changed(id);
          }
        } catch (error) {
          deps.log.error({ err: error, room: id }, 'card room: the clock could not move the room on');
        }
      }
      return { rooms: ids.length, changed };
    },
  };
}
export type RoomClock = ReturnType<typeof createRoomClock>;

import {
  ERROR_CODES,
  maskUsername,
  minorToMajor,
  ROOM_LAUNCH_ERRORS,
  type RoomList,
} from '@platform/contracts';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../../lib/errors.js';
import { pickLocalized } from '../../../lib/localized.js';
import type { VendorWalletClient } from '../../../lib/vendor-wallet-client.js';
import { avatarOf, REVEAL_MS } from './clock.service.js';
import { BET_MULTIPLIERS } from './niuniu.js';
import type { RoomState, RoundView } from './rooms.contracts.js';
import type { RoomRow, RoomsRepository, RoundRow } from './rooms.repository.js';
import { major, roomVerifyUrl, type RoundOutcome, type RoundPlayer } from './rounds.js';

// Seating, the room list and the room's state as its pages see it, and the players' choices.

/** How many settled rounds the room page's history shows. */
export const HISTORY_ROUNDS = 10;

export type RoomLaunchInput = {
  brand: { id: number; code: string; defaultLanguage?: string };
  memberId: number | null;
  demo?: boolean;
  game: { id: number; vendorCode: string; gameCode: string; name: unknown };
  language: string;
  roomId?: number;
};

/** The member a room page's socket belongs to (its game session). */
export type RoomMember = { memberId: number; merchantId: number };

export function createRoomsService(deps: {
  repo: RoomsRepository;
  wallet: VendorWalletClient;
  now: () => Date;
}) {
  const { repo } = deps;

  async function balanceOf(room: RoomRow, memberId: number): Promise<number> {
    const party = await repo.party(room.merchantId, room.vendorCode);
    return (await deps.wallet(party, 'balance', { playerId: String(memberId) })).balance;
  }

  function roundView(round: RoundRow, choices?: Map<number, number>): RoundView {
    const outcome = round.outcome as RoundOutcome | null;
    const players = round.players as RoundPlayer[];
    const plays = new Map((outcome?.plays ?? []).map((p) => [p.memberId, p]));
    const revealed = round.phase === 'settled' || round.phase === 'void';
    const results = revealed ? (outcome?.results ?? null) : null;
    const strip = ({ memberId: _m, ...rest }: { memberId: number }) => rest;
    return {
      id: round.id,
      roundNo: round.roundNo,
      phase: round.phase as RoundView['phase'],
      bankerSeat: round.bankerSeat,
      betEndsAt: round.betEndsAt.getTime(),
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      serverSeed: revealed ? round.serverSeed : null,
      players: players.map((p) => {
        const play = plays.get(p.memberId);
        return {
          seat: p.seat,
          name: p.name,
          avatar: p.avatar,
          banker: p.banker,
          multiplier: p.banker ? 1 : (play?.multiplier ?? choices?.get(p.memberId) ?? null),
          auto: play?.auto ?? false,
        };
      }),
      results: results
        ? results.map((r) => ({
            ...(strip(r) as Omit<typeof r, 'memberId'>),
            net: major(r.net),
            rake: major(r.rake),
            exposure: major(r.exposure),
            credit: major(r.credit),
          }))
        : null,
      rake: minorToMajor(round.rake),
      voidReason: outcome?.voidReason ?? null,
      verifyUrl:
        round.phase === 'settled' && results ? roomVerifyUrl({ ...round, players: results.length }) : null,
    };
  }

  return {
    /**
     * Seats the member at the launched room and answers the room page's address. `open` makes the game
     * session (the house launcher) the page connects with; it is made only once the seat is possible.
     */
    async launch(
      input: RoomLaunchInput,
      open: () => Promise<{ url: string; sessionId: number }>,
    ): Promise<string> {
      if (input.memberId === null || input.demo)
        throw forbidden(
          ERROR_CODES.trialForbidden,
          'Card rooms are played with a real account, not in demo.',
        );
      const memberId = input.memberId;
      if (input.roomId === undefined)
        throw badRequest(
          ROOM_LAUNCH_ERRORS.required,
          `roomId: choose a room of ${input.game.gameCode} (GLS2_roomList lists them).`,
        );
      const room = await repo.room(input.roomId);
      if (
        !room ||
        !room.enabled ||
        room.merchantId !== input.brand.id ||
        room.vendorCode !== input.game.vendorCode ||
        room.gameCode !== input.game.gameCode
      )
        throw notFound(
          `roomId: there is no room ${input.roomId} of ${input.game.gameCode}.`,
          ROOM_LAUNCH_ERRORS.unknown,
        );
      const seated = await repo.seatOf(memberId);
      if (seated && seated.roomId !== room.id)
        throw conflict(
          ROOM_LAUNCH_ERRORS.seated,
          `You are seated at room ${seated.roomId}; leave it before sitting at another.`,
        );
      if (!seated) {
        const taken = (await repo.seats(room.id)).length;
        if (taken >= room.seats)
          throw conflict(
            ROOM_LAUNCH_ERRORS.full,
            `Room ${room.code} is full (${taken} of ${room.seats} seats).`,
          );
        const balance = await balanceOf(room, memberId);
        if (balance < minorToMajor(room.minBalance))
          throw unprocessable(
            ROOM_LAUNCH_ERRORS.balance,
            `Your balance ${balance.toFixed(2)} is below room ${room.code}'s minimum of ${minorToMajor(room.minBalance).toFixed(2)} to sit.`,
          );
      }
      const session = await open();
      const seat = await repo.seat(room, memberId, session.sessionId, deps.now());
      if (!seat.ok)
        throw seat.reason === 'full'
          ? conflict(ROOM_LAUNCH_ERRORS.full, `Room ${room.code} is full.`)
          : conflict(ROOM_LAUNCH_ERRORS.seated, 'You are seated at another room; leave it first.');
      return session.url;
    },

    /** `GLS2_roomList`: the brand's card room games with their rooms, limits, seats and state. */
    async roomList(
      brand: { id: number; defaultLanguage: string },
      language: string,
      game?: { vendorCode: string; gameCode: string },
    ): Promise<RoomList> {
      const rooms = await repo.listRooms(brand.id, game);
      const byGame = new Map<string, RoomList['list'][number]>();
      for (const r of rooms) {
        const key = `${r.vendorCode}/${r.gameCode}`;
        let entry = byGame.get(key);
        if (!entry) {
          entry = {
            gameId: r.gameId,
            vendor: r.vendorCode,
            gameCode: r.gameCode,
            name:
              (r.gameName
                ? pickLocalized(r.gameName as Record<string, string>, language, brand.defaultLanguage)
                : undefined) ?? r.gameCode,
            rooms: [],
          };
          byGame.set(key, entry);
        }
        entry.rooms.push({
          roomId: r.id,
          code: r.code,
          level: r.level,
          baseBet: minorToMajor(r.baseBet),
          minBalance: minorToMajor(r.minBalance),
          rakePercent: r.rakeBps / 100,
          seatsTaken: r.seatsTaken,
          seatsTotal: r.seats,
          state: r.playing ? 'playing' : 'waiting',
        });
      }
      return { list: [...byGame.values()] };
    },

    /** The room's state as every page of it sees it (names masked, balances through the vendor wallet). */
    async state(roomId: number): Promise<RoomState | null> {
      const room = await repo.room(roomId);
      if (!room) return null;
      const [seats, rounds, open] = await Promise.all([
        repo.seats(roomId),
        repo.rounds(roomId, HISTORY_ROUNDS + 1),
        repo.openRound(roomId),
      ]);
      const balances = await Promise.all(seats.map((s) => balanceOf(room, s.memberId).catch(() => null)));
      const current = open ?? rounds[0];
      const choices = open?.phase === 'betting' ? await repo.choices(open.id) : undefined;
      const last = rounds.find((r) => r.settledAt);
      return {
        room: {
          id: room.id,
          code: room.code,
          level: room.level,
          gameCode: room.gameCode,
          baseBet: minorToMajor(room.baseBet),
          minBalance: minorToMajor(room.minBalance),
          seats: room.seats,
          rakePercent: room.rakeBps / 100,
          betSeconds: room.betSeconds,
        },
        seats: seats.map((s, i) => ({
          seat: s.seat,
          name: maskUsername(s.username),
          avatar: avatarOf(s),
          present: s.present,
          balance: balances[i] ?? null,
        })),
        round: current ? roundView(current, choices) : null,
        history: rounds
          .filter((r) => r.phase === 'settled')
          .slice(0, HISTORY_ROUNDS)
          .map((r) => roundView(r)),
        nextRoundAt: !open && last?.settledAt ? last.settledAt.getTime() + REVEAL_MS : null,
      };
    },

    /** A room page connected: the member's seat, now present. */
    async connect(member: RoomMember): Promise<{ roomId: number; seat: number }> {
      const seat = await repo.seatOf(member.memberId);
      if (!seat)
        throw conflict(
          ROOM_LAUNCH_ERRORS.required,
          'You are not seated at a room (the seat was freed); choose a room from the room list again.',
        );
      await repo.setPresent(member.memberId, true, deps.now());
      return { roomId: seat.roomId, seat: seat.seat };
    },

    /** The page went away: the seat is played by the rule until its round ends, then freed. */
    async disconnect(member: RoomMember): Promise<number | null> {
      const seat = await repo.seatOf(member.memberId);
      if (!seat) return null;
      await repo.setPresent(member.memberId, false, deps.now());
      return seat.roomId;
    },

    /** Leaves the room: at once out of a round, else once the round ends (played by the rule). */
    async leave(member: RoomMember): Promise<number | null> {
      const seat = await repo.seatOf(member.memberId);
      if (!seat) return null;
      const open = await repo.openRound(seat.roomId);
      const inRound = (open?.players as RoundPlayer[] | undefined)?.some(
        (p) => p.memberId === member.memberId,
      );
      if (inRound) await repo.setPresent(member.memberId, false, deps.now());
      else await repo.unseat(seat.roomId, [member.memberId]);
      return seat.roomId;
    },

    /** A player's bet multiplier for the round being bet on. */
    async choose(member: RoomMember, roundId: number, multiplier: number): Promise<number> {
      if (!(BET_MULTIPLIERS as readonly number[]).includes(multiplier))
        throw badRequest(ERROR_CODES.validation, 'multiplier must be 1, 2 or 3');
      const seat = await repo.seatOf(member.memberId);
      if (!seat) throw conflict(ROOM_LAUNCH_ERRORS.required, 'You are not seated at a room.');
      const open = await repo.openRound(seat.roomId);
      if (!open || open.id !== roundId || open.phase !== 'betting' || deps.now() >= open.betEndsAt)
        throw conflict(ERROR_CODES.idempotencyConflict, `Round ${roundId} is not taking bets any more.`);
      const me = (open.players as RoundPlayer[]).find((p) => p.memberId === member.memberId);
      if (!me)
        throw conflict(
          ERROR_CODES.idempotencyConflict,
          'You sat down after this round began; wait for the next.',
        );
      if (me.banker) throw badRequest(ERROR_CODES.validation, 'The banker does not choose a multiplier.');
      if (!(await repo.choose(open.id, member.memberId, multiplier)))
        throw conflict(ERROR_CODES.idempotencyConflict, 'Your multiplier for this round is already chosen.');
      return seat.roomId;
    },
  };
}
export type RoomsService = ReturnType<typeof createRoomsService>;

import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/constraints.js';
import { rowsOf } from '../../../db/rows.js';
import {
  cardRoomChoices,
  cardRoomRounds,
  cardRooms,
  cardRoomSeats,
  gameVendors,
  games,
  members,
  merchants,
  vendorCredentials,
} from '../../../db/schema.js';

// The card rooms' statements: rooms and their seats, the rounds on the room clock and the multipliers
// chosen in them. Every method takes an optional transaction.

export type RoomRow = typeof cardRooms.$inferSelect;
export type RoundRow = typeof cardRoomRounds.$inferSelect;
export type SeatRow = {
  roomId: number;
  seat: number;
  memberId: number;
  username: string;
  avatarId: number;
  present: boolean;
  seenAt: Date;
};
/** A room as the room list shows it: its seats taken and whether a round is being played. */
export type ListedRoom = RoomRow & {
  seatsTaken: number;
  playing: boolean;
  gameId: number | null;
  gameName: unknown;
};

/** Why a seat was not given. */
export type SeatRefusal = { ok: false; reason: 'full' | 'seated'; roomId?: number };

export const OPEN_PHASES = ['betting', 'dealing', 'dealt'] as const;

export function createRoomsRepository(db: Database) {
  const seatColumns = {
    roomId: cardRoomSeats.roomId,
    seat: cardRoomSeats.seat,
    memberId: cardRoomSeats.memberId,
    username: members.username,
    avatarId: members.avatarId,
    present: cardRoomSeats.present,
    seenAt: cardRoomSeats.seenAt,
  };

  return {
    /** The brand's enabled rooms (of one game when asked), with seats taken, state and catalogue entry. */
    async listRooms(
      merchantId: number,
      game?: { vendorCode: string; gameCode: string },
      tx: Executor = db,
    ): Promise<ListedRoom[]> {
      const rows = await tx
        .select({
          room: cardRooms,
          seatsTaken: sql<number>`(select count(*)::int from card_room_seats s where s.room_id = ${cardRooms.id})`,
          playing: sql<boolean>`exists (select 1 from card_room_rounds r where r.room_id = ${cardRooms.id}
                      and r.phase in ('betting', 'dealing', 'dealt'))`,
          gameId: games.id,
          gameName: games.name,
        })
        .from(cardRooms)
        .leftJoin(
          games,
          and(
            eq(games.merchantId, cardRooms.merchantId),
            eq(games.vendorCode, cardRooms.vendorCode),
            eq(games.gameCode, cardRooms.gameCode),
            eq(games.enabled, true),
          ),
        )
        .where(
          and(
            eq(cardRooms.merchantId, merchantId),
            eq(cardRooms.enabled, true),
            ...(game
              ? [eq(cardRooms.vendorCode, game.vendorCode), eq(cardRooms.gameCode, game.gameCode)]
              : []),
          ),
        )
        .orderBy(asc(cardRooms.vendorCode), asc(cardRooms.gameCode), asc(cardRooms.sort), asc(cardRooms.id));
      return rows.map((r) => ({
        ...r.room,
        seatsTaken: Number(r.seatsTaken),
        playing: Boolean(r.playing),
        gameId: r.gameId,
        gameName: r.gameName,
      }));
    },

    async room(id: number, tx: Executor = db): Promise<RoomRow | undefined> {
      const [row] = await tx.select().from(cardRooms).where(eq(cardRooms.id, id));
      return row;
    },

    /** The brand's code and currency, and the wallet the game's rounds move (main, or its sub-wallet). */
    async party(merchantId: number, vendorCode: string, tx: Executor = db) {
      const [brand] = await tx
        .select({ code: merchants.code, currency: merchants.currencySymbol })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      if (!brand) throw new Error(`brand ${merchantId} does not exist`);
      const [vendor] = await tx
        .select({ mode: gameVendors.walletMode })
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, vendorCode)))
        .limit(1);
      return {
        merchantId,
        merchantCode: brand.code,
        vendorCode,
        currency: brand.currency,
        walletCode: vendor?.mode === 'transfer' ? vendorCode : 'MAIN',
      };
    },

    async vendorSecret(merchantId: number, vendorCode: string, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ secret: vendorCredentials.secret, enabled: vendorCredentials.enabled })
        .from(vendorCredentials)
        .where(
          and(eq(vendorCredentials.merchantId, merchantId), eq(vendorCredentials.vendorCode, vendorCode)),
        );
      return row?.enabled ? row.secret : null;
    },

    /** The room a member sits at, if any. */
    async seatOf(memberId: number, tx: Executor = db): Promise<SeatRow | undefined> {
      const [row] = await tx
        .select(seatColumns)
        .from(cardRoomSeats)
        .innerJoin(members, eq(members.id, cardRoomSeats.memberId))
        .where(eq(cardRoomSeats.memberId, memberId));
      return row;
    },

    async seats(roomId: number, tx: Executor = db): Promise<SeatRow[]> {
      return tx
        .select(seatColumns)
        .from(cardRoomSeats)
        .innerJoin(members, eq(members.id, cardRoomSeats.memberId))
        .where(eq(cardRoomSeats.roomId, roomId))
        .orderBy(asc(cardRoomSeats.seat));
    },

    /**
     * Seats a member at the room's lowest free seat (the room's row locked meanwhile), with the game
     * session the page connects with. A member seated at this room keeps the seat with the new session.
     */
    async seat(
      room: Pick<RoomRow, 'id' | 'seats'>,
      memberId: number,
      sessionId: number,
      now: Date,
    ): Promise<{ ok: true; seat: number } | SeatRefusal> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from card_rooms where id = ${room.id} for update`);
        const [mine] = await tx.select().from(cardRoomSeats).where(eq(cardRoomSeats.memberId, memberId));
        if (mine && mine.roomId !== room.id) return { ok: false, reason: 'seated', roomId: mine.roomId };
        if (mine) {
          await tx
            .update(cardRoomSeats)
            .set({ sessionId, seenAt: now })
            .where(eq(cardRoomSeats.memberId, memberId));
          return { ok: true, seat: mine.seat };
        }
        const taken = new Set(
          (
            await tx
              .select({ seat: cardRoomSeats.seat })
              .from(cardRoomSeats)
              .where(eq(cardRoomSeats.roomId, room.id))
          ).map((s) => s.seat),
        );
        let free = 1;
        while (taken.has(free)) free++;
        if (free > room.seats) return { ok: false, reason: 'full' };
        try {
          await tx.insert(cardRoomSeats).values({
            roomId: room.id,
            seat: free,
            memberId,
            sessionId,
            present: false,
            seenAt: now,
            seatedAt: now,
          });
        } catch (error) {
          // Seated at another room meanwhile (one seat per member).
          if (isUniqueViolation(error)) return { ok: false, reason: 'seated' };
          throw error;
        }
        return { ok: true, seat: free };
      });
    },

    /** The member's page connected (present) or left; answers whether the member is seated. */
    async setPresent(memberId: number, present: boolean, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(cardRoomSeats)
        .set({ present, seenAt: now })
        .where(eq(cardRoomSeats.memberId, memberId))
        .returning({ roomId: cardRoomSeats.roomId });
      return rows.length > 0;
    },

    async unseat(roomId: number, memberIds: number[], tx: Executor = db): Promise<number> {
      if (memberIds.length === 0) return 0;
      const rows = await tx
        .delete(cardRoomSeats)
        .where(and(eq(cardRoomSeats.roomId, roomId), inArray(cardRoomSeats.memberId, memberIds)))
        .returning({ memberId: cardRoomSeats.memberId });
      return rows.length;
    },

    /** Frees the room's seats whose page has been away since before `before`; answers how many. */
    async unseatAbsent(roomId: number, before: Date, tx: Executor = db): Promise<number> {
      const rows = await tx
        .delete(cardRoomSeats)
        .where(
          and(
            eq(cardRoomSeats.roomId, roomId),
            eq(cardRoomSeats.present, false),
            lt(cardRoomSeats.seenAt, before),
          ),
        )
        .returning({ memberId: cardRoomSeats.memberId });
      return rows.length;
    },

    /** Rooms the clock has work in: someone seated, or a round open. */
    async activeRoomIds(tx: Executor = db): Promise<number[]> {
      const rows = await rowsOf<{ id: unknown }>(
        tx,
        sql`select distinct room_id as id from card_room_seats
            union select room_id from card_room_rounds where phase in ('betting', 'dealing', 'dealt')
            order by 1`,
      );
      return rows.map((r) => Number(r.id));
    },

    async openRound(roomId: number, tx: Executor = db): Promise<RoundRow | undefined> {
      const [row] = await tx
        .select()
        .from(cardRoomRounds)
        .where(and(eq(cardRoomRounds.roomId, roomId), inArray(cardRoomRounds.phase, [...OPEN_PHASES])));
      return row;
    },

    /** The room's latest rounds, newest first. */
    async rounds(roomId: number, limit: number, tx: Executor = db): Promise<RoundRow[]> {
      return tx
        .select()
        .from(cardRoomRounds)
        .where(eq(cardRoomRounds.roomId, roomId))
        .orderBy(desc(cardRoomRounds.id))
        .limit(limit);
    },

    /** Opens a round; undefined when the room has an open round already (another run opened it). */
    async insertRound(
      row: typeof cardRoomRounds.$inferInsert,
      tx: Executor = db,
    ): Promise<RoundRow | undefined> {
      try {
        const [made] = await tx.insert(cardRoomRounds).values(row).returning();
        return made;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** A player's multiplier for the round: the first choice stands (answers false for a second). */
    async choose(roundId: number, memberId: number, multiplier: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(cardRoomChoices)
        .values({ roundId, memberId, multiplier })
        .onConflictDoNothing()
        .returning({ memberId: cardRoomChoices.memberId });
      return rows.length === 1;
    },

    async choices(roundId: number, tx: Executor = db): Promise<Map<number, number>> {
      const rows = await tx
        .select({ memberId: cardRoomChoices.memberId, multiplier: cardRoomChoices.multiplier })
        .from(cardRoomChoices)
        .where(eq(cardRoomChoices.roundId, roundId));
      return new Map(rows.map((r) => [r.memberId, r.multiplier]));
    },

    /** Moves a round from one phase to the next; false when it is no longer in `from` (another run moved it). */
    async movePhase(
      roundId: number,
      from: RoundRow['phase'],
      to: RoundRow['phase'],
      patch: Partial<Pick<RoundRow, 'outcome' | 'rake' | 'settledAt'>> = {},
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(cardRoomRounds)
        .set({ phase: to, ...patch })
        .where(and(eq(cardRoomRounds.id, roundId), eq(cardRoomRounds.phase, from)))
        .returning({ id: cardRoomRounds.id });
      return rows.length === 1;
    },

    /**
     * Takes the round's debits for one run until `until` (no other run holds them): false when another
     * run holds them, or the round has moved on.
     */
    async lease(roundId: number, now: Date, until: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(cardRoomRounds)
        .set({ leaseUntil: until })
        .where(
          and(
            eq(cardRoomRounds.id, roundId),
            eq(cardRoomRounds.phase, 'dealing'),
            or(isNull(cardRoomRounds.leaseUntil), lt(cardRoomRounds.leaseUntil, now)),
          ),
        )
        .returning({ id: cardRoomRounds.id });
      return rows.length === 1;
    },

    /** Writes the round's outcome while it stays in `phase`. */
    async setOutcome(roundId: number, phase: string, outcome: Record<string, unknown>, tx: Executor = db) {
      await tx
        .update(cardRoomRounds)
        .set({ outcome })
        .where(and(eq(cardRoomRounds.id, roundId), eq(cardRoomRounds.phase, phase)));
    },
  };
}
export type RoomsRepository = ReturnType<typeof createRoomsRepository>;

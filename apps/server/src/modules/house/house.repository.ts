import { and, desc, eq, gt, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { gameRounds, games, houseSessions, merchants, sessions, vendorCredentials } from '../../db/schema.js';

export type NewHouseSession = typeof houseSessions.$inferInsert;

/** A live game session with what playing needs: its brand's code and currency, and its game. */
export type HouseSessionRow = {
  id: number;
  merchantId: number;
  merchantCode: string;
  currency: string;
  defaultLanguage: string;
  /** Null for a visitor's demo session. */
  memberId: number | null;
  gameId: number;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  gameName: Record<string, string>;
  gameEnabled: boolean;
  minBet: bigint;
  engine: string;
  language: string;
  clientSeed: string;
  serverSeed: string;
  serverSeedHash: string;
  nonce: number;
  expiresAt: Date;
  /** `real` (the vendor wallet) or `demo` (the fun player's credits). */
  mode: 'real' | 'demo';
  funPlayerId: number | null;
};

export type HouseRoundRow = {
  roundId: string;
  status: string;
  stake: bigint;
  payout: bigint;
  detail: Record<string, unknown> | null;
  createdAt: Date;
  settledAt: Date | null;
};

export function createHouseRepository(db: Database) {
  const sessionColumns = {
    id: houseSessions.id,
    merchantId: houseSessions.merchantId,
    merchantCode: merchants.code,
    currency: merchants.currencySymbol,
    defaultLanguage: merchants.defaultLanguage,
    memberId: houseSessions.memberId,
    gameId: houseSessions.gameId,
    vendorCode: houseSessions.vendorCode,
    gameCode: houseSessions.gameCode,
    gameType: games.gameType,
    gameName: games.name,
    gameEnabled: games.enabled,
    minBet: games.minBet,
    engine: houseSessions.engine,
    language: houseSessions.language,
    clientSeed: houseSessions.clientSeed,
    serverSeed: houseSessions.serverSeed,
    serverSeedHash: houseSessions.serverSeedHash,
    nonce: houseSessions.nonce,
    expiresAt: houseSessions.expiresAt,
    mode: houseSessions.mode,
    funPlayerId: houseSessions.funPlayerId,
  };
  const sessionQuery = (tx: Executor) =>
    tx
      .select(sessionColumns)
      .from(houseSessions)
      .innerJoin(merchants, eq(merchants.id, houseSessions.merchantId))
      .innerJoin(games, eq(games.id, houseSessions.gameId));

  return {
    async insertSession(row: NewHouseSession, tx: Executor = db): Promise<number> {
      const [made] = await tx.insert(houseSessions).values(row).returning({ id: houseSessions.id });
      if (!made) throw new Error('game session not created');
      return made.id;
    },

    /**
     * The session of a token (by its hash) that has not expired, launched from a site session that is
     * still open (not revoked by a logout or a password change, not past its end); a visitor's demo
     * session has no site session.
     */
    async findSession(tokenHash: string, now: Date, tx: Executor = db): Promise<HouseSessionRow | undefined> {
      const [row] = await sessionQuery(tx)
        .leftJoin(
          sessions,
          and(
            eq(sessions.id, houseSessions.siteSessionId),
            eq(sessions.memberId, houseSessions.memberId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .where(
          and(
            eq(houseSessions.tokenHash, tokenHash),
            gt(houseSessions.expiresAt, now),
            or(
              isNotNull(sessions.id),
              and(eq(houseSessions.mode, 'demo'), isNull(houseSessions.siteSessionId)),
            ),
          ),
        );
      return row as HouseSessionRow | undefined;
    },

    async sessionById(id: number, tx: Executor = db): Promise<HouseSessionRow | undefined> {
      const [row] = await sessionQuery(tx).where(eq(houseSessions.id, id));
      return row as HouseSessionRow | undefined;
    },

    /** Changes the client seed only while the session is still at `nonce` (between rounds). */
    async setClientSeed(id: number, nonce: number, clientSeed: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(houseSessions)
        .set({ clientSeed })
        .where(and(eq(houseSessions.id, id), eq(houseSessions.nonce, nonce)))
        .returning({ id: houseSessions.id });
      return rows.length === 1;
    },

    /**
     * Moves the session past round `nonce`: the next nonce and a new committed server seed. Answers the
     * session's client seed, or null when another call already moved it (it is no longer at `nonce`).
     */
    async advance(
      id: number,
      nonce: number,
      next: { serverSeed: string; serverSeedHash: string },
      tx: Executor = db,
    ): Promise<{ clientSeed: string } | null> {
      const [row] = await tx
        .update(houseSessions)
        .set({ nonce: nonce + 1, serverSeed: next.serverSeed, serverSeedHash: next.serverSeedHash })
        .where(and(eq(houseSessions.id, id), eq(houseSessions.nonce, nonce)))
        .returning({ clientSeed: houseSessions.clientSeed });
      return row ?? null;
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

    async round(merchantId: number, vendorCode: string, roundId: string, tx: Executor = db) {
      const [row] = await tx
        .select({
          roundId: gameRounds.roundId,
          status: gameRounds.status,
          stake: gameRounds.stake,
          payout: gameRounds.payout,
          detail: gameRounds.detail,
          createdAt: gameRounds.createdAt,
          settledAt: gameRounds.settledAt,
        })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.merchantId, merchantId),
            eq(gameRounds.vendorCode, vendorCode),
            eq(gameRounds.roundId, roundId),
          ),
        );
      return row;
    },

    /** The member's rounds whose id starts with `prefix` (one game session's rounds), newest first. */
    async roundsOf(
      merchantId: number,
      memberId: number,
      vendorCode: string,
      prefix: string,
      limit: number,
      tx: Executor = db,
    ): Promise<HouseRoundRow[]> {
      const rows = await tx
        .select({
          roundId: gameRounds.roundId,
          status: gameRounds.status,
          stake: gameRounds.stake,
          payout: gameRounds.payout,
          detail: gameRounds.detail,
          createdAt: gameRounds.createdAt,
          settledAt: gameRounds.settledAt,
        })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.merchantId, merchantId),
            eq(gameRounds.memberId, memberId),
            eq(gameRounds.vendorCode, vendorCode),
            like(gameRounds.roundId, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          ),
        )
        .orderBy(desc(gameRounds.id))
        .limit(limit);
      return rows;
    },

    /** Ends a session now (tests and operators). */
    async expire(id: number, tx: Executor = db): Promise<void> {
      await tx
        .update(houseSessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(houseSessions.id, id));
    },
  };
}
export type HouseRepository = ReturnType<typeof createHouseRepository>;

import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  captchas,
  members,
  passwordResets,
  rateCounters,
  sessions,
  verificationCodes,
} from '../../db/schema.js';

export type SessionWithMember = {
  sessionId: number;
  memberId: number;
  merchantId: number;
  type: number;
  username: string;
  lastSeenAt: Date;
  expiresAt: Date;
  /** Opened from an unknown IP and not verified yet: nothing but verification is allowed. */
  verificationPending: boolean;
};

export function createAuthRepository(db: Database) {
  const selectSession = (tx: Executor) =>
    tx
      .select({
        sessionId: sessions.id,
        memberId: sessions.memberId,
        merchantId: sessions.merchantId,
        type: members.type,
        username: members.username,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        verificationPending: sessions.verificationPending,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          eq(sessions.merchantId, sql.placeholder('merchantId')),
          isNull(sessions.revokedAt),
        ),
      )
      .limit(1);
  // Every authenticated call runs this; a prepared statement skips building and planning it each time.
  const findSessionPrepared = selectSession(db).prepare('auth_find_session');

  return {
    async findSession(
      tokenHash: string,
      merchantId: number,
      tx?: Executor,
    ): Promise<SessionWithMember | undefined> {
      const [row] = await (tx ? selectSession(tx) : findSessionPrepared).execute({ tokenHash, merchantId });
      return row;
    },
    async createSession(
      values: {
        merchantId: number;
        memberId: number;
        tokenHash: string;
        ip: string;
        userAgent: string | null;
        expiresAt: Date;
        verificationPending?: boolean;
      },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(sessions).values(values);
    },
    async touchSession(sessionId: number, at: Date, tx: Executor = db): Promise<void> {
      await tx.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },
    async revokeSession(sessionId: number, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeMemberSessions(
      memberId: number,
      at: Date,
      exceptSessionId: number | null,
      tx: Executor = db,
    ): Promise<void> {
      const conditions = [eq(sessions.memberId, memberId), isNull(sessions.revokedAt)];
      if (exceptSessionId !== null) conditions.push(ne(sessions.id, exceptSessionId));
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(...conditions));
    },

    /** Clears the pending verification of a live session; false when it was not pending. */
    async clearVerificationPending(sessionId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(sessions)
        .set({ verificationPending: false })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.verificationPending, true), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      return rows.length === 1;
    },
    async findCaptcha(clientId: string, tx: Executor = db) {
      const [row] = await tx.select().from(captchas).where(eq(captchas.clientId, clientId)).limit(1);
      return row;
    },
    /** Stores this browser's proof-of-work challenge, replacing the one before. */
    async saveCaptcha(
      clientId: string,
      challenge: string,
      difficulty: number,
      issuedAt: Date,
      expiresAt: Date,
      tx: Executor = db,
    ): Promise<void> {
      const values = { answerHash: null, challenge, difficulty, issuedAt, expiresAt };
      await tx
        .insert(captchas)
        .values({ clientId, ...values })
        .onConflictDoUpdate({ target: captchas.clientId, set: values });
    },
    /** Takes the captcha out (single use, right or wrong) and answers what it was. */
    async takeCaptcha(clientId: string, tx: Executor = db) {
      const [row] = await tx.delete(captchas).where(eq(captchas.clientId, clientId)).returning();
      return row;
    },

    /**
     * Spends one unit of a fixed-window budget, atomically: answers false (nothing spent) when the window
     * already holds `limit`.
     */
    async spendBudget(key: string, windowStart: Date, limit: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(rateCounters)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateCounters.key, rateCounters.windowStart],
          set: { count: sql`${rateCounters.count} + 1` },
          setWhere: sql`${rateCounters.count} < ${limit}`,
        })
        .returning({ count: rateCounters.count });
      return rows.length === 1;
    },

    async latestCode(merchantId: number, purpose: string, destination: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantId, merchantId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.destination, destination),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row;
    },
    async insertCode(
      values: {
        merchantId: number;
        purpose: string;
        destination: string;
        codeHash: string;
        expiresAt: Date;
        createdAt: Date;
      },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(verificationCodes).values(values);
    },
    /** Reserves one try of a code before it is compared; false once `max` tries were made or it was used. */
    async reserveCodeAttempt(id: number, max: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.consumedAt),
            lt(verificationCodes.attempts, max),
          ),
        )
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
    /** Marks a code used; false when another request used it first. */
    async consumeCode(id: number, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    async insertReset(
      values: { tokenHash: string; merchantId: number; memberId: number; expiresAt: Date },
      tx: Executor = db,
    ) {
      await tx.insert(passwordResets).values(values);
    },
    async takeReset(tokenHash: string, merchantId: number, at: Date, tx: Executor = db) {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            eq(passwordResets.merchantId, merchantId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

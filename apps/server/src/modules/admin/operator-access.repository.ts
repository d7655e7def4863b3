import { and, asc, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { operatorSessions, operators, type OperatorRole } from '../../db/schema.js';
import { pageOffset } from '../../db/paging.js';

/** An operator of a brand as the owner's screens and the access checks read it. */
export type OperatorAccountRow = {
  id: number;
  username: string;
  role: OperatorRole;
  status: number;
  totpSecretSealed: string | null;
  totpEnabledAt: Date | null;
  createdAt: Date;
  lastLoginAt: Date | null;
};

const accountColumns = {
  id: operators.id,
  username: operators.username,
  role: operators.role,
  status: operators.status,
  totpSecretSealed: operators.totpSecretSealed,
  totpEnabledAt: operators.totpEnabledAt,
  createdAt: operators.createdAt,
  lastLoginAt: operators.lastLoginAt,
};

/** Operators' authenticators, login tickets, sessions ended together, and the owner's management. */
export function createOperatorAccessRepository(db: Database) {
  return {
    async findOperator(
      merchantId: number,
      id: number,
      tx: Executor = db,
    ): Promise<OperatorAccountRow | undefined> {
      const [row] = await tx
        .select(accountColumns)
        .from(operators)
        .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)))
        .limit(1);
      return row;
    },

    /** The operator row locked for a change (role, status, password) within `tx`. */
    async lockOperator(
      merchantId: number,
      id: number,
      tx: Executor,
    ): Promise<OperatorAccountRow | undefined> {
      const [row] = await tx
        .select(accountColumns)
        .from(operators)
        .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)))
        .for('update')
        .limit(1);
      return row;
    },

    /**
     * Locks every active owner of the brand and answers how many there are: two owners demoting each other
     * at once wait for one another, so the brand always keeps one.
     */
    async lockActiveOwners(merchantId: number, tx: Executor): Promise<number> {
      const rows = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(
          and(eq(operators.merchantId, merchantId), eq(operators.role, 'owner'), eq(operators.status, 1)),
        )
        .for('update');
      return rows.length;
    },

    /** A login ticket (a session waiting for its code) that is still good, with its operator. */
    async findTicket(tokenHash: string, merchantId: number, at: Date, tx: Executor = db) {
      const [row] = await tx
        .select({
          sessionId: operatorSessions.id,
          operatorId: operators.id,
          username: operators.username,
          usernameLower: operators.usernameLower,
          role: operators.role,
          totpSecretSealed: operators.totpSecretSealed,
          totpEnabledAt: operators.totpEnabledAt,
          lastLoginAt: operators.lastLoginAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            eq(operatorSessions.merchantId, merchantId),
            eq(operatorSessions.totpPending, true),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, at),
            eq(operators.status, 1),
          ),
        )
        .limit(1);
      return row;
    },

    /** Turns a ticket into a session under a new token, once: false when it was used or ended meanwhile. */
    async completeTicket(
      sessionId: number,
      values: { tokenHash: string; at: Date; expiresAt: Date },
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(operatorSessions)
        .set({
          tokenHash: values.tokenHash,
          totpPending: false,
          createdAt: values.at,
          lastSeenAt: values.at,
          expiresAt: values.expiresAt,
        })
        .where(
          and(
            eq(operatorSessions.id, sessionId),
            eq(operatorSessions.totpPending, true),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, values.at),
          ),
        )
        .returning({ id: operatorSessions.id });
      return rows.length === 1;
    },

    /** Takes a time step for the operator's codes; false when that step or a later one was used already. */
    async claimTotpStep(operatorId: number, step: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operators.id, operatorId),
            or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    async setTotp(
      operatorId: number,
      values: { totpSecretSealed: string | null; totpEnabledAt: Date | null; totpLastStep?: null },
      tx: Executor = db,
    ): Promise<void> {
      await tx.update(operators).set(values).where(eq(operators.id, operatorId));
    },

    /** Ends every live session and ticket of the operator; answers how many. */
    async revokeAllSessions(operatorId: number, at: Date, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(operatorSessions)
        .set({ revokedAt: at })
        .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
        .returning({ id: operatorSessions.id });
      return rows.length;
    },

    async page(merchantId: number, pageNo: number, pageSize: number, tx: Executor = db) {
      const [total] = await tx
        .select({ n: count() })
        .from(operators)
        .where(eq(operators.merchantId, merchantId));
      const rows = await tx
        .select(accountColumns)
        .from(operators)
        .where(eq(operators.merchantId, merchantId))
        .orderBy(asc(operators.id))
        .limit(pageSize)
        .offset(pageOffset({ pageNo, pageSize }));
      return { rows, totalCount: Number(total?.n ?? 0) };
    },

    /** A new operator; undefined when the name is taken in the brand (names are compared lower-cased). */
    async insert(
      values: { merchantId: number; username: string; passwordHash: string; role: OperatorRole },
      tx: Executor = db,
    ): Promise<OperatorAccountRow | undefined> {
      const [row] = await tx
        .insert(operators)
        .values({ ...values, usernameLower: values.username.toLowerCase() })
        .onConflictDoNothing()
        .returning(accountColumns);
      return row;
    },

    async update(
      operatorId: number,
      values: Partial<{ role: OperatorRole; status: number; passwordHash: string }>,
      tx: Executor = db,
    ): Promise<void> {
      await tx.update(operators).set(values).where(eq(operators.id, operatorId));
    },
  };
}
export type OperatorAccessRepository = ReturnType<typeof createOperatorAccessRepository>;

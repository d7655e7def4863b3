import { ACCOUNT_TYPES } from '@platform/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  auditLog,
  loginAttempts,
  memberMessages,
  members,
  operatorSessions,
  operators,
  type Localized,
  type OperatorRole,
} from '../../db/schema.js';
import { confirmFailure, reserveAttempt, type AttemptRule } from '../auth/index.js';
import { rowsOf } from '../../db/rows.js';
import { pageOffset } from '../../db/paging.js';

/**
 * Failed operator logins share the members' attempt counter, under a name no member login can take
 * (usernames never contain ':').
 */
const attemptName = (usernameLower: string) => `operator:${usernameLower}`;

export type OperatorSessionRow = {
  sessionId: number;
  operatorId: number;
  merchantId: number;
  username: string;
  role: OperatorRole;
  lastLoginAt: Date | null;
  totpEnabledAt: Date | null;
  lastSeenAt: Date;
  expiresAt: Date;
};

export type MessageContent = Localized<{ title: string; body: string }>;

export function createOperatorsRepository(db: Database) {
  return {
    async findByUsername(merchantId: number, username: string, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: operators.id,
          username: operators.username,
          passwordHash: operators.passwordHash,
          role: operators.role,
          status: operators.status,
          lastLoginAt: operators.lastLoginAt,
          totpEnabledAt: operators.totpEnabledAt,
        })
        .from(operators)
        .where(and(eq(operators.merchantId, merchantId), eq(operators.usernameLower, username.toLowerCase())))
        .limit(1);
      return row;
    },

    async recordLogin(operatorId: number, at: Date, tx: Executor = db): Promise<void> {
      await tx.update(operators).set({ lastLoginAt: at }).where(eq(operators.id, operatorId));
    },

    /**
     * Reserves one password check for the name before it is made (decision record 021): refused while the
     * name is locked or its last allowed checks are running. Concurrent logins cannot check more.
     */
    async reserveAttempt(merchantId: number, usernameLower: string, rule: AttemptRule, at: Date) {
      return reserveAttempt(db, merchantId, attemptName(usernameLower), rule, at);
    },

    /** A reserved check was wrong; the one reaching the rule's limit locks the name. Answers the lock's end. */
    async confirmFailure(
      merchantId: number,
      usernameLower: string,
      rule: AttemptRule,
      count: number,
      at: Date,
    ): Promise<Date | null> {
      return confirmFailure(db, merchantId, attemptName(usernameLower), rule, count, at);
    },

    async clearFailures(merchantId: number, usernameLower: string, tx: Executor = db): Promise<void> {
      await tx
        .delete(loginAttempts)
        .where(
          and(
            eq(loginAttempts.merchantId, merchantId),
            eq(loginAttempts.loginName, attemptName(usernameLower)),
          ),
        );
    },

    /**
     * Gives back one reserved attempt that was right but not the end of the login (the password of an
     * operator with an authenticator): the wrong codes before it still count towards the lock.
     */
    async releaseAttempt(merchantId: number, usernameLower: string, tx: Executor = db): Promise<void> {
      await tx
        .update(loginAttempts)
        .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
        .where(
          and(
            eq(loginAttempts.merchantId, merchantId),
            eq(loginAttempts.loginName, attemptName(usernameLower)),
          ),
        );
    },

    async createSession(
      values: {
        merchantId: number;
        operatorId: number;
        tokenHash: string;
        ip: string | null;
        at: Date;
        expiresAt: Date;
        /** A login ticket waiting for the authenticator code, not yet a session. */
        totpPending?: boolean;
      },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(operatorSessions).values({
        totpPending: values.totpPending ?? false,
        merchantId: values.merchantId,
        operatorId: values.operatorId,
        tokenHash: values.tokenHash,
        ip: values.ip,
        createdAt: values.at,
        lastSeenAt: values.at,
        expiresAt: values.expiresAt,
      });
    },

    /** A live (not revoked, not waiting for a code) session of an active operator of the brand. */
    async findSession(
      tokenHash: string,
      merchantId: number,
      tx: Executor = db,
    ): Promise<OperatorSessionRow | undefined> {
      const [row] = await tx
        .select({
          sessionId: operatorSessions.id,
          operatorId: operators.id,
          merchantId: operators.merchantId,
          username: operators.username,
          role: operators.role,
          lastLoginAt: operators.lastLoginAt,
          totpEnabledAt: operators.totpEnabledAt,
          lastSeenAt: operatorSessions.lastSeenAt,
          expiresAt: operatorSessions.expiresAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            eq(operatorSessions.merchantId, merchantId),
            isNull(operatorSessions.revokedAt),
            eq(operatorSessions.totpPending, false),
            eq(operators.status, 1),
          ),
        )
        .limit(1);
      return row;
    },

    async touchSession(sessionId: number, at: Date, tx: Executor = db): Promise<void> {
      await tx.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.id, sessionId));
    },

    async revokeSession(sessionId: number, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: at })
        .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
    },

    async findMember(merchantId: number, username: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.usernameLower, username.toLowerCase())))
        .limit(1);
      return row;
    },

    async postMessage(
      merchantId: number,
      memberId: number,
      content: MessageContent,
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(memberMessages).values({ merchantId, memberId, kind: 'platform', content });
    },

    /**
     * The message to every active member of the brand, in one statement: a broadcast is marketing, so trial
     * accounts and members in a time-out or exclusion (responsible gaming) are left out.
     */
    async postMessageToAll(merchantId: number, content: MessageContent, tx: Executor = db): Promise<number> {
      const [row] = await rowsOf<{ n: number | string }>(
        tx,
        sql`with sent as (
              insert into member_messages (merchant_id, member_id, kind, content)
              select m.merchant_id, m.id, 'platform', ${JSON.stringify(content)}::jsonb from members m
              where m.merchant_id = ${merchantId} and m.status = 1 and m.type <> ${ACCOUNT_TYPES.trial}
                and not exists (select 1 from rg_settings r where r.member_id = m.id and r.excluded_until > now())
              returning 1
            )
            select count(*) as n from sent`,
      );
      return Number(row?.n ?? 0);
    },

    async auditPage(merchantId: number, pageNo: number, pageSize: number, tx: Executor = db) {
      const [total] = await tx
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.merchantId, merchantId));
      const rows = await tx
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          event: auditLog.event,
          operator: operators.username,
          member: members.username,
          ip: auditLog.ip,
          detail: auditLog.detail,
        })
        .from(auditLog)
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .leftJoin(members, eq(members.id, auditLog.memberId))
        .where(eq(auditLog.merchantId, merchantId))
        .orderBy(desc(auditLog.id))
        .limit(pageSize)
        .offset(pageOffset({ pageNo, pageSize }));
      return { rows, totalCount: Number(total?.n ?? 0) };
    },
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;

import {
  ERROR_CODES,
  type OperatorAccount,
  type OperatorAccountList,
  type OperatorCreateRequest,
  type OperatorUpdateRequest,
} from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { OperatorRole } from '../../db/schema.js';
import type { Origin } from '../../lib/context.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { pageCount } from '../../db/paging.js';
import type { ModuleDeps } from '../module-deps.js';
import type { OperatorAccessRepository, OperatorAccountRow } from './operator-access.repository.js';
import type { OperatorSession } from './operator-auth.service.js';

type Deps = {
  db: Database;
  access: OperatorAccessRepository;
  audit: ModuleDeps['audit'];
  now: () => Date;
};

const ACTIVE = 1;
const DISABLED = 0;

const accountOf = (row: OperatorAccountRow): OperatorAccount => ({
  id: row.id,
  username: row.username,
  role: row.role,
  active: row.status === ACTIVE,
  totpEnabled: row.totpEnabledAt !== null,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

/**
 * The brand's operators, managed by owners (the role matrix lets only owners call): create, change the
 * role, disable and enable, reset the password. A disabled operator's sessions end at once, as do a
 * reset password's; the brand always keeps one active owner. Each change writes one audit row with the
 * changed fields before and after, in its transaction.
 */
export function createOperatorsAdmin({ db, access, audit, now }: Deps) {
  const record = (
    operator: OperatorSession,
    origin: Origin,
    event: string,
    detail: Record<string, unknown>,
    tx: Executor,
  ) =>
    audit.write(
      {
        merchantId: operator.merchantId,
        memberId: null,
        operatorId: operator.operatorId,
        event,
        ip: origin.ip,
        detail,
      },
      tx,
    );

  return {
    async list(operator: OperatorSession, pageNo: number, pageSize: number): Promise<OperatorAccountList> {
      const { rows, totalCount } = await access.page(operator.merchantId, pageNo, pageSize);
      return {
        list: rows.map(accountOf),
        pageNo,
        pageSize,
        totalCount,
        totalPages: pageCount(totalCount, { pageSize }),
      };
    },

    async create(
      operator: OperatorSession,
      input: OperatorCreateRequest,
      origin: Origin,
    ): Promise<OperatorAccount> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const row = await access.insert(
          { merchantId: operator.merchantId, username: input.username, passwordHash, role: input.role },
          tx,
        );
        if (!row) {
          throw conflict(
            ERROR_CODES.usernameTaken,
            `username: ${input.username} is already an operator here.`,
            {
              field: 'username',
            },
          );
        }
        await record(
          operator,
          origin,
          'operator.create',
          {
            target: { id: row.id, username: row.username },
            before: null,
            after: { username: row.username, role: row.role, active: true },
          },
          tx,
        );
        return accountOf(row);
      });
    },

    /** Changes the role and/or the status; answers the operator as it is after. */
    async update(
      operator: OperatorSession,
      id: number,
      input: OperatorUpdateRequest,
      origin: Origin,
    ): Promise<OperatorAccount> {
      return db.transaction(async (tx) => {
        // Owners first, then the target, always in that order: concurrent changes wait, never deadlock.
        const owners = await access.lockActiveOwners(operator.merchantId, tx);
        const row = await access.lockOperator(operator.merchantId, id, tx);
        if (!row) throw notFound(`id: no operator ${id} in this brand.`);
        const role: OperatorRole = input.role ?? row.role;
        const status = input.active === undefined ? row.status : input.active ? ACTIVE : DISABLED;
        const wasActiveOwner = row.role === 'owner' && row.status === ACTIVE;
        const staysActiveOwner = role === 'owner' && status === ACTIVE;
        if (wasActiveOwner && !staysActiveOwner && owners <= 1) {
          throw forbidden(
            ERROR_CODES.forbidden,
            `${row.username} is the last active owner of the brand: make another owner first.`,
          );
        }
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (role !== row.role) {
          before.role = row.role;
          after.role = role;
        }
        if (status !== row.status) {
          before.active = row.status === ACTIVE;
          after.active = status === ACTIVE;
        }
        if (Object.keys(after).length === 0) return accountOf(row);
        await access.update(row.id, { role, status }, tx);
        // A disabled operator is signed out everywhere at once; a changed role takes effect on the next call.
        const ended = status === DISABLED ? await access.revokeAllSessions(row.id, now(), tx) : 0;
        await record(
          operator,
          origin,
          'operator.update',
          { target: { id: row.id, username: row.username }, before, after, sessionsEnded: ended },
          tx,
        );
        return accountOf({ ...row, role, status });
      });
    },

    /** A new password set by an owner; the operator's sessions end (it signs in with the new one). */
    async resetPassword(
      operator: OperatorSession,
      id: number,
      password: string,
      origin: Origin,
    ): Promise<OperatorAccount> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const row = await access.lockOperator(operator.merchantId, id, tx);
        if (!row) throw notFound(`id: no operator ${id} in this brand.`);
        await access.update(row.id, { passwordHash }, tx);
        const ended = await access.revokeAllSessions(row.id, now(), tx);
        await record(
          operator,
          origin,
          'operator.password.reset',
          {
            target: { id: row.id, username: row.username },
            before: { password: 'set' },
            after: { password: 'reset' },
            sessionsEnded: ended,
          },
          tx,
        );
        return accountOf(row);
      });
    },

    /**
     * Removes the operator's authenticator (a lost phone): its sessions and login tickets end, and it logs
     * in with the password alone, enrolling again where its role requires one.
     */
    async resetTotp(operator: OperatorSession, id: number, origin: Origin): Promise<OperatorAccount> {
      return db.transaction(async (tx) => {
        const row = await access.lockOperator(operator.merchantId, id, tx);
        if (!row) throw notFound(`id: no operator ${id} in this brand.`);
        if (!row.totpSecretSealed && !row.totpEnabledAt) return accountOf(row);
        // The used steps were of the old secret: a new one starts afresh.
        await access.setTotp(row.id, { totpSecretSealed: null, totpEnabledAt: null, totpLastStep: null }, tx);
        const ended = await access.revokeAllSessions(row.id, now(), tx);
        await record(
          operator,
          origin,
          'operator.totp.reset',
          {
            target: { id: row.id, username: row.username },
            before: { totpEnabled: row.totpEnabledAt !== null },
            after: { totpEnabled: false },
            sessionsEnded: ended,
          },
          tx,
        );
        return accountOf({ ...row, totpSecretSealed: null, totpEnabledAt: null });
      });
    },
  };
}
export type OperatorsAdmin = ReturnType<typeof createOperatorsAdmin>;

import {
  ADMIN_MEMBERS_ERRORS,
  DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
  ERROR_CODES,
  majorToMinor,
  minorToMajor,
  type Adjustment,
  type AdjustmentRequest,
} from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import { pageFields, type PageRequest } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../../lib/errors.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { AdjustmentRecord } from './adjustments.repository.js';
import { iso, memberOfBrand, operatorAudit, type AreaRepository } from './shared.js';

type Deps = {
  db: Database;
  repo: AreaRepository;
  audit: ModuleDeps['audit'];
  ledger: Pick<ModuleDeps['ledger'], 'transfer' | 'memberAccountId'>;
};

/** Roles whose adjustments at or below the threshold apply at once, and who approve the others. */
const APPROVER_ROLES: readonly string[] = ['owner', 'finance'];

/** The brand's approval threshold for manual adjustments, in minor units (`backOffice.adjustmentApprovalThreshold`). */
export function adjustmentThreshold(brand: Brand): bigint {
  const configured = (brand.settings as { backOffice?: { adjustmentApprovalThreshold?: unknown } }).backOffice
    ?.adjustmentApprovalThreshold;
  const major =
    typeof configured === 'number' && Number.isFinite(configured) && configured >= 0
      ? configured
      : DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD;
  return BigInt(Math.round(major * 100));
}

/**
 * Manual adjustments of a member's main balance through the ledger, with maker-checker approval above the
 * brand's threshold (and for every request support makes).
 */
export function createAdjustments({ db, repo, audit, ledger }: Deps) {
  const write = operatorAudit(audit);
  const memberOf = (brand: Brand, memberId: number, tx: Executor = db) =>
    memberOfBrand(repo, brand, memberId, tx);

  const adjustmentView = (a: AdjustmentRecord): Adjustment => ({
    id: a.id,
    memberId: a.memberId,
    username: a.username,
    direction: a.direction,
    amount: minorToMajor(a.amount),
    reason: a.reason,
    status: a.status,
    requestedBy: a.requestedByName,
    requestedRole: (a.requestedRole as Adjustment['requestedRole']) ?? null,
    decidedBy: a.decidedByName,
    decidedAt: iso(a.decidedAt),
    decisionNote: a.decisionNote,
    transferId: a.transferId,
    balanceAfter: a.balanceAfter === null ? null : minorToMajor(a.balanceAfter),
    createdAt: a.createdAt.toISOString(),
  });

  function mustApprove(operator: OperatorActor, what: string) {
    if (!APPROVER_ROLES.includes(operator.role))
      throw forbidden(ERROR_CODES.forbidden, `The ${operator.role} role may not ${what}.`);
  }

  /** Moves an adjustment's money through the ledger; a debit above the main balance is refused (422). */
  async function move(
    merchantId: number,
    adjustmentId: number,
    a: { memberId: number; direction: string; amount: bigint },
    tx: Executor,
  ) {
    const member = await ledger.memberAccountId(tx, merchantId, a.memberId);
    const before = await repo.lockMainBalance(member, tx);
    if (a.direction === 'debit' && a.amount > before)
      throw unprocessable(
        ADMIN_MEMBERS_ERRORS.adjustmentBalance,
        `amount: a debit of ${minorToMajor(a.amount).toFixed(2)} would take the main balance ` +
          `(${minorToMajor(before).toFixed(2)}) below zero.`,
        { field: 'amount' },
      );
    const house = await repo.adjustmentAccountId(merchantId, tx);
    const transfer = await ledger.transfer(tx, {
      merchantId,
      debitAccountId: a.direction === 'credit' ? house : member,
      creditAccountId: a.direction === 'credit' ? member : house,
      amount: a.amount,
      kind: 'adjustment',
      reference: `adjustment ${adjustmentId}`,
      idempotencyKey: `adjustment:${adjustmentId}`,
    });
    const after = a.direction === 'credit' ? transfer.creditBalanceAfter : transfer.debitBalanceAfter;
    return { transferId: transfer.id, before, after };
  }

  async function decideAdjustment(
    operator: OperatorActor,
    id: number,
    decision: 'approve' | 'reject',
    note: string | null,
    ip: string | null,
    tx: Executor,
  ): Promise<Adjustment> {
    const merchantId = operator.merchantId;
    mustApprove(operator, 'decide manual adjustments');
    const row = await repo.adjustment(merchantId, id, tx, true);
    if (!row) throw notFound(`No adjustment ${id} in this brand.`);
    if (row.status !== 'pending')
      throw conflict(ADMIN_MEMBERS_ERRORS.adjustmentDecided, `Adjustment ${id} is ${row.status} already.`);
    if (row.requestedBy === operator.operatorId)
      throw conflict(
        ADMIN_MEMBERS_ERRORS.adjustmentOwnRequest,
        `Adjustment ${id}: the operator who requested an adjustment never decides it (maker-checker).`,
      );
    let moved: { transferId: number; before: bigint; after: bigint } | null = null;
    if (decision === 'approve') moved = await move(merchantId, id, row, tx);
    const status = decision === 'approve' ? 'approved' : 'rejected';
    if (
      !(await repo.decideAdjustment(
        id,
        { status, decidedBy: operator.operatorId, note, transferId: moved?.transferId ?? null },
        tx,
      ))
    )
      throw conflict(ADMIN_MEMBERS_ERRORS.adjustmentDecided, `Adjustment ${id} is decided already.`);
    await write(
      operator,
      row.memberId,
      `member.adjustment.${decision}`,
      ip,
      {
        id,
        direction: row.direction,
        amount: minorToMajor(row.amount),
        note,
        before: { status: 'pending', balance: moved ? minorToMajor(moved.before) : null },
        after: {
          status,
          balance: moved ? minorToMajor(moved.after) : null,
          transferId: moved?.transferId ?? null,
        },
      },
      tx,
    );
    const decided = await repo.adjustment(merchantId, id, tx);
    if (!decided) throw new Error('adjustment vanished');
    return adjustmentView(decided);
  }

  return {
    /**
     * A manual adjustment of the member's main balance. Owner and finance at or below the brand's threshold:
     * applied at once through the ledger. Above it, or made by support: a pending request that another
     * operator (owner, finance) approves or rejects.
     */
    async adjust(
      operator: OperatorActor,
      brand: Brand,
      memberId: number,
      input: AdjustmentRequest,
      origin: Origin,
    ): Promise<Adjustment> {
      const amount = majorToMinor(input.amount);
      const threshold = adjustmentThreshold(brand);
      const immediate = APPROVER_ROLES.includes(operator.role) && amount <= threshold;
      const id = await db.transaction(async (tx) => {
        const member = await memberOf(brand, memberId, tx);
        if (!immediate && input.direction === 'debit') {
          const balance = await repo.lockMainBalance(
            await ledger.memberAccountId(tx, brand.id, member.id),
            tx,
          );
          if (amount > balance)
            throw unprocessable(
              ADMIN_MEMBERS_ERRORS.adjustmentBalance,
              `amount: a debit of ${input.amount.toFixed(2)} would take the main balance ` +
                `(${minorToMajor(balance).toFixed(2)}) below zero.`,
              { field: 'amount' },
            );
        }
        const adjustmentId = await repo.insertAdjustment(
          {
            merchantId: brand.id,
            memberId: member.id,
            direction: input.direction,
            amount,
            reason: input.reason,
            status: immediate ? 'applied' : 'pending',
            requestedBy: operator.operatorId,
          },
          tx,
        );
        const moved = immediate
          ? await move(
              brand.id,
              adjustmentId,
              { memberId: member.id, direction: input.direction, amount },
              tx,
            )
          : null;
        if (moved) await repo.setAdjustmentTransfer(adjustmentId, moved.transferId, tx);
        await write(
          operator,
          member.id,
          immediate ? 'member.adjustment.apply' : 'member.adjustment.request',
          origin.ip,
          {
            id: adjustmentId,
            direction: input.direction,
            amount: input.amount,
            reason: input.reason,
            threshold: minorToMajor(threshold),
            before: moved ? { balance: minorToMajor(moved.before) } : null,
            after: moved
              ? { status: 'applied', balance: minorToMajor(moved.after), transferId: moved.transferId }
              : { status: 'pending' },
          },
          tx,
        );
        return adjustmentId;
      });
      const row = await repo.adjustment(brand.id, id);
      if (!row) throw new Error('adjustment vanished');
      return adjustmentView(row);
    },

    async adjustments(brand: Brand, filter: { status?: string; memberId?: number }, page: PageRequest) {
      if (filter.memberId !== undefined) await memberOf(brand, filter.memberId);
      const { rows, total } = await repo.adjustments(brand.id, filter, page);
      return {
        list: rows.map(adjustmentView),
        ...pageFields(page, total),
        threshold: minorToMajor(adjustmentThreshold(brand)),
      };
    },

    /** Approves or rejects a pending adjustment in its own transaction (or the caller's: the queue). */
    decide(
      operator: OperatorActor,
      id: number,
      decision: 'approve' | 'reject',
      note: string | null,
      ip: string | null,
      tx?: Executor,
    ): Promise<Adjustment> {
      if (decision === 'reject' && !note?.trim())
        throw badRequest(ERROR_CODES.validation, 'note: a rejection needs a reason.', { field: 'note' });
      return tx
        ? decideAdjustment(operator, id, decision, note, ip, tx)
        : db.transaction((t) => decideAdjustment(operator, id, decision, note, ip, t));
    },

    /** The pending requests and decided adjustments of the brand (the operator queue lists them). */
    async adjustmentPage(merchantId: number, status: string | undefined, page: PageRequest) {
      return repo.adjustments(merchantId, { status }, page);
    },

    adjustmentView,
  };
}
export type Adjustments = ReturnType<typeof createAdjustments>;

import {
  ERROR_CODES,
  formatMoney,
  majorToMinor,
  minorToMajor,
  type UplineInfo,
  type UplineTransferRequest,
  type UplineTransferResult,
  maskUsername,
} from '@platform/contracts';
import type { Database } from '../../../db/client.js';
import { conflict, notFound, unprocessable } from '../../../lib/errors.js';
import type { Actor } from '../../../lib/context.js';
import type { PaymentPasswordCheck } from '../../security/index.js';
import type { BonusLockService } from '../../rewards/index.js';
import type { MemberInbox } from '../../rewards/index.js';
import type { Brand } from '../../../lib/context.js';
import { DuplicateTransfer, type Ledger, type TransferRow } from '../../wallet/index.js';
import { refuseFrozen } from './frozen.js';
import { paymentSettingsOf } from './settings.js';
import type { MemberRow, WithdrawalsRepository } from './withdrawals.repository.js';
import type { AuditRepository } from '../../audit/index.js';

type Deps = {
  bonusLock: BonusLockService;
  audit: AuditRepository;
  paymentPassword: PaymentPasswordCheck;
  inbox: MemberInbox;
  db: Database;
  ledger: Ledger;
  repo: WithdrawalsRepository;
};

const ACTIVE = 1;

export function createUplineService({ db, ledger, repo, inbox, paymentPassword, audit, bonusLock }: Deps) {
  const noUpline = () => unprocessable(ERROR_CODES.uplineNone, 'You have no upline agent to transfer to.');

  /** The member's upline: of the same brand and active, or a clear refusal. */
  async function uplineOf(brand: Brand, member: MemberRow): Promise<MemberRow> {
    if (member.uplineId === null) throw noUpline();
    const upline = await repo.member(member.uplineId);
    if (!upline || upline.merchantId !== brand.id) throw noUpline();
    if (upline.status !== ACTIVE)
      throw unprocessable(ERROR_CODES.uplineUnavailable, 'Your upline cannot receive transfers now.');
    return upline;
  }

  async function self(actor: Actor): Promise<MemberRow> {
    const member = await repo.member(actor.memberId);
    if (!member) throw notFound('The member does not exist.', ERROR_CODES.notFound);
    return member;
  }

  return {
    async info(brand: Brand, actor: Actor): Promise<UplineInfo> {
      const member = await self(actor);
      const settings = paymentSettingsOf(brand.settings);
      const upline = member.uplineId === null ? undefined : await repo.member(member.uplineId);
      const accountId = await ledger.memberAccountId(db, brand.id, actor.memberId);
      const balance = await repo.balanceOf(accountId);
      return {
        currencySymbol: brand.currencySymbol,
        upline: upline && upline.merchantId === brand.id ? maskUsername(upline.username) : null,
        balance: minorToMajor(balance),
        min: settings.uplineTransferMin,
        max: settings.uplineTransferMax,
        hasPaymentPassword: member.hasPaymentPassword,
        bonusLock: bonusLock.view(await bonusLock.of(db, brand.id, actor.memberId, balance)),
      };
    },

    /**
     * Money from the member's main wallet to the upline's, one ledger transfer. A request id sent again
     * (a retry after a lost answer) finds the first transfer and moves nothing.
     */
    async transfer(
      brand: Brand,
      actor: Actor,
      request: UplineTransferRequest,
      ip: string | null,
    ): Promise<UplineTransferResult> {
      const member = await self(actor);
      refuseFrozen(member);
      const upline = await uplineOf(brand, member);
      const settings = paymentSettingsOf(brand.settings);
      const amount = majorToMinor(request.amount);
      if (amount < majorToMinor(settings.uplineTransferMin))
        throw unprocessable(
          ERROR_CODES.uplineBelowMin,
          `amount: the smallest transfer is ${formatMoney(settings.uplineTransferMin)}.`,
          { min: settings.uplineTransferMin },
        );
      if (amount > majorToMinor(settings.uplineTransferMax))
        throw unprocessable(
          ERROR_CODES.uplineAboveMax,
          `amount: the largest transfer is ${formatMoney(settings.uplineTransferMax)}.`,
          { max: settings.uplineTransferMax },
        );
      await paymentPassword.check(actor.memberId, request.paymentPassword);
      const key = `upline:${actor.memberId}:${request.requestId}`;
      const masked = maskUsername(upline.username);
      // Shown to the member in their records: the upline's name masked, as everywhere on the site.
      const reference = `${member.username} -> ${masked}`;

      const answer = (t: TransferRow, replayed: boolean): UplineTransferResult => ({
        amount: minorToMajor(t.amount),
        upline: masked,
        balance: minorToMajor(t.debitBalanceAfter),
        reference: t.reference,
        replayed,
      });

      try {
        const transfer = await db.transaction(async (tx) => {
          const t = await ledger.transfer(tx, {
            merchantId: brand.id,
            debitAccountId: await ledger.memberAccountId(tx, brand.id, member.id),
            creditAccountId: await ledger.memberAccountId(tx, brand.id, upline.id),
            amount,
            kind: 'upline_transfer',
            reference,
            idempotencyKey: key,
          });
          // Bonus money short of its turnover stays (decision 019): the ledger holds the wallet row's lock.
          await bonusLock.checkWithdrawable(tx, brand.id, member.id, t.debitBalanceAfter + amount, amount);
          await inbox.post(tx, {
            merchantId: brand.id,
            memberId: upline.id,
            kind: 'transfer',
            template: 'upline.received',
            params: { amount: formatMoney(request.amount), from: member.username },
          });
          await audit.write(
            {
              merchantId: brand.id,
              memberId: member.id,
              event: 'upline.transfer',
              ip,
              detail: { amount: request.amount, uplineId: upline.id, transferId: t.id },
            },
            tx,
          );
          return t;
        });
        const accountId = await ledger.memberAccountId(db, brand.id, member.id);
        return { ...answer(transfer, false), balance: minorToMajor(await repo.balanceOf(accountId)) };
      } catch (error) {
        if (!(error instanceof DuplicateTransfer)) throw error;
        const original = await ledger.findByKey(brand.id, key);
        if (!original) throw error;
        if (original.amount !== amount)
          throw conflict(
            ERROR_CODES.idempotencyConflict,
            'requestId: this request id was already used for a transfer of another amount; draw a new one.',
            { field: 'requestId' },
          );
        const accountId = await ledger.memberAccountId(db, brand.id, member.id);
        return { ...answer(original, true), balance: minorToMajor(await repo.balanceOf(accountId)) };
      }
    },
  };
}
export type UplineService = ReturnType<typeof createUplineService>;

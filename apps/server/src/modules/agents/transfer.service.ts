import {
  AGENT_ERRORS,
  ERROR_CODES,
  formatMoney,
  majorToMinor,
  minorToMajor,
  type AgentTransferRequest,
  type AgentTransferResult,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import type { Actor, Brand } from '../../lib/context.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import type { AuditRepository } from '../audit/index.js';
import type { ResponsibleGuard } from '../responsible/index.js';
import type { BonusLockService, MemberInbox } from '../rewards/index.js';
import type { PaymentPasswordCheck } from '../security/index.js';
import { DuplicateTransfer, type Ledger, type TransferRow } from '../wallet/index.js';
import type { AgentAccess } from './access.js';
import { agentSettingsOf } from './settings.js';
import type { TeamRepository } from './team.repository.js';

type Deps = {
  db: Database;
  ledger: Ledger;
  access: AgentAccess;
  team: Pick<TeamRepository, 'member' | 'mainBalance'>;
  paymentPassword: PaymentPasswordCheck;
  bonusLock: BonusLockService;
  inbox: MemberInbox;
  audit: AuditRepository;
  /** A downline in a time-out or exclusion receives no money to play with (responsible gaming). */
  responsible: Pick<ResponsibleGuard, 'isExcluded'>;
};

/** The ledger kind of an agent's transfer to a direct downline. */
export const AGENT_TRANSFER_KIND = 'agent_transfer';

/** Money from an agent's main wallet to a direct downline's: one ledger transfer, once per request id. */
export function createTransferService({
  db,
  ledger,
  access,
  team,
  paymentPassword,
  bonusLock,
  inbox,
  audit,
  responsible,
}: Deps) {
  return {
    async transfer(
      brand: Brand,
      actor: Actor,
      request: AgentTransferRequest,
      ip: string | null,
    ): Promise<AgentTransferResult> {
      const agent = await access.agent(brand, actor);
      if (agent.frozenAt)
        throw forbidden(
          AGENT_ERRORS.agentFrozen,
          'Your account is frozen for an unpaid dividend: transfers are not possible until it is paid.',
        );
      const level = await access.levelOf(agent, request.memberId, 1);
      if (level !== 1)
        throw unprocessable(
          AGENT_ERRORS.agentTransferNotDirect,
          'memberId: money can be sent to your direct downlines only.',
          { field: 'memberId' },
        );
      const receiver = await team.member(request.memberId);
      if (!receiver) throw new Error('a member of the tree without its row');
      if (await responsible.isExcluded(receiver.id))
        throw forbidden(
          ERROR_CODES.rgExcluded,
          `memberId: ${receiver.username} is in a time-out or self-exclusion and cannot receive money until it ends.`,
        );
      const settings = agentSettingsOf(brand.settings);
      const amount = majorToMinor(request.amount);
      if (amount < majorToMinor(settings.transferMin))
        throw unprocessable(
          AGENT_ERRORS.agentTransferBelowMin,
          `amount: the smallest transfer is ${formatMoney(settings.transferMin)}.`,
          { field: 'amount', min: settings.transferMin },
        );
      if (amount > majorToMinor(settings.transferMax))
        throw unprocessable(
          AGENT_ERRORS.agentTransferAboveMax,
          `amount: the largest transfer is ${formatMoney(settings.transferMax)}.`,
          { field: 'amount', max: settings.transferMax },
        );
      await paymentPassword.check(agent.id, request.paymentPassword);
      const key = `agent:${agent.id}:${request.requestId}`;

      const answer = async (t: TransferRow, replayed: boolean): Promise<AgentTransferResult> => ({
        amount: minorToMajor(t.amount),
        username: receiver.username,
        balance: minorToMajor(await team.mainBalance(agent.id)),
        reference: t.reference,
        replayed,
      });

      try {
        const transfer = await db.transaction(async (tx) => {
          const creditAccountId = await ledger.memberAccountId(tx, brand.id, receiver.id);
          const t = await ledger.transfer(tx, {
            merchantId: brand.id,
            debitAccountId: await ledger.memberAccountId(tx, brand.id, agent.id),
            creditAccountId,
            amount,
            kind: AGENT_TRANSFER_KIND,
            reference: `${agent.username} -> ${receiver.username}`,
            idempotencyKey: key,
          });
          // Bonus money short of its turnover stays (decision 019): the ledger holds the wallet row's lock.
          await bonusLock.checkWithdrawable(tx, brand.id, agent.id, t.debitBalanceAfter + amount, amount);
          await inbox.post(tx, {
            merchantId: brand.id,
            memberId: receiver.id,
            kind: 'transfer',
            template: 'upline.received',
            params: { amount: formatMoney(request.amount), from: agent.username },
          });
          await audit.write(
            {
              merchantId: brand.id,
              memberId: agent.id,
              event: 'agent.transfer',
              ip,
              detail: { amount: request.amount, memberId: receiver.id, transferId: t.id },
            },
            tx,
          );
          return t;
        });
        return await answer(transfer, false);
      } catch (error) {
        if (!(error instanceof DuplicateTransfer)) throw error;
        const original = await ledger.findByKey(brand.id, key);
        if (!original) throw error;
        const sameReceiver =
          original.creditAccountId === (await ledger.memberAccountId(db, brand.id, receiver.id));
        if (original.amount !== amount || !sameReceiver)
          throw conflict(
            ERROR_CODES.idempotencyConflict,
            'requestId: this request id was already used for another transfer; draw a new one.',
            { field: 'requestId' },
          );
        return answer(original, true);
      }
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;

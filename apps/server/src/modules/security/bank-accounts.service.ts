import {
  BANKS,
  BANK_ACCOUNT_MAX,
  ERROR_CODES,
  type AddBankAccountRequest,
  type BankAccount,
  type BankAccountList,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Sealer } from '../../lib/sealed.js';
import type { Actor, Origin } from '../../lib/context.js';
import type { AuditRepository } from '../audit/index.js';
import type { PaymentPasswordCheck } from './payment-password.service.js';
import type { BankAccountRow, BankAccountsRepository } from './bank-accounts.repository.js';

type Deps = {
  paymentPassword: PaymentPasswordCheck;
  db: Database;
  repo: BankAccountsRepository;
  audit: AuditRepository;
  sealer: Pick<Sealer, 'seal' | 'keyedHash'>;
  now: () => Date;
};

const toBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  bankCode: row.bankCode,
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumber: `****${row.accountNumberLast4}`,
  createdAt: row.createdAt.toISOString(),
});

const noSuchAccount = () => notFound('id: no such bank account of yours.', ERROR_CODES.notFound);
const duplicate = () =>
  conflict(ERROR_CODES.bankAccountDuplicate, 'accountNumber: this bank account is already added.', {
    field: 'accountNumber',
  });

/** Where withdrawals are paid: at most five accounts per member, numbers sealed, shown as `****1234`. */
export function createBankAccountsService({ db, repo, audit, sealer, now, paymentPassword }: Deps) {
  return {
    banks: () => BANKS.map((b) => ({ code: b.code, name: b.name })),

    async list(actor: Actor): Promise<BankAccountList> {
      const rows = await repo.list(actor.merchantId, actor.memberId);
      return { list: rows.map(toBankAccount), max: BANK_ACCOUNT_MAX };
    },

    async add(actor: Actor, input: AddBankAccountRequest, origin: Origin): Promise<BankAccount> {
      const bank = BANKS.find((b) => b.code === input.bankCode);
      if (!bank)
        throw badRequest(ERROR_CODES.bankUnknown, `bankCode: ${input.bankCode} is not a bank of this site.`, {
          field: 'bankCode',
        });
      const number = input.accountNumber.trim();
      const numberHash = sealer.keyedHash(`${bank.code}:${number}`);
      const sealed = sealer.seal(number);
      // Checked outside the transaction: a wrong one must stay counted when the transaction rolls back.
      await paymentPassword.check(actor.memberId, input.paymentPassword, origin);
      return await db.transaction(async (tx) => {
        // One member's additions queue here, so the limit holds when two arrive at once.
        await repo.lockMember(actor.memberId, tx);
        if ((await repo.countActive(actor.merchantId, actor.memberId, tx)) >= BANK_ACCOUNT_MAX)
          throw unprocessable(
            ERROR_CODES.bankAccountLimit,
            `At most ${BANK_ACCOUNT_MAX} bank accounts; remove one first.`,
          );
        if (await repo.findActiveByHash(actor.merchantId, actor.memberId, bank.code, numberHash, tx))
          throw duplicate();
        const row = await repo.insert(
          {
            merchantId: actor.merchantId,
            memberId: actor.memberId,
            bankCode: bank.code,
            bankName: bank.name,
            accountName: input.accountName.trim().replace(/\s+/g, ' '),
            accountNumberSealed: sealed,
            accountNumberLast4: number.slice(-4),
            accountNumberHash: numberHash,
          },
          tx,
        );
        if (!row) throw duplicate();
        await audit.write(
          {
            merchantId: actor.merchantId,
            memberId: actor.memberId,
            event: 'bank.account.added',
            ip: origin.ip,
            detail: { bankAccountId: row.id, bankCode: bank.code, last4: row.accountNumberLast4 },
          },
          tx,
        );
        return toBankAccount(row);
      });
    },

    async remove(actor: Actor, id: number, password: string, origin: Origin): Promise<void> {
      const [mine] = (await repo.list(actor.merchantId, actor.memberId)).filter((r) => r.id === id);
      if (!mine) throw noSuchAccount();
      // Checked outside the transaction: a wrong one must stay counted when the transaction rolls back.
      await paymentPassword.check(actor.memberId, password, origin);
      await db.transaction(async (tx) => {
        const [owned] = (await repo.list(actor.merchantId, actor.memberId, tx)).filter((r) => r.id === id);
        if (!owned) throw noSuchAccount();
        if (!(await repo.remove(actor.merchantId, actor.memberId, id, now(), tx))) throw noSuchAccount();
        await audit.write(
          {
            merchantId: actor.merchantId,
            memberId: actor.memberId,
            event: 'bank.account.removed',
            ip: origin.ip,
            detail: { bankAccountId: id, last4: owned.accountNumberLast4 },
          },
          tx,
        );
      });
    },
  };
}
export type BankAccountsService = ReturnType<typeof createBankAccountsService>;

import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  WITHDRAWAL_PROOF_MAX_BYTES,
  WITHDRAWAL_STATUSES,
  formatMoney,
  majorToMinor,
  minorToMajor,
  receivedAmountSchema,
  type WithdrawInfo,
  type WithdrawRequest,
  type WithdrawResult,
  type Withdrawal,
  type WithdrawalConfirmations,
  type WithdrawalList,
  type WithdrawalListFilter,
  type WithdrawalStatus,
} from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import { createOneAtATime } from '../../../lib/one-at-a-time.js';
import { badRequest, conflict, notFound, unprocessable } from '../../../lib/errors.js';
import { formatDateTime } from '../../../lib/localized.js';
import {
  imageTypeOf,
  reserveUploads,
  type StagedUpload,
  type StoredFile,
  type UploadStore,
} from '../../../lib/uploads.js';
import type { Actor } from '../../../lib/context.js';
import type { PaymentPasswordCheck } from '../../security/index.js';
import { dateInZone, startOfDay, usableZone } from '../../../lib/date-range.js';
import type { BonusLockService } from '../../rewards/index.js';
import type { MemberInbox } from '../../rewards/index.js';
import type { Brand } from '../../../lib/context.js';
import { insufficientFunds, type Ledger } from '../../wallet/index.js';
import { refuseFrozen } from './frozen.js';
import { paymentSettingsOf } from './settings.js';
import { type WithdrawalRow, type WithdrawalsRepository } from './withdrawals.repository.js';
import type { AuditRepository } from '../../audit/index.js';
import { pageCount, pageWindow } from '../../../db/paging.js';

type Deps = {
  bonusLock: BonusLockService;
  audit: AuditRepository;
  paymentPassword: PaymentPasswordCheck;
  inbox: MemberInbox;
  db: Database;
  ledger: Ledger;
  repo: WithdrawalsRepository;
  /** Proof images of withdrawals that did not arrive. */
  uploads: Pick<UploadStore, 'stage' | 'read'>;
  now: () => Date;
};

/** The not-received form as it arrived (the proof checked here, by its content). */
export type NotReceivedForm = {
  receivedAmount: string | undefined;
  proof: { name: string; bytes: Buffer } | undefined;
};

// Another member's order is "not found", never "forbidden": an id must not tell whether it exists.
export const withdrawalNotFound = () =>
  notFound('The withdrawal does not exist.', ERROR_CODES.withdrawalNotFound);

const statusOf = (status: string): WithdrawalStatus =>
  WITHDRAWAL_STATUSES.find((s) => s === status) ?? 'pending';

const money = (minor: bigint) => formatMoney(minorToMajor(minor));

/** What a withdrawal asked for, to tell a replay of its request id from another request under that id. */
export const requestHashOf = (request: Pick<WithdrawRequest, 'amount' | 'bankAccountId'>) =>
  createHash('sha256')
    .update(`${majorToMinor(request.amount)}:${request.bankAccountId}`)
    .digest('hex');

const requestIdReused = () =>
  conflict(
    ERROR_CODES.idempotencyConflict,
    'requestId: this request id was already used for another withdrawal (another amount or bank account); ' +
      'draw a new one for a new withdrawal.',
    { field: 'requestId' },
  );

/** Another instance made the order under this request id between our look and our insert. */
class RequestIdRace extends Error {}

/** Unique per brand (a unique index guards it); 48 random bits from the CSPRNG. */
const newOrderNo = (at: Date) =>
  `W${at.toISOString().slice(2, 10).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;

export function toWithdrawal(row: WithdrawalRow, zone: string): Withdrawal {
  const status = statusOf(row.status);
  const received = row.receivedAmount;
  return {
    id: row.id,
    orderNo: row.orderNo,
    amount: minorToMajor(row.amount),
    status,
    bank: { bankName: row.bankName, last4: row.last4 },
    createdDateStr: formatDateTime(row.createdAt, zone),
    decidedDateStr: row.decidedAt ? formatDateTime(row.decidedAt, zone) : null,
    note: row.note,
    confirmDueDateStr: row.confirmDueAt ? formatDateTime(row.confirmDueAt, zone) : null,
    confirmedDateStr: row.confirmedAt ? formatDateTime(row.confirmedAt, zone) : null,
    receivedAmount: received === null ? null : minorToMajor(received),
    remainder: minorToMajor(received === null ? row.amount : row.amount - received),
    hasProof: row.proofImage !== null,
  };
}

export function createWithdrawalsService({
  db,
  ledger,
  repo,
  uploads,
  now,
  inbox,
  paymentPassword,
  audit,
  bonusLock,
}: Deps) {
  const zoneOf = (brand: Brand) => usableZone(brand.settings.timeZone);
  const todayStart = (brand: Brand) => startOfDay(dateInZone(now(), zoneOf(brand)), zoneOf(brand));

  async function own(brand: Brand, actor: Actor, id: number, tx: Executor = db) {
    const row = await repo.findOwn(brand.id, actor.memberId, id, tx);
    if (!row) throw withdrawalNotFound();
    return row;
  }

  /**
   * The withdrawal an earlier request under this request id made, answered as it was then (the order as it
   * is now, the balance right after its hold); 409 when that request asked for something else.
   */
  async function replayOf(
    brand: Brand,
    actor: Actor,
    request: WithdrawRequest,
    tx: Executor = db,
  ): Promise<{ id: number; balance: bigint } | undefined> {
    const earlier = await repo.findByRequestId(brand.id, actor.memberId, request.requestId, tx);
    if (!earlier) return undefined;
    if (earlier.requestHash !== requestHashOf(request)) throw requestIdReused();
    const hold = await ledger.findByKey(brand.id, `withdrawal-hold:${earlier.id}`, tx);
    return { id: earlier.id, balance: hold?.debitBalanceAfter ?? 0n };
  }

  const answer = async (brand: Brand, actor: Actor, made: { id: number; balance: bigint }) => ({
    withdrawal: toWithdrawal(await own(brand, actor, made.id), zoneOf(brand)),
    balance: minorToMajor(made.balance),
  });

  /** Requests under one request id run one at a time in this process: a replay waits for the first. */
  const oneAtATime = createOneAtATime();

  const notAwaiting = () =>
    conflict(ERROR_CODES.withdrawalNotAwaiting, 'This withdrawal is not waiting for your confirmation.');

  /** The VIP level's limits per day, each null when the level sets none. */
  async function dailyLimits(brand: Brand, vipLevel: number, tx: Executor = db) {
    const vip = await repo.vipLimits(brand.id, vipLevel, tx);
    return {
      perDay: vip && vip.perDay > 0 ? vip.perDay : null,
      dailyLimit: vip && vip.dailyLimit > 0n ? vip.dailyLimit : null,
    };
  }

  const service = {
    async info(brand: Brand, actor: Actor): Promise<WithdrawInfo> {
      const member = await repo.member(actor.memberId);
      if (!member) throw withdrawalNotFound();
      const settings = paymentSettingsOf(brand.settings);
      const accountId = await ledger.memberAccountId(db, brand.id, actor.memberId);
      const [balance, limits, used, banks] = await Promise.all([
        repo.balanceOf(accountId),
        dailyLimits(brand, member.vipLevel),
        repo.usedSince(actor.memberId, todayStart(brand)),
        repo.bankAccounts(brand.id, actor.memberId),
      ]);
      return {
        currencySymbol: brand.currencySymbol,
        balance: minorToMajor(balance),
        min: settings.withdrawMin,
        max: settings.withdrawMax,
        perDayCount: limits.perDay,
        perDayAmount: limits.dailyLimit === null ? null : minorToMajor(limits.dailyLimit),
        usedTodayCount: used.count,
        usedTodayAmount: minorToMajor(used.amount),
        bankAccounts: banks.map((b) => ({
          id: b.id,
          bankName: b.bankName,
          accountName: b.accountName,
          last4: b.last4,
        })),
        hasPaymentPassword: member.hasPaymentPassword,
        confirmMinutes: settings.withdrawalConfirmMinutes,
        bonusLock: bonusLock.view(await bonusLock.of(db, brand.id, actor.memberId, balance)),
      };
    },

    /**
     * A withdrawal: the amount is held at once (member -> the brand's `pending` account) in the same
     * transaction as the order. The wallet row is locked first, so the balance and the daily limits are
     * read and used by one request at a time per member. Idempotent on the request id: a replay gets the
     * first withdrawal back and holds nothing more (checked again under the lock, and by a unique index).
     */
    async withdraw(
      brand: Brand,
      actor: Actor,
      request: WithdrawRequest,
      ip: string | null,
    ): Promise<WithdrawResult> {
      const replayed = await replayOf(brand, actor, request);
      if (replayed) return answer(brand, actor, replayed);
      const settings = paymentSettingsOf(brand.settings);
      const amount = majorToMinor(request.amount);
      if (amount < majorToMinor(settings.withdrawMin))
        throw unprocessable(
          ERROR_CODES.withdrawalBelowMin,
          `amount: the smallest withdrawal is ${formatMoney(settings.withdrawMin)}.`,
          { min: settings.withdrawMin },
        );
      if (amount > majorToMinor(settings.withdrawMax))
        throw unprocessable(
          ERROR_CODES.withdrawalAboveMax,
          `amount: the largest withdrawal is ${formatMoney(settings.withdrawMax)}.`,
          { max: settings.withdrawMax },
        );
      const bank = await repo.bankAccount(brand.id, actor.memberId, request.bankAccountId);
      if (!bank)
        throw notFound(
          'bankAccountId: no such bank account; add one in the security centre.',
          ERROR_CODES.withdrawalBankNotFound,
        );
      const member = await repo.member(actor.memberId);
      if (!member) throw withdrawalNotFound();
      refuseFrozen(member);
      // Checked before the transaction: hashing is slow and must not hold the wallet's lock.
      await paymentPassword.check(actor.memberId, request.paymentPassword);
      const since = todayStart(brand);

      const made = await db
        .transaction(async (tx) => {
          const accountId = await ledger.memberAccountId(tx, brand.id, actor.memberId);
          const available = await repo.lockBalance(tx, accountId);
          // Under the wallet's lock: a request with this id that got here first has made its order.
          const raced = await replayOf(brand, actor, request, tx);
          if (raced) return raced;
          if (available < amount) throw insufficientFunds();
          // Bonus money short of its turnover stays (decision 019); read under the wallet row's lock.
          await bonusLock.checkWithdrawable(tx, brand.id, actor.memberId, available, amount);
          const limits = await dailyLimits(brand, member.vipLevel, tx);
          const used = await repo.usedSince(actor.memberId, since, tx);
          if (limits.perDay !== null && used.count >= limits.perDay)
            throw unprocessable(
              ERROR_CODES.withdrawalDailyCount,
              `Your VIP level allows ${limits.perDay} withdrawals a day; try again tomorrow.`,
              { perDay: limits.perDay },
            );
          if (limits.dailyLimit !== null && used.amount + amount > limits.dailyLimit)
            throw unprocessable(
              ERROR_CODES.withdrawalDailyLimit,
              `amount: your VIP level allows ${money(limits.dailyLimit)} a day; ` +
                `${money(limits.dailyLimit - used.amount)} is left today.`,
              { left: minorToMajor(limits.dailyLimit - used.amount) },
            );
          const at = now();
          const orderNo = newOrderNo(at);
          const orderId = await repo.insert(tx, {
            merchantId: brand.id,
            memberId: actor.memberId,
            bankAccountId: bank.id,
            orderNo,
            amount,
            createdAt: at,
            requestId: request.requestId,
            requestHash: requestHashOf(request),
          });
          if (orderId === undefined) throw new RequestIdRace();
          const pending = await ledger.houseAccountId(tx, brand.id, 'pending');
          const hold = await ledger.transfer(tx, {
            merchantId: brand.id,
            debitAccountId: accountId,
            creditAccountId: pending,
            amount,
            kind: 'withdrawal_hold',
            reference: orderNo,
            idempotencyKey: `withdrawal-hold:${orderId}`,
          });
          await repo.setHoldTransfer(tx, orderId, hold.id);
          await audit.write(
            {
              merchantId: brand.id,
              memberId: actor.memberId,
              event: 'withdrawal.requested',
              ip,
              detail: { orderNo, amount: minorToMajor(amount), bankAccountId: bank.id },
            },
            tx,
          );
          return { id: orderId, balance: hold.debitBalanceAfter };
        })
        .catch(async (error: unknown) => {
          // Another instance made the order between our look and our insert: answer with it.
          if (!(error instanceof RequestIdRace)) throw error;
          const clash = await replayOf(brand, actor, request);
          if (!clash) throw error;
          return clash;
        });
      return answer(brand, actor, made);
    },

    async list(brand: Brand, actor: Actor, query: WithdrawalListFilter): Promise<WithdrawalList> {
      const { rows, total } = await repo.list(
        {
          merchantId: brand.id,
          memberId: actor.memberId,
          status: query.status === 'all' ? undefined : query.status,
        },
        pageWindow(query),
      );
      return {
        list: rows.map((r) => toWithdrawal(r, zoneOf(brand))),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: pageCount(total, query),
      };
    },

    async detail(brand: Brand, actor: Actor, id: number): Promise<Withdrawal> {
      return toWithdrawal(await own(brand, actor, id), zoneOf(brand));
    },

    /** Paid withdrawals waiting for the member's answer (the confirmation modal). */
    async confirmations(brand: Brand, actor: Actor): Promise<WithdrawalConfirmations> {
      const rows = await repo.awaitingConfirmation(brand.id, actor.memberId);
      return { list: rows.map((r) => toWithdrawal(r, zoneOf(brand))) };
    },

    /** The member says the money arrived: paid -> received, with the whole amount. */
    async received(brand: Brand, actor: Actor, id: number, ip: string | null): Promise<Withdrawal> {
      const row = await own(brand, actor, id);
      await db.transaction(async (tx) => {
        const changed = await repo.confirm(tx, {
          merchantId: brand.id,
          memberId: actor.memberId,
          id: row.id,
          status: 'received',
          at: now(),
          receivedAmount: row.amount,
        });
        if (!changed) throw notAwaiting();
        await audit.write(
          {
            merchantId: brand.id,
            memberId: actor.memberId,
            event: 'withdrawal.received',
            ip,
            detail: { orderNo: row.orderNo },
          },
          tx,
        );
      });
      return toWithdrawal(await own(brand, actor, id), zoneOf(brand));
    },

    /**
     * The member says the money did not arrive (or only part of it), with a proof image: paid ->
     * not_received, for an operator to follow up. Nothing is refunded by this. The image is written under
     * a temporary name and put in place inside the transaction; on any failure neither remains.
     */
    async notReceived(
      brand: Brand,
      actor: Actor,
      id: number,
      form: NotReceivedForm,
      ip: string | null,
    ): Promise<Withdrawal> {
      const row = await own(brand, actor, id);
      let received = 0n;
      if (form.receivedAmount !== undefined && form.receivedAmount.trim() !== '') {
        const parsed = receivedAmountSchema.safeParse(Number(form.receivedAmount.trim()));
        if (!parsed.success || !/^\d+(\.\d{1,2})?$/.test(form.receivedAmount.trim()))
          throw badRequest(
            ERROR_CODES.withdrawalReceivedAmount,
            'receivedAmount: must be an amount of at most two decimals, 0 or more.',
            { field: 'receivedAmount' },
          );
        received = majorToMinor(parsed.data);
      }
      if (received >= row.amount)
        throw badRequest(
          ERROR_CODES.withdrawalReceivedAmount,
          `receivedAmount: must be below the withdrawal's ${money(row.amount)}; if it all arrived, confirm it as received.`,
          { field: 'receivedAmount' },
        );
      if (!form.proof || form.proof.bytes.length === 0)
        throw badRequest(
          ERROR_CODES.withdrawalProofRequired,
          'proof: attach an image of your bank statement.',
          {
            field: 'proof',
          },
        );
      if (form.proof.bytes.length >= WITHDRAWAL_PROOF_MAX_BYTES)
        throw badRequest(ERROR_CODES.withdrawalProofTooLarge, 'proof: the image must be smaller than 5 MB.', {
          field: 'proof',
        });
      const ext = imageTypeOf(form.proof.bytes);
      if (!ext)
        throw badRequest(ERROR_CODES.withdrawalProofType, 'proof: the image must be a PNG or JPEG.', {
          field: 'proof',
        });
      if (row.status !== 'paid') throw notAwaiting();

      let staged: StagedUpload | undefined;
      try {
        const upload = await uploads.stage(form.proof.bytes, ext);
        staged = upload;
        await db.transaction(async (tx) => {
          const changed = await repo.confirm(tx, {
            merchantId: brand.id,
            memberId: actor.memberId,
            id: row.id,
            status: 'not_received',
            at: now(),
            receivedAmount: received,
            proofImage: upload.name,
          });
          if (!changed) throw notAwaiting();
          await reserveUploads(
            tx,
            { merchantId: brand.id, memberId: actor.memberId },
            'withdrawal',
            [upload],
            now(),
          );
          await audit.write(
            {
              merchantId: brand.id,
              memberId: actor.memberId,
              event: 'withdrawal.not_received',
              ip,
              detail: { orderNo: row.orderNo, receivedAmount: minorToMajor(received) },
            },
            tx,
          );
          await upload.commit();
        });
      } catch (error) {
        await staged?.discard();
        throw error;
      }
      return toWithdrawal(await own(brand, actor, id), zoneOf(brand));
    },

    /** The proof image of one of the member's own withdrawals. */
    async proof(brand: Brand, actor: Actor, id: number): Promise<StoredFile> {
      const row = await own(brand, actor, id);
      const file = row.proofImage ? await uploads.read(row.proofImage) : undefined;
      if (!file) throw notFound('This withdrawal has no proof image.', ERROR_CODES.notFound);
      return file;
    },

    /**
     * The scheduled job: paid withdrawals nobody answered by their due time count as received (SPEC
     * section 4). Each order changes once, however many runs race: the update is conditional on `paid`.
     */
    async autoConfirm(batch = 200): Promise<{ confirmed: number }> {
      const at = now();
      let confirmed = 0;
      for (;;) {
        const due = await repo.dueForConfirmation(at, batch);
        let changedThisRound = 0;
        for (const order of due) {
          const changed = await db.transaction(async (tx) => {
            const row = await repo.find(order.merchantId, order.id, tx);
            if (!row) return false;
            const ok = await repo.confirm(tx, {
              merchantId: order.merchantId,
              id: order.id,
              status: 'auto_received',
              at,
              receivedAmount: row.amount,
              dueBy: at,
            });
            if (!ok) return false;
            await inbox.post(tx, {
              merchantId: row.merchantId,
              memberId: row.memberId,
              kind: 'withdrawal',
              template: 'withdrawal.autoReceived',
              params: { amount: money(row.amount), orderNo: row.orderNo },
            });
            return true;
          });
          if (changed) changedThisRound += 1;
        }
        confirmed += changedThisRound;
        if (due.length < batch || changedThisRound === 0) break;
      }
      return { confirmed };
    },
  };
  return {
    ...service,
    withdraw: (brand: Brand, actor: Actor, request: WithdrawRequest, ip: string | null) =>
      oneAtATime(`${brand.id}:${actor.memberId}:${request.requestId}`, () =>
        service.withdraw(brand, actor, request, ip),
      ),
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

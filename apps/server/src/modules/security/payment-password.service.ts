import {
  ERROR_CODES,
  type ChangePaymentPasswordRequest,
  type SetPaymentPasswordRequest,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import type { Actor, Origin } from '../../lib/context.js';
import { badRequest, conflict, tooManyRequests, unprocessable } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { AuditRepository } from '../audit/index.js';
import { checkLoginPassword, guardedCheck, secondsUntil, type AttemptRule } from '../auth/index.js';
import type { MemberInbox } from '../rewards/index.js';
import type { PaymentPasswordRepository } from './payment-password.repository.js';

/** Wrong payment passwords allowed before the payment password locks (decision record 021). */
export const PAYMENT_PASSWORD_LOCK_AFTER = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 30 * 60_000;
const RULE: AttemptRule = {
  lockAfter: PAYMENT_PASSWORD_LOCK_AFTER,
  lockMs: PAYMENT_PASSWORD_LOCK_MS,
  windowMs: 24 * 3_600_000,
};
const attemptKey = (memberId: number) => `payment:${memberId}`;

const locked = (seconds: number) =>
  tooManyRequests(
    ERROR_CODES.paymentPasswordLocked,
    `Too many wrong payment passwords; try again in ${seconds} seconds.`,
    seconds,
    { retryAfterSeconds: seconds },
  );

const sameAsLogin = () =>
  badRequest(
    ERROR_CODES.paymentPasswordSameAsLogin,
    'newPaymentPassword: must differ from the login password.',
    {
      field: 'newPaymentPassword',
    },
  );

type Deps = {
  db: Database;
  repo: PaymentPasswordRepository;
  audit: AuditRepository;
  inbox: MemberInbox;
  now: () => Date;
};

/**
 * The payment password, in one place: set (with the login password), change (with the old one), and the
 * check every payment makes, bounded and locked after five wrong ones.
 */
export function createPaymentPasswordService({ db, repo, audit, inbox, now }: Deps) {
  /**
   * Checks a member's payment password before a withdrawal, a transfer to the upline, a bank account or a
   * points redemption: 422 when none is set, 400 when wrong, 429 while locked. Nothing else is changed.
   *
   * Each check is reserved first, atomically, on a counter of its own (however many requests arrive at
   * once, no more than five are checked before an answer clears or locks it); the fifth wrong one locks the
   * payment password for 30 minutes, tells the member in a message and leaves an audit row. A right one
   * clears the count. It runs on the database, never in the caller's transaction: the count must stay when
   * the caller's transaction rolls back.
   */
  async function check(memberId: number, plain: string, origin?: { ip: string }): Promise<void> {
    const at = now();
    const ip = origin?.ip ?? null;
    const row = await repo.find(memberId);
    const hash = row?.hash;
    if (!row || !hash)
      throw unprocessable(
        ERROR_CODES.paymentPasswordNotSet,
        'Set a payment password in the security centre first.',
      );
    const { merchantId } = row;
    const wrong = await guardedCheck(
      db,
      merchantId,
      attemptKey(memberId),
      RULE,
      at,
      () => verifyPassword(hash, plain),
      locked,
    );
    if (!wrong) return;
    const { count, lockedUntil } = wrong;
    await db.transaction(async (tx) => {
      await audit.write(
        { merchantId, memberId, event: 'payment.password.failed', ip, detail: { failures: count } },
        tx,
      );
      if (!lockedUntil) return;
      await audit.write(
        {
          merchantId,
          memberId,
          event: 'payment.password.locked',
          ip,
          detail: { failures: count, lockedUntil: lockedUntil.toISOString() },
        },
        tx,
      );
      await inbox.post(tx, {
        merchantId,
        memberId,
        kind: 'security',
        template: 'security.paymentPasswordLocked',
        params: {
          failures: count,
          until: `${lockedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        },
      });
    });
    if (lockedUntil) throw locked(secondsUntil(lockedUntil, at));
    const left = PAYMENT_PASSWORD_LOCK_AFTER - count;
    throw badRequest(
      ERROR_CODES.paymentPasswordWrong,
      `The payment password is wrong; ${left} attempt${left === 1 ? '' : 's'} left.`,
      { field: 'paymentPassword', attemptsLeft: left },
    );
  }

  async function store(actor: Actor, hash: string, event: string, origin: Origin) {
    await db.transaction(async (tx) => {
      await repo.setHash(actor.memberId, hash, tx);
      await audit.write({ merchantId: actor.merchantId, memberId: actor.memberId, event, ip: origin.ip }, tx);
    });
  }

  return {
    check,

    /** The first payment password: the login password proves who is asking. */
    async set(
      actor: Actor,
      member: { passwordHash: string; paymentPasswordSet: boolean },
      input: SetPaymentPasswordRequest,
      origin: Origin,
    ): Promise<void> {
      if (member.paymentPasswordSet)
        throw conflict(
          ERROR_CODES.paymentPasswordAlreadySet,
          'A payment password is already set; change it with the old one.',
        );
      const wrong = await checkLoginPassword(
        db,
        { id: actor.memberId, merchantId: actor.merchantId, passwordHash: member.passwordHash },
        input.loginPassword,
        now(),
      );
      if (wrong) {
        await audit.write({
          merchantId: actor.merchantId,
          memberId: actor.memberId,
          event: 'payment.password.failed',
          ip: origin.ip,
          detail: { step: 'set' },
        });
        throw badRequest(ERROR_CODES.loginPasswordWrong, 'loginPassword: the login password is wrong.', {
          field: 'loginPassword',
          ...wrong,
        });
      }
      if (input.newPaymentPassword === input.loginPassword) throw sameAsLogin();
      await store(actor, await hashPassword(input.newPaymentPassword), 'payment.password.set', origin);
    },

    /** A new payment password, proven by the old one (the check counts a wrong one). */
    async change(
      actor: Actor,
      member: { passwordHash: string },
      input: ChangePaymentPasswordRequest,
      origin: Origin,
    ): Promise<void> {
      try {
        await check(actor.memberId, input.oldPaymentPassword, origin);
      } catch (e) {
        // The check has audited the failure already.
        if (e instanceof Error && 'errorCode' in e && e.errorCode === ERROR_CODES.paymentPasswordWrong) {
          throw badRequest(
            ERROR_CODES.paymentPasswordWrong,
            'oldPaymentPassword: the payment password is wrong.',
            {
              ...((e as { value?: object | null }).value ?? {}),
              field: 'oldPaymentPassword',
            },
          );
        }
        throw e;
      }
      if (await verifyPassword(member.passwordHash, input.newPaymentPassword)) throw sameAsLogin();
      await store(actor, await hashPassword(input.newPaymentPassword), 'payment.password.changed', origin);
    },
  };
}
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;

/** What a payment needs of the payment password: the check. */
export type PaymentPasswordCheck = Pick<PaymentPasswordService, 'check'>;

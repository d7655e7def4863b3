import { randomUUID } from 'node:crypto';
import {
  AGENT_ERRORS,
  ERROR_CODES,
  majorToMinor,
  minorToMajor,
  type Balance,
  type ConsolidatedFunds,
  type MerchantWallet,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { createOneAtATime } from '../../lib/one-at-a-time.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { Actor } from '../../lib/context.js';
import type { BonusLockService } from '../rewards/index.js';
import type { Brand } from '../../lib/context.js';
import type { Ledger, TransferRow } from './ledger.repository.js';
import type { WalletRepository } from './wallet.repository.js';

const MAIN = 'MAIN';
const MAIN_NAME = 'Main wallet';
const VENDOR_NAMES_CACHE_MS = 5_000;

type Deps = {
  bonusLock: BonusLockService;
  db: Database;
  ledger: Ledger;
  repo: WalletRepository;
  /** Refuses a member in a time-out or exclusion (responsible gaming): no game opens, no money moves to one. */
  mayPlay?: (memberId: number) => Promise<void>;
};

/** A member's transfer between wallets under one request id: its ledger key, unique per brand. */
const transferKey = (memberId: number, requestId: string) => `transfer:${memberId}:${requestId}`;

const requestIdReused = () =>
  conflict(
    ERROR_CODES.idempotencyConflict,
    'requestId: this request id was already used for another transfer (another amount or direction); ' +
      'draw a new one for a new transfer.',
    { field: 'requestId' },
  );

/** A frozen account (an unpaid commission) moves no money between its wallets. */
export const accountFrozen = (reason: string) =>
  forbidden(AGENT_ERRORS.agentFrozen, `Your account is frozen: ${reason || 'ask customer service.'}`);

export function createWalletService({ db, ledger, repo, bonusLock, mayPlay }: Deps) {
  const oneAtATime = createOneAtATime();
  // The balance is read on every page; vendors are renamed rarely (the back office).
  const vendorNames = createTtlCache<Map<string, string>>(VENDOR_NAMES_CACHE_MS);
  async function balanceOf(memberId: number, brand: Brand, tx?: Executor): Promise<Balance> {
    const rows = await repo.memberWallets(memberId, tx);
    const names =
      rows.length > 1
        ? await vendorNames.get(String(brand.id), () => repo.vendorNames(brand.id))
        : new Map<string, string>();
    const total = rows.reduce((sum, r) => sum + BigInt(r.balance), 0n);
    return {
      sumBalance: minorToMajor(total),
      currencySymbol: brand.currencySymbol,
      wallets: rows.map((r) => ({
        walletCode: r.walletCode,
        name: r.walletCode === MAIN ? MAIN_NAME : (names.get(r.walletCode) ?? r.walletCode),
        balance: minorToMajor(BigInt(r.balance)),
      })),
    };
  }

  /**
   * Main wallet -> sub-wallet or back, in the caller's transaction (or alone, its own): one statement, the
   * wallets found by it; a fresh key unless one is given.
   */
  async function move(
    tx: Executor,
    brand: Brand,
    memberId: number,
    from: string,
    to: string,
    amount: bigint,
    idempotencyKey = `transfer:${randomUUID()}`,
  ): Promise<TransferRow> {
    return ledger.transfer(tx, {
      merchantId: brand.id,
      debitWallet: { memberId, walletCode: from },
      creditWallet: { memberId, walletCode: to },
      amount,
      kind: 'transfer',
      reference: `${from}->${to}`,
      idempotencyKey,
    });
  }

  return {
    balance: (actor: Actor, brand: Brand) => balanceOf(actor.memberId, brand),

    /** `isSingle` when every vendor plays on the main wallet; otherwise the sub-wallets the site shows. */
    async merchantWallet(brand: Brand): Promise<MerchantWallet> {
      const vendors = await repo.transferVendors(brand.id);
      return {
        isSingle: vendors.length === 0,
        wallets: [
          { walletCode: MAIN, name: MAIN_NAME },
          ...vendors.map((v) => ({ walletCode: v.code, name: v.name })),
        ],
      };
    },

    async consolidated(actor: Actor, brand: Brand): Promise<ConsolidatedFunds> {
      const rows = await repo.memberWallets(actor.memberId);
      const main = rows.filter((r) => r.walletCode === MAIN).reduce((s, r) => s + BigInt(r.balance), 0n);
      const sub = rows.filter((r) => r.walletCode !== MAIN).reduce((s, r) => s + BigInt(r.balance), 0n);
      const { inPlay, points } = await repo.inPlayAndPoints(actor.memberId);
      const lock = await bonusLock.of(db, brand.id, actor.memberId, main);
      return {
        currencySymbol: brand.currencySymbol,
        mainBalance: minorToMajor(main),
        subWalletBalance: minorToMajor(sub),
        sumBalance: minorToMajor(main + sub),
        inPlay: minorToMajor(inPlay),
        points: Number(points),
        bonusLock: bonusLock.view(lock),
      };
    },

    /** `GCS_walletTransfer`: an amount between the main wallet and a sub-wallet, or every sub-wallet back. */
    async transfer(
      actor: Actor,
      brand: Brand,
      request: WalletTransferRequest,
    ): Promise<WalletTransferResult> {
      const frozen = await repo.frozenReason(actor.memberId);
      if (frozen !== undefined) throw accountFrozen(frozen);
      const vendors = new Set((await repo.transferVendors(brand.id)).map((v) => v.code));
      if (request.recallAll) {
        const { moved, transfers } = await db.transaction(async (tx) => {
          const wallets = await repo.lockMemberWallets(tx, actor.memberId);
          let total = 0n;
          let count = 0;
          for (const w of wallets) {
            if (w.walletCode === MAIN || w.balance <= 0n) continue;
            await move(tx, brand, actor.memberId, w.walletCode, MAIN, w.balance);
            total += w.balance;
            count += 1;
          }
          return { moved: total, transfers: count };
        });
        const balance = await balanceOf(actor.memberId, brand);
        return { moved: minorToMajor(moved), transfers, ...balance };
      }
      const { from, to } = request;
      if (from === to)
        throw badRequest(ERROR_CODES.transferSameWallet, 'from and to must be different wallets.');
      for (const [field, code] of [
        ['from', from],
        ['to', to],
      ] as const)
        if (code !== MAIN && !vendors.has(code))
          throw badRequest(
            ERROR_CODES.walletUnknown,
            `${field}: wallet ${code} does not exist for this brand.`,
          );
      if (from !== MAIN && to !== MAIN)
        throw badRequest(ERROR_CODES.walletUnknown, 'One side of a transfer must be the main wallet.');
      if (to !== MAIN) await mayPlay?.(actor.memberId);
      const amount = majorToMinor(request.amount);
      // Idempotent on the request id (the transfer's ledger key): a replay answers the first transfer with
      // the balances as they are now and moves nothing; the same id for another amount or direction: 409.
      const key = transferKey(actor.memberId, request.requestId);
      const replayed = async (): Promise<WalletTransferResult | undefined> => {
        const earlier = await ledger.findByKey(brand.id, key);
        if (!earlier) return undefined;
        if (earlier.reference !== `${from}->${to}` || earlier.amount !== amount) throw requestIdReused();
        return {
          moved: minorToMajor(earlier.amount),
          transfers: 1,
          ...(await balanceOf(actor.memberId, brand)),
        };
      };
      return oneAtATime(`${brand.id}:${key}`, async () => {
        try {
          // One statement, its own transaction: the key decides whether this is the first.
          await move(db, brand, actor.memberId, from, to, amount, key);
        } catch (error) {
          // A replay (its key taken, or the money already moved): the first transfer's answer.
          const earlier = await replayed();
          if (earlier) return earlier;
          throw error;
        }
        const balance = await balanceOf(actor.memberId, brand);
        return { moved: request.amount, transfers: 1, ...balance };
      });
    },

    /**
     * Before a game of a transfer-mode vendor opens: the main balance moves into the vendor's sub-wallet
     * (the sub-wallet is what the vendor plays on). Seamless vendors play on the main wallet: nothing moves.
     * A member in a time-out or exclusion opens no game.
     */
    async beforeLaunch(brand: Brand, memberId: number, vendorCode: string): Promise<void> {
      await mayPlay?.(memberId);
      if ((await repo.walletModeOf(brand.id, vendorCode)) !== 'transfer') return;
      await db.transaction(async (tx) => {
        const wallets = await repo.lockMemberWallets(tx, memberId);
        const main = wallets.find((w) => w.walletCode === MAIN);
        if (main && main.balance > 0n) await move(tx, brand, memberId, MAIN, vendorCode, main.balance);
      });
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;

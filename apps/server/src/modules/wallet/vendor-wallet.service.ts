import {
  AGENT_ERRORS,
  ERROR_CODES,
  majorToMinor,
  minorToMajor,
  VENDOR_SIGNATURE_MAX_AGE_MS,
  type VendorCreditRequest,
  type VendorDebitRequest,
  type VendorRollbackRequest,
  type VendorWalletResult,
} from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { vendorSignatureMatches } from '../../lib/vendor-signature.js';
import type { Brand } from '../../lib/context.js';
import { DuplicateTransfer, HOUSE_SHARDS, type Ledger } from './ledger.repository.js';
import {
  AnotherRoundOpen,
  DuplicateVendorTransaction,
  type VendorTransaction,
  type VendorWalletRepository,
} from './vendor-wallet.repository.js';
import type { PointsRepository } from '../points/index.js';

type Deps = {
  db: Database;
  ledger: Ledger;
  repo: VendorWalletRepository;
  /** The points module: a settled round earns points for its stake. */
  pointEarnings: Pick<PointsRepository, 'earnForRound'>;
  now?: () => number;
};

export type SignedCall = { timestamp: string | undefined; signature: string | undefined; rawBody: string };

/** How long a player's row (its brand, whether it is frozen) is remembered. */
const PLAYER_TTL_MS = 5_000;

const refused = (status: number, code: string, message: string) => new AppError(status, code, message);

/**
 * The vendor wallet API (DESIGN.md section 5, seamless mode): vendors move a player's money per round,
 * idempotent on their transaction id. Every answer that moved money is stored with the transaction, so a
 * replay, even one racing the original, gets the same answer and moves nothing.
 */
export function createVendorWalletService({ db, ledger, repo, pointEarnings, now = Date.now }: Deps) {
  const secrets = createTtlCache<{ secret: string; enabled: boolean } | null>(30_000, now);
  const vendors = createTtlCache<{ walletMode: string; category: string } | null>(30_000, now);
  const gamesCache = createTtlCache<{ gameType: string; gameName: string } | null>(60_000, now, 10_000);
  const rates = createTtlCache<{ points: bigint; per: bigint } | null>(60_000, now);
  // Short-lived: a freeze (an unpaid commission) stops the member's bets within seconds.
  const players = createTtlCache<{ frozen: boolean } | null>(PLAYER_TTL_MS, now, 10_000);

  async function authenticate(brand: Brand, vendorCode: string, call: SignedCall): Promise<void> {
    const credentials = await secrets.get(`${brand.id}:${vendorCode}`, () =>
      repo.credentials(brand.id, vendorCode),
    );
    if (!credentials?.enabled)
      throw refused(
        401,
        ERROR_CODES.vendorUnknown,
        `Vendor ${vendorCode} has no wallet access for this brand.`,
      );
    if (!call.timestamp || !/^\d{10,16}$/.test(call.timestamp) || !call.signature)
      throw refused(
        401,
        ERROR_CODES.signatureInvalid,
        'The x-vendor-timestamp and x-vendor-signature headers are required.',
      );
    if (Math.abs(now() - Number(call.timestamp)) > VENDOR_SIGNATURE_MAX_AGE_MS)
      throw refused(
        401,
        ERROR_CODES.signatureStale,
        'The signature timestamp is more than 5 minutes away from now.',
      );
    if (!vendorSignatureMatches(credentials.secret, call.timestamp, call.rawBody, call.signature))
      throw refused(401, ERROR_CODES.signatureInvalid, 'The signature does not match the body.');
  }

  async function player(brand: Brand, playerId: string, betting = false): Promise<number> {
    const memberId = /^\d{1,10}$/.test(playerId) ? Number(playerId) : NaN;
    const known =
      Number.isSafeInteger(memberId) &&
      (await players.get(`${brand.id}:${memberId}`, () => repo.memberOfBrand(brand.id, memberId)));
    if (!known)
      throw refused(404, ERROR_CODES.playerUnknown, `Player ${playerId} is not a member of this brand.`);
    if (betting && known.frozen)
      throw refused(403, AGENT_ERRORS.agentFrozen, `Player ${playerId}'s account is frozen: no bets.`);
    return memberId;
  }

  async function vendorOf(brand: Brand, vendorCode: string) {
    const vendor = await vendors.get(`${brand.id}:${vendorCode}`, () => repo.vendor(brand.id, vendorCode));
    if (!vendor)
      throw refused(404, ERROR_CODES.vendorUnknown, `Vendor ${vendorCode} is not in this brand's list.`);
    return vendor;
  }

  async function gameOf(brand: Brand, vendorCode: string, gameCode: string, category: string) {
    const game = await gamesCache.get(`${brand.id}:${vendorCode}:${gameCode}`, async () => {
      const row = await repo.game(brand.id, vendorCode, gameCode);
      return row
        ? {
            gameType: row.gameType,
            gameName: pickLocalized(row.name, 'EN', brand.defaultLanguage) ?? gameCode,
          }
        : null;
    });
    return game ?? { gameType: category, gameName: gameCode };
  }

  /** The wallet the vendor plays on: the main wallet, or the vendor's sub-wallet in transfer mode. */
  const walletCodeOf = (vendorCode: string, walletMode: string) =>
    walletMode === 'transfer' ? vendorCode : 'MAIN';
  const shardOf = (memberId: number) => memberId % HOUSE_SHARDS;

  function result(
    playerId: string,
    brand: Brand,
    balance: bigint,
    transactionId?: string,
  ): VendorWalletResult {
    return { playerId, currency: brand.currencySymbol, balance: minorToMajor(balance), transactionId };
  }

  /** The stored answer of an earlier call with this transaction id (same kind), or a conflict. */
  function replay(stored: VendorTransaction, kind: VendorTransaction['kind'], transactionId: string) {
    if (stored.kind !== kind)
      throw refused(
        409,
        ERROR_CODES.idempotencyConflict,
        `Transaction ${transactionId} was already used for a ${stored.kind}.`,
      );
    return { ...(stored.response as VendorWalletResult), replayed: true };
  }

  /** Runs a money-moving call; a lost race with an identical call answers the stored result. */
  async function once(
    brand: Brand,
    vendorCode: string,
    transactionId: string,
    kind: VendorTransaction['kind'],
    work: (tx: Executor) => Promise<VendorWalletResult>,
  ): Promise<VendorWalletResult> {
    const stored = await repo.findTransaction(brand.id, vendorCode, transactionId);
    if (stored) return replay(stored, kind, transactionId);
    try {
      return await db.transaction(async (tx) => {
        return await work(tx);
      });
    } catch (error) {
      if (error instanceof DuplicateVendorTransaction || error instanceof DuplicateTransfer) {
        const original = await repo.findTransaction(brand.id, vendorCode, transactionId);
        if (original) return replay(original, kind, transactionId);
      }
      throw error;
    }
  }

  return {
    authenticate,

    async balance(brand: Brand, vendorCode: string, playerId: string): Promise<VendorWalletResult> {
      const memberId = await player(brand, playerId);
      const vendor = await vendorOf(brand, vendorCode);
      const accountId = await ledger.memberAccountId(
        db,
        brand.id,
        memberId,
        walletCodeOf(vendorCode, vendor.walletMode),
      );
      return result(playerId, brand, await repo.accountBalance(accountId));
    },

    async debit(brand: Brand, vendorCode: string, input: VendorDebitRequest): Promise<VendorWalletResult> {
      const memberId = await player(brand, input.playerId, true);
      const vendor = await vendorOf(brand, vendorCode);
      const game = await gameOf(brand, vendorCode, input.gameCode, vendor.category);
      const amount = majorToMinor(input.amount);
      const house = await ledger.houseAccountId(db, brand.id, 'games', vendorCode, shardOf(memberId));
      const attempt = () =>
        once(brand, vendorCode, input.transactionId, 'debit', async (tx) => {
          await repo.lockDebit(tx, brand.id, vendorCode, input.transactionId);
          if (await repo.findRollbackOf(brand.id, vendorCode, input.transactionId, tx))
            throw refused(
              409,
              ERROR_CODES.debitRolledBack,
              `Debit ${input.transactionId} was rolled back before it arrived.`,
            );
          let round;
          try {
            round = await repo.openRound(tx, {
              merchantId: brand.id,
              memberId,
              vendorCode,
              gameType: game.gameType,
              gameCode: input.gameCode,
              gameName: game.gameName,
              roundId: input.roundId,
              stake: amount,
            });
          } catch (error) {
            if (error instanceof AnotherRoundOpen)
              throw refused(
                409,
                ERROR_CODES.roundOpen,
                `The player has another open round of ${input.gameCode}.`,
              );
            throw error;
          }
          if (!round)
            throw refused(
              409,
              ERROR_CODES.roundSettled,
              `Round ${input.roundId} is settled, void, or another player's.`,
            );
          const accountId = await ledger.memberAccountId(
            tx,
            brand.id,
            memberId,
            walletCodeOf(vendorCode, vendor.walletMode),
          );
          const transfer = await ledger.transfer(tx, {
            merchantId: brand.id,
            debitAccountId: accountId,
            creditAccountId: house,
            amount,
            kind: 'bet',
            reference: `${vendorCode}:${input.roundId}`,
            idempotencyKey: `vendor:${vendorCode}:${input.transactionId}`,
            roundId: round.id,
          });
          const answer = result(input.playerId, brand, transfer.debitBalanceAfter, input.transactionId);
          await repo.insertTransaction(tx, {
            merchantId: brand.id,
            vendorCode,
            transactionId: input.transactionId,
            kind: 'debit',
            memberId,
            roundId: round.id,
            refTransactionId: null,
            amount,
            transferId: transfer.id,
            status: 200,
            response: answer,
          });
          return answer;
        });
      try {
        return await attempt();
      } catch (error) {
        // Two first debits of one new round race: the loser meets the open-round index before the round
        // row it waited for is visible. Tried again, it extends that round; a real second round is refused
        // again.
        if (error instanceof AppError && error.errorCode === ERROR_CODES.roundOpen) return attempt();
        throw error;
      }
    },

    async credit(brand: Brand, vendorCode: string, input: VendorCreditRequest): Promise<VendorWalletResult> {
      const memberId = await player(brand, input.playerId);
      const vendor = await vendorOf(brand, vendorCode);
      const amount = majorToMinor(input.amount);
      const house = await ledger.houseAccountId(db, brand.id, 'games', vendorCode, shardOf(memberId));
      return once(brand, vendorCode, input.transactionId, 'credit', async (tx) => {
        const debit = await repo.findTransaction(brand.id, vendorCode, input.debitTransactionId, tx);
        if (!debit || debit.kind !== 'debit' || debit.memberId !== memberId || debit.roundId === null)
          throw refused(
            404,
            ERROR_CODES.debitUnknown,
            `No debit ${input.debitTransactionId} of this player to pay on.`,
          );
        const round = await repo.roundForUpdate(tx, debit.roundId);
        if (!round)
          throw refused(
            404,
            ERROR_CODES.debitUnknown,
            `The round of debit ${input.debitTransactionId} is gone.`,
          );
        if (round.status === 'void')
          throw refused(409, ERROR_CODES.debitRolledBack, `Round ${input.roundId} was rolled back.`);
        if (round.status === 'settled')
          throw refused(409, ERROR_CODES.roundSettled, `Round ${input.roundId} is already settled.`);
        const accountId = await ledger.memberAccountId(
          tx,
          brand.id,
          memberId,
          walletCodeOf(vendorCode, vendor.walletMode),
        );
        let balance: bigint;
        let transferId: number | null = null;
        if (amount > 0n) {
          const transfer = await ledger.transfer(tx, {
            merchantId: brand.id,
            debitAccountId: house,
            creditAccountId: accountId,
            amount,
            kind: 'win',
            reference: `${vendorCode}:${input.roundId}`,
            idempotencyKey: `vendor:${vendorCode}:${input.transactionId}`,
            roundId: round.id,
          });
          balance = transfer.creditBalanceAfter;
          transferId = transfer.id;
        } else {
          balance = await repo.accountBalance(accountId, tx);
        }
        await repo.settleRound(tx, round.id, amount, input.detail ?? null);
        const rate = await rates.get(`${brand.id}:${round.gameType}`, () =>
          repo.pointRate(brand.id, round.gameType, tx),
        );
        if (rate && rate.per > 0n) {
          const points = (round.stake * rate.points) / rate.per;
          if (points > 0n)
            await pointEarnings.earnForRound(tx, {
              merchantId: brand.id,
              memberId,
              points,
              reference: `round:${round.id}`,
              gameType: round.gameType,
            });
        }
        const answer = result(input.playerId, brand, balance, input.transactionId);
        await repo.insertTransaction(tx, {
          merchantId: brand.id,
          vendorCode,
          transactionId: input.transactionId,
          kind: 'credit',
          memberId,
          roundId: round.id,
          refTransactionId: input.debitTransactionId,
          amount,
          transferId,
          status: 200,
          response: answer,
        });
        return answer;
      });
    },

    async rollback(
      brand: Brand,
      vendorCode: string,
      input: VendorRollbackRequest,
    ): Promise<VendorWalletResult> {
      const memberId = await player(brand, input.playerId);
      const vendor = await vendorOf(brand, vendorCode);
      const house = await ledger.houseAccountId(db, brand.id, 'games', vendorCode, shardOf(memberId));
      return once(brand, vendorCode, input.transactionId, 'rollback', async (tx) => {
        await repo.lockDebit(tx, brand.id, vendorCode, input.debitTransactionId);
        const accountId = await ledger.memberAccountId(
          tx,
          brand.id,
          memberId,
          walletCodeOf(vendorCode, vendor.walletMode),
        );
        const debit = await repo.findTransaction(brand.id, vendorCode, input.debitTransactionId, tx);
        const record = async (
          amount: bigint,
          roundId: number | null,
          transferId: number | null,
          balance: bigint,
        ) => {
          const answer = result(input.playerId, brand, balance, input.transactionId);
          await repo.insertTransaction(tx, {
            merchantId: brand.id,
            vendorCode,
            transactionId: input.transactionId,
            kind: 'rollback',
            memberId,
            roundId,
            refTransactionId: input.debitTransactionId,
            amount,
            transferId,
            status: 200,
            response: answer,
          });
          return answer;
        };
        // A rollback of a debit that never arrived is acknowledged and kept: the late debit will be refused.
        if (!debit) return record(0n, null, null, await repo.accountBalance(accountId, tx));
        if (debit.kind !== 'debit' || debit.memberId !== memberId || debit.roundId === null)
          throw refused(
            409,
            ERROR_CODES.idempotencyConflict,
            `Transaction ${input.debitTransactionId} is not a debit of this player.`,
          );
        const round = await repo.roundForUpdate(tx, debit.roundId);
        if (!round)
          throw refused(
            404,
            ERROR_CODES.debitUnknown,
            `The round of debit ${input.debitTransactionId} is gone.`,
          );
        if (round.status === 'settled')
          throw refused(
            409,
            ERROR_CODES.roundSettled,
            `Round ${input.roundId} is settled and cannot be rolled back.`,
          );
        if (await repo.findRollbackOf(brand.id, vendorCode, input.debitTransactionId, tx))
          return record(0n, round.id, null, await repo.accountBalance(accountId, tx));
        const transfer = await ledger.transfer(tx, {
          merchantId: brand.id,
          debitAccountId: house,
          creditAccountId: accountId,
          amount: debit.amount,
          kind: 'rollback',
          reference: `${vendorCode}:${input.roundId}`,
          idempotencyKey: `vendor:${vendorCode}:${input.transactionId}`,
          roundId: round.id,
          reversesId: debit.transferId,
        });
        await repo.reduceStake(tx, round.id, debit.amount);
        return record(debit.amount, round.id, transfer.id, transfer.creditBalanceAfter);
      });
    },
  };
}
export type VendorWalletService = ReturnType<typeof createVendorWalletService>;

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
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { vendorSignatureMatches } from '../../lib/vendor-signature.js';
import type { Brand } from '../../lib/context.js';
import { betRefusal } from '../responsible/index.js';
import { houseShardOf, insufficientFunds, type Ledger } from './ledger.repository.js';
import type {
  VendorTransaction,
  VendorWalletRepository,
  WalletCallOutcome,
  WalletRefusal,
} from './vendor-wallet.repository.js';

type Deps = {
  db: Database;
  ledger: Ledger;
  repo: VendorWalletRepository;
  /** A bet refused because the member's session passed its time limit: the member's sessions end. */
  sessionLimitReached?: (memberId: number) => Promise<void>;
  now?: () => number;
};

export type SignedCall = { timestamp: string | undefined; signature: string | undefined; rawBody: string };

/** How long a player's row (its brand, whether it is frozen) is remembered. */
const PLAYER_TTL_MS = 5_000;

const refused = (status: number, code: string, message: string) => new AppError(status, code, message);

/** What a refusal names: the round, the debit, the game; and how this call words a void or settled round. */
type About = { roundId: string; debitId: string; gameCode?: string; rolledBack: string; settled: string };

/**
 * The vendor wallet API (DESIGN.md section 5, seamless mode): vendors move a player's money per round,
 * idempotent on their transaction id. Every answer that moved money is stored with the transaction, so a
 * replay, even one racing the original, gets the same answer and moves nothing.
 */
export function createVendorWalletService({ db, ledger, repo, sessionLimitReached, now = Date.now }: Deps) {
  const secrets = createTtlCache<Awaited<ReturnType<VendorWalletRepository['credentials']>>>(30_000, now);
  const vendors = createTtlCache<{ walletMode: string; category: string } | null>(30_000, now);
  const gamesCache = createTtlCache<{ gameType: string; gameName: string } | null>(60_000, now, 10_000);
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
    // A rotated secret's predecessor keeps verifying until the end of its grace; a signature the remembered
    // keys refuse is checked against the stored ones (a rotation may be younger than the cache).
    const { timestamp, signature } = call;
    const signedWith = (keys: NonNullable<typeof credentials>) =>
      [keys.secret, ...(keys.previous && now() < keys.previous.until ? [keys.previous.secret] : [])].some(
        (key) => vendorSignatureMatches(key, timestamp, call.rawBody, signature),
      );
    if (!signedWith(credentials)) {
      const stored = await repo.credentials(brand.id, vendorCode);
      if (!stored?.enabled || !signedWith(stored))
        throw refused(401, ERROR_CODES.signatureInvalid, 'The signature does not match the body.');
    }
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

  function result(playerId: string, brand: Brand, balance: bigint): VendorWalletResult {
    return { playerId, currency: brand.currencySymbol, balance: minorToMajor(balance) };
  }

  /** The stored answer of an earlier call with this transaction id (same kind), or a conflict. */
  function replay(
    stored: Pick<VendorTransaction, 'kind' | 'response'>,
    kind: VendorTransaction['kind'],
    transactionId: string,
  ) {
    if (stored.kind !== kind)
      throw refused(
        409,
        ERROR_CODES.idempotencyConflict,
        `Transaction ${transactionId} was already used for a ${stored.kind}.`,
      );
    return { ...(stored.response as VendorWalletResult), replayed: true };
  }

  /**
   * What the database's refusal of a call tells the vendor. `rolledBack` and `settled` read differently
   * for each call, which names them.
   */
  function refusalOf(refusal: WalletRefusal, about: About) {
    switch (refusal) {
      case 'insufficient':
        return insufficientFunds();
      case 'rolledBack':
        return refused(409, ERROR_CODES.debitRolledBack, about.rolledBack);
      case 'settled':
        return refused(409, ERROR_CODES.roundSettled, about.settled);
      case 'roundTaken':
        return refused(
          409,
          ERROR_CODES.roundSettled,
          `Round ${about.roundId} is settled, void, or another player's.`,
        );
      case 'roundOpen':
        return refused(409, ERROR_CODES.roundOpen, `The player has another open round of ${about.gameCode}.`);
      case 'debitUnknown':
        return refused(404, ERROR_CODES.debitUnknown, `No debit ${about.debitId} of this player to pay on.`);
      case 'roundGone':
        return refused(404, ERROR_CODES.debitUnknown, `The round of debit ${about.debitId} is gone.`);
      case 'responsible':
        return refused(403, ERROR_CODES.rgExcluded, 'Responsible gaming: the bet is refused.');
      case 'notADebit':
        return refused(
          409,
          ERROR_CODES.idempotencyConflict,
          `Transaction ${about.debitId} is not a debit of this player.`,
        );
    }
  }

  /**
   * The answer of a call sent as one statement: what it did now, or the stored answer of an earlier call
   * with its transaction id (an identical call that won a race is read once more).
   */
  async function answerOf(
    brand: Brand,
    vendorCode: string,
    transactionId: string,
    kind: VendorTransaction['kind'],
    outcome: WalletCallOutcome,
    about: About,
  ): Promise<VendorWalletResult> {
    switch (outcome.kind) {
      case 'done':
        return outcome.answer as VendorWalletResult;
      case 'replay':
        return replay({ kind: outcome.storedKind, response: outcome.answer }, kind, transactionId);
      case 'refused':
        throw refusalOf(outcome.refusal, about);
      case 'duplicate': {
        const original = await repo.findTransaction(brand.id, vendorCode, transactionId);
        if (!original) throw new Error(`transaction ${transactionId} met a duplicate that is not stored`);
        return replay(original, kind, transactionId);
      }
    }
  }

  /** The fields of every call of a player on a vendor: its wallet, its house shard, the answer's fixed part. */
  async function callOf(
    brand: Brand,
    vendorCode: string,
    walletMode: string,
    memberId: number,
    input: {
      playerId: string;
      transactionId: string;
      roundId: string;
    },
  ) {
    return {
      merchantId: brand.id,
      vendorCode,
      transactionId: input.transactionId,
      memberId,
      walletCode: walletCodeOf(vendorCode, walletMode),
      houseAccountId: await ledger.houseAccountId(db, brand.id, 'games', vendorCode, houseShardOf(memberId)),
      reference: `${vendorCode}:${input.roundId}`,
      idempotencyKey: `vendor:${vendorCode}:${input.transactionId}`,
      reply: { playerId: input.playerId, currency: brand.currencySymbol, transactionId: input.transactionId },
    };
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
      const call = {
        ...(await callOf(brand, vendorCode, vendor.walletMode, memberId, input)),
        gameType: game.gameType,
        gameCode: input.gameCode,
        gameName: game.gameName,
        roundId: input.roundId,
        amount: majorToMinor(input.amount),
      };
      let outcome = await repo.debit(call);
      // Two first debits of one new round race: the loser meets the open-round index before the round row
      // it waited for is visible. Tried again, it extends that round; a real second round is refused again.
      if (outcome.kind === 'refused' && outcome.refusal === 'roundOpen') outcome = await repo.debit(call);
      if (outcome.kind === 'refused' && outcome.refusal === 'responsible') {
        const refusal = betRefusal(outcome.reason ?? '', call.amount);
        if (!refusal) throw new Error(`unreadable responsible-gaming refusal: ${outcome.reason}`);
        if (refusal.errorCode === ERROR_CODES.rgSessionLimit) await sessionLimitReached?.(memberId);
        throw refusal;
      }
      return answerOf(brand, vendorCode, input.transactionId, 'debit', outcome, {
        roundId: input.roundId,
        gameCode: input.gameCode,
        debitId: input.transactionId,
        rolledBack: `Debit ${input.transactionId} was rolled back before it arrived.`,
        settled: `Round ${input.roundId} is already settled.`,
      });
    },

    async credit(brand: Brand, vendorCode: string, input: VendorCreditRequest): Promise<VendorWalletResult> {
      const memberId = await player(brand, input.playerId);
      const vendor = await vendorOf(brand, vendorCode);
      const outcome = await repo.credit({
        ...(await callOf(brand, vendorCode, vendor.walletMode, memberId, input)),
        debitTransactionId: input.debitTransactionId,
        amount: majorToMinor(input.amount),
        detail: input.detail ?? null,
      });
      return answerOf(brand, vendorCode, input.transactionId, 'credit', outcome, {
        roundId: input.roundId,
        debitId: input.debitTransactionId,
        rolledBack: `Round ${input.roundId} was rolled back.`,
        settled: `Round ${input.roundId} is already settled.`,
      });
    },

    async rollback(
      brand: Brand,
      vendorCode: string,
      input: VendorRollbackRequest,
    ): Promise<VendorWalletResult> {
      const memberId = await player(brand, input.playerId);
      const vendor = await vendorOf(brand, vendorCode);
      const outcome = await repo.rollback({
        ...(await callOf(brand, vendorCode, vendor.walletMode, memberId, input)),
        debitTransactionId: input.debitTransactionId,
      });
      return answerOf(brand, vendorCode, input.transactionId, 'rollback', outcome, {
        roundId: input.roundId,
        debitId: input.debitTransactionId,
        rolledBack: `Round ${input.roundId} was rolled back.`,
        settled: `Round ${input.roundId} is settled and cannot be rolled back.`,
      });
    },
  };
}
export type VendorWalletService = ReturnType<typeof createVendorWalletService>;

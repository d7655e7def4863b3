import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { uniqueViolationOf } from '../../db/constraints.js';
import { databaseErrorOf } from '../../lib/errors.js';

export type VendorTransaction = {
  id: number;
  kind: 'debit' | 'credit' | 'rollback';
  memberId: number;
  roundId: number | null;
  refTransactionId: string | null;
  amount: bigint;
  transferId: number | null;
  status: number;
  response: Record<string, unknown>;
};

type Raw = Record<string, unknown>;
const toVendorTransaction = (r: Raw): VendorTransaction => ({
  id: Number(r.id),
  kind: r.kind as VendorTransaction['kind'],
  memberId: Number(r.member_id),
  roundId: r.round_id === null || r.round_id === undefined ? null : Number(r.round_id),
  refTransactionId: (r.ref_transaction_id as string | null) ?? null,
  amount: BigInt(r.amount as string),
  transferId: r.transfer_id === null || r.transfer_id === undefined ? null : Number(r.transfer_id),
  status: Number(r.status),
  response: r.response as Record<string, unknown>,
});

/** Why the database refused a wallet call (nothing of it was written). */
export type WalletRefusal =
  | 'insufficient'
  | 'rolledBack'
  | 'settled'
  | 'roundTaken'
  | 'roundOpen'
  | 'debitUnknown'
  | 'roundGone'
  | 'notADebit'
  /** A responsible-gaming limit, a session past its time, or an exclusion (`rg_check_bet`, migration 0020). */
  | 'responsible';

/** The SQLSTATEs the wallet functions raise (migration 0011), and what each means. */
const REFUSALS: Record<string, WalletRefusal> = {
  WL001: 'insufficient',
  WL002: 'rolledBack',
  WL003: 'settled',
  WL004: 'roundTaken',
  WL005: 'debitUnknown',
  WL006: 'roundGone',
  WL007: 'notADebit',
  WL008: 'responsible',
  WL009: 'responsible',
  WL010: 'responsible',
};

/**
 * What one wallet call did: moved or recorded now (`done`, its answer), found its transaction id already
 * used (`replay`, the stored kind and answer), was refused (nothing written), or met an identical call at
 * its last write (`duplicate`: the stored answer is to be read).
 */
export type WalletCallOutcome =
  | { kind: 'done'; answer: Record<string, unknown> }
  | { kind: 'replay'; storedKind: VendorTransaction['kind']; answer: Record<string, unknown> }
  | { kind: 'refused'; refusal: WalletRefusal; reason?: string }
  | { kind: 'duplicate' };

type CallBase = {
  merchantId: number;
  vendorCode: string;
  transactionId: string;
  memberId: number;
  /** The wallet the vendor plays on. */
  walletCode: string;
  /** The house's games shard of the member. */
  houseAccountId: number;
  /** The ledger transfer's reference and idempotency key. */
  reference: string;
  idempotencyKey: string;
  /** The answer's fixed fields (the balance is added by the call). */
  reply: Record<string, unknown>;
};

/** Constraints whose violation is an answer: another open round, or a call already recorded. */
const ROUND_OPEN_CONSTRAINT = 'game_rounds_open_uq';
const VENDOR_TRANSACTION_CONSTRAINT = 'vendor_transactions_uq';
const TRANSFER_KEY_CONSTRAINT = 'ledger_transfers_idempotency_uq';

/** What a wallet function answers: the stored kind of a replayed call (null when done now) and the answer. */
type WalletRow = { replayKind: string | null; answer: Record<string, unknown> };

/** Runs one wallet function's prepared statement and reads its outcome (one round trip). */
async function walletCall(run: () => Promise<WalletRow[]>): Promise<WalletCallOutcome> {
  try {
    const [row] = await run();
    if (!row) throw new Error('the wallet call answered nothing');
    return row.replayKind === null
      ? { kind: 'done', answer: row.answer }
      : {
          kind: 'replay',
          storedKind: row.replayKind as VendorTransaction['kind'],
          answer: row.answer,
        };
  } catch (error) {
    const failure = databaseErrorOf(error);
    const refusal = REFUSALS[failure?.code ?? ''];
    if (refusal) return { kind: 'refused', refusal, reason: failure?.message };
    const constraint = uniqueViolationOf(error);
    if (constraint === ROUND_OPEN_CONSTRAINT) return { kind: 'refused', refusal: 'roundOpen' };
    // An identical call's transaction id (or its transfer's key) was written after this call looked.
    if (constraint === VENDOR_TRANSACTION_CONSTRAINT || constraint === TRANSFER_KEY_CONSTRAINT)
      return { kind: 'duplicate' };
    throw error;
  }
}

const arg = (name: string) => sql.placeholder(name);

/**
 * A wallet function's call as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call (decision record 053).
 */
function walletStatement(db: Database, name: string, call: SQL) {
  return db
    .select({
      replayKind: sql<string | null>`replay_kind`,
      answer: sql<Record<string, unknown>>`answer`,
    })
    .from(call)
    .prepare(name);
}

export function createVendorWalletRepository(db: Database) {
  const debitStatement = walletStatement(
    db,
    'wallet_vendor_debit',
    sql`wallet_vendor_debit(${arg('merchantId')}::integer, ${arg('vendorCode')}::text,
          ${arg('transactionId')}::text, ${arg('memberId')}::integer, ${arg('walletCode')}::text,
          ${arg('houseAccountId')}::bigint, ${arg('gameType')}::text, ${arg('gameCode')}::text,
          ${arg('gameName')}::text, ${arg('roundId')}::text, ${arg('amount')}::bigint, ${arg('reference')}::text,
          ${arg('idempotencyKey')}::text, ${arg('reply')}::jsonb)`,
  );
  const creditStatement = walletStatement(
    db,
    'wallet_vendor_credit',
    sql`wallet_vendor_credit(${arg('merchantId')}::integer, ${arg('vendorCode')}::text,
          ${arg('transactionId')}::text, ${arg('debitTransactionId')}::text, ${arg('memberId')}::integer,
          ${arg('walletCode')}::text, ${arg('houseAccountId')}::bigint, ${arg('amount')}::bigint,
          ${arg('detail')}::jsonb, ${arg('reference')}::text, ${arg('idempotencyKey')}::text,
          ${arg('reply')}::jsonb)`,
  );
  const rollbackStatement = walletStatement(
    db,
    'wallet_vendor_rollback',
    sql`wallet_vendor_rollback(${arg('merchantId')}::integer, ${arg('vendorCode')}::text,
          ${arg('transactionId')}::text, ${arg('debitTransactionId')}::text, ${arg('memberId')}::integer,
          ${arg('walletCode')}::text, ${arg('houseAccountId')}::bigint, ${arg('reference')}::text,
          ${arg('idempotencyKey')}::text, ${arg('reply')}::jsonb)`,
  );

  return {
    /** The vendor's secret, and the one before its last rotation with the end of its grace. */
    async credentials(merchantId: number, vendorCode: string) {
      const [row] = await rowsOf<{
        secret: string;
        enabled: boolean;
        previous_secret: string | null;
        previous_until: Date | string | null;
      }>(
        db,
        sql`select secret, enabled, previous_secret, previous_until from vendor_credentials
            where merchant_id = ${merchantId} and vendor_code = ${vendorCode}`,
      );
      return row
        ? {
            secret: row.secret,
            enabled: row.enabled,
            previous:
              row.previous_secret && row.previous_until
                ? { secret: row.previous_secret, until: new Date(row.previous_until).getTime() }
                : null,
          }
        : null;
    },

    /** How the vendor plays (seamless or transfer) and its category, when it is in the brand's list. */
    async vendor(merchantId: number, vendorCode: string) {
      const [row] = await rowsOf<{ wallet_mode: string; category: string }>(
        db,
        sql`select wallet_mode, category from game_vendors
            where merchant_id = ${merchantId} and code = ${vendorCode} order by sort, id limit 1`,
      );
      return row ? { walletMode: row.wallet_mode, category: row.category } : null;
    },

    async game(merchantId: number, vendorCode: string, gameCode: string) {
      const [row] = await rowsOf<{ game_type: string; name: Record<string, string> }>(
        db,
        sql`select game_type, name from games
            where merchant_id = ${merchantId} and vendor_code = ${vendorCode} and game_code = ${gameCode}`,
      );
      return row ? { gameType: row.game_type, name: row.name } : null;
    },

    /** The brand's member (whether its account is frozen), or null when it is not the brand's. */
    async memberOfBrand(merchantId: number, memberId: number): Promise<{ frozen: boolean } | null> {
      const [row] = await rowsOf<{ frozen: boolean }>(
        db,
        sql`select frozen_at is not null as frozen from members
            where id = ${memberId} and merchant_id = ${merchantId}`,
      );
      return row ? { frozen: Boolean(row.frozen) } : null;
    },

    async accountBalance(accountId: number, tx: Executor = db): Promise<bigint> {
      const [row] = await rowsOf<{ balance: string }>(
        tx,
        sql`select balance from accounts where id = ${accountId}`,
      );
      return BigInt(row?.balance ?? 0);
    },

    async findTransaction(
      merchantId: number,
      vendorCode: string,
      transactionId: string,
      tx: Executor = db,
    ): Promise<VendorTransaction | null> {
      const [row] = await rowsOf(
        tx,
        sql`select * from vendor_transactions
            where merchant_id = ${merchantId} and vendor_code = ${vendorCode} and transaction_id = ${transactionId}`,
      );
      return row ? toVendorTransaction(row) : null;
    },

    /**
     * A debit in one statement (`wallet_vendor_debit`): the stake from the member's wallet to the house,
     * the round opened or added to, the answer stored with the transaction id.
     */
    debit(
      call: CallBase & {
        gameType: string;
        gameCode: string;
        gameName: string;
        roundId: string;
        amount: bigint;
      },
    ): Promise<WalletCallOutcome> {
      return walletCall(() => debitStatement.execute({ ...call, reply: JSON.stringify(call.reply) }));
    },

    /** A credit in one statement (`wallet_vendor_credit`): the win, the round settled, its points earned. */
    credit(
      call: CallBase & {
        debitTransactionId: string;
        amount: bigint;
        detail: Record<string, unknown> | null;
      },
    ): Promise<WalletCallOutcome> {
      return walletCall(() =>
        creditStatement.execute({
          ...call,
          detail: call.detail === null ? null : JSON.stringify(call.detail),
          reply: JSON.stringify(call.reply),
        }),
      );
    },

    /** A rollback in one statement (`wallet_vendor_rollback`): the debit's stake back, its round voided. */
    rollback(call: CallBase & { debitTransactionId: string }): Promise<WalletCallOutcome> {
      return walletCall(() => rollbackStatement.execute({ ...call, reply: JSON.stringify(call.reply) }));
    },
  };
}
export type VendorWalletRepository = ReturnType<typeof createVendorWalletRepository>;

import { ERROR_CODES } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { rowsOf, type RawRow } from '../../db/rows.js';
import { unprocessable } from '../../lib/errors.js';

/** House accounts of a brand (DESIGN.md section 5). */
export const HOUSE_KINDS = ['cash', 'games', 'bonus', 'commission', 'points', 'pending'] as const;
export type HouseKind = (typeof HOUSE_KINDS)[number];

/**
 * Hot house accounts (a vendor's games account takes every bet, the cash account every deposit) are split
 * into this many rows; a transfer picks one by the member (`houseShardOf`), so that concurrent bets or
 * deposits of different members do not wait on one row lock. 64 keeps 32 players with neighbouring ids apart.
 */
export const HOUSE_SHARDS = 64;

/** The house shard a member's money moves through. */
export const houseShardOf = (memberId: number) => memberId % HOUSE_SHARDS;

/** A member's wallet (`MAIN` or a vendor's sub-wallet) named instead of its account id; opened at zero if new. */
export type MemberWallet = { memberId: number; walletCode: string };

type TransferBase = {
  merchantId: number;
  /** Minor units, above zero. */
  amount: bigint;
  kind: string;
  reference: string;
  /** Unique per brand: the same key never moves money twice. */
  idempotencyKey: string;
  roundId?: number | null;
  reversesId?: number | null;
};

/** Each side by its account id, or a member's side by its wallet (found by the transfer's own statement). */
export type TransferInput = TransferBase &
  ({ debitAccountId: number } | { debitWallet: MemberWallet }) &
  ({ creditAccountId: number } | { creditWallet: MemberWallet });

export type TransferRow = {
  id: number;
  merchantId: number;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  kind: string;
  reference: string;
  idempotencyKey: string;
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
  roundId: number | null;
  createdAt: Date;
};

type Raw = RawRow;

const toTransfer = (r: Raw): TransferRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  debitAccountId: Number(r.debit_account_id),
  creditAccountId: Number(r.credit_account_id),
  amount: BigInt(r.amount as string),
  kind: String(r.kind),
  reference: String(r.reference),
  idempotencyKey: String(r.idempotency_key),
  debitBalanceAfter: BigInt(r.debit_balance_after as string),
  creditBalanceAfter: BigInt(r.credit_balance_after as string),
  roundId: r.round_id === null || r.round_id === undefined ? null : Number(r.round_id),
  createdAt: new Date(r.created_at as string),
});

/** Raised inside a transaction when its idempotency key was already used; the caller reads the original. */
export class DuplicateTransfer extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`transfer ${idempotencyKey} already exists`);
  }
}

export const insufficientFunds = () =>
  unprocessable(ERROR_CODES.insufficientFunds, 'The balance is not enough for this amount.');

/** A transfer's side as the statement names it: an account id, or the member's wallet found (or opened) there. */
function sideOf(merchantId: number, side: number | MemberWallet): { sql: SQL; key: string } {
  return typeof side === 'number'
    ? { sql: sql`${side}::bigint`, key: String(side) }
    : {
        sql: sql`wallet_member_account(${merchantId}::integer, ${side.memberId}::integer, ${side.walletCode}::text)`,
        key: `${side.memberId}:${side.walletCode}`,
      };
}

export function createLedger(db: Database) {
  const houseIds = new Map<string, number>();

  return {
    /**
     * Moves `amount` from one account to another in the caller's transaction, in one statement (the
     * database's `ledger_transfer`, decision record 035): both balances and the immutable transfer row change
     * together, the two rows taken in id order (no deadlock between a bet and a win). A member account never
     * goes below zero (422, nothing moved). A used idempotency key raises `DuplicateTransfer` (the
     * transaction must be rolled back; `findByKey` gives the original). Alone, outside a transaction, it is
     * its own transaction.
     */
    async transfer(tx: Executor, input: TransferInput): Promise<TransferRow> {
      if (input.amount <= 0n) throw new RangeError('a transfer moves a positive amount');
      const debit = sideOf(
        input.merchantId,
        'debitAccountId' in input ? input.debitAccountId : input.debitWallet,
      );
      const credit = sideOf(
        input.merchantId,
        'creditAccountId' in input ? input.creditAccountId : input.creditWallet,
      );
      if (debit.key === credit.key) throw new RangeError('a transfer needs two accounts');
      try {
        const [row] = await rowsOf(
          tx,
          sql`select * from ledger_transfer(${input.merchantId}::integer, ${debit.sql}, ${credit.sql},
                ${input.amount}::bigint, ${input.kind}::text, ${input.reference}::text, ${input.idempotencyKey}::text,
                ${input.roundId ?? null}::bigint, ${input.reversesId ?? null}::bigint)`,
        );
        if (!row) throw insufficientFunds();
        return toTransfer(row);
      } catch (error) {
        if (isUniqueViolation(error, 'ledger_transfers_idempotency_uq'))
          throw new DuplicateTransfer(input.idempotencyKey);
        throw error;
      }
    },

    async findByKey(
      merchantId: number,
      idempotencyKey: string,
      tx: Executor = db,
    ): Promise<TransferRow | null> {
      const [row] = await rowsOf(
        tx,
        sql`select * from ledger_transfers where merchant_id = ${merchantId} and idempotency_key = ${idempotencyKey}`,
      );
      return row ? toTransfer(row) : null;
    },

    /** The member's wallet (`MAIN` or a vendor's sub-wallet), created at zero the first time. */
    async memberAccountId(
      tx: Executor,
      merchantId: number,
      memberId: number,
      walletCode = 'MAIN',
    ): Promise<number> {
      const [found] = await rowsOf<{ id: string }>(
        tx,
        sql`select id from accounts where member_id = ${memberId} and wallet_code = ${walletCode}`,
      );
      if (found) return Number(found.id);
      const [made] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into accounts (merchant_id, member_id, kind, wallet_code) values
            (${merchantId}, ${memberId}, 'member', ${walletCode})
            on conflict (member_id, wallet_code) where member_id is not null
            do update set wallet_code = excluded.wallet_code
            returning id`,
      );
      if (!made) throw new Error('member account not created');
      return Number(made.id);
    },

    /**
     * A house account of the brand (created on first use). Ids never change, so an id read outside any
     * transaction is remembered; one created inside a transaction is not (the transaction may roll back).
     * Inside a transaction the row is read without a lock; only a missing one is created there.
     */
    async houseAccountId(
      tx: Executor,
      merchantId: number,
      kind: HouseKind,
      walletCode = 'HOUSE',
      shard = 0,
    ): Promise<number> {
      const key = `${merchantId}:${kind}:${walletCode}:${shard}`;
      const known = houseIds.get(key);
      if (known !== undefined) return known;
      const [found] = await rowsOf<{ id: string }>(
        tx,
        sql`select id from accounts where merchant_id = ${merchantId} and member_id is null and kind = ${kind}
              and wallet_code = ${walletCode} and shard = ${shard}`,
      );
      const [row] = found
        ? [found]
        : await rowsOf<{ id: string }>(
            tx,
            sql`insert into accounts (merchant_id, member_id, kind, wallet_code, shard) values
                (${merchantId}, null, ${kind}, ${walletCode}, ${shard})
                on conflict (merchant_id, kind, wallet_code, shard) where member_id is null
                do update set shard = excluded.shard
                returning id`,
          );
      if (!row) throw new Error('house account not created');
      const id = Number(row.id);
      if (tx === db) houseIds.set(key, id);
      return id;
    },

    /**
     * The reconciliation of DESIGN.md section 5: per account, balance = credits - debits; per brand, the
     * balances sum to zero; no member account below zero. Returns every mismatch found.
     */
    async check(tx: Executor = db): Promise<LedgerReport> {
      const accountsChecked = await rowsOf<{ n: string }>(tx, sql`select count(*) as n from accounts`);
      const transfers = await rowsOf<{ n: string }>(tx, sql`select count(*) as n from ledger_transfers`);
      const mismatched = await rowsOf<{ id: string; balance: string; computed: string }>(
        tx,
        sql`select a.id, a.balance, coalesce(c.total, 0) - coalesce(d.total, 0) as computed
            from accounts a
            left join (select credit_account_id as id, sum(amount) as total from ledger_transfers
                       group by credit_account_id) c on c.id = a.id
            left join (select debit_account_id as id, sum(amount) as total from ledger_transfers
                       group by debit_account_id) d on d.id = a.id
            where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)
            order by a.id`,
      );
      const brands = await rowsOf<{ merchant_id: number; code: string; total: string; n: string }>(
        tx,
        sql`select m.id as merchant_id, m.code, coalesce(sum(a.balance), 0) as total, count(a.id) as n
            from merchants m left join accounts a on a.merchant_id = m.id
            group by m.id, m.code order by m.id`,
      );
      const negative = await rowsOf<{ id: string; balance: string }>(
        tx,
        sql`select id, balance from accounts where member_id is not null and balance < 0`,
      );
      const crossBrand = await rowsOf<{ id: string }>(
        tx,
        sql`select t.id from ledger_transfers t
            join accounts d on d.id = t.debit_account_id join accounts c on c.id = t.credit_account_id
            where d.merchant_id <> t.merchant_id or c.merchant_id <> t.merchant_id`,
      );
      const problems = [
        ...mismatched.map(
          (m) => `account ${m.id}: balance ${m.balance} but credits - debits = ${m.computed}`,
        ),
        ...brands
          .filter((b) => BigInt(b.total) !== 0n)
          .map((b) => `brand ${b.code}: balances sum to ${b.total}, not 0`),
        ...negative.map((n) => `member account ${n.id} is negative (${n.balance})`),
        ...crossBrand.map((t) => `transfer ${t.id} moves money across brands`),
      ];
      return {
        ok: problems.length === 0,
        accounts: Number(accountsChecked[0]?.n ?? 0),
        transfers: Number(transfers[0]?.n ?? 0),
        brands: brands.map((b) => ({ code: b.code, accounts: Number(b.n), sum: BigInt(b.total) })),
        problems,
      };
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;

export type LedgerReport = {
  ok: boolean;
  accounts: number;
  transfers: number;
  brands: { code: string; accounts: number; sum: bigint }[];
  problems: string[];
};

/** Runs `work` in a transaction; a duplicate idempotency key rolls it back and answers `onDuplicate`. */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Executor) => Promise<T>,
  onDuplicate: (key: string) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => work(tx));
  } catch (error) {
    if (error instanceof DuplicateTransfer) return onDuplicate(error.idempotencyKey);
    throw error;
  }
}

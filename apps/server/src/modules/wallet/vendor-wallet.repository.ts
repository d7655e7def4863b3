import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rowsOf, type RawRow } from '../../db/rows.js';
import { isUniqueViolation } from '../../db/constraints.js';

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

export type RoundRow = {
  id: number;
  memberId: number;
  gameCode: string;
  gameType: string;
  stake: bigint;
  payout: bigint;
  status: 'open' | 'settled' | 'void';
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
const toRound = (r: Raw): RoundRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  gameCode: String(r.game_code),
  gameType: String(r.game_type),
  stake: BigInt(r.stake as string),
  payout: BigInt(r.payout as string),
  status: r.status as RoundRow['status'],
});

/** Constraint names the service turns into answers. */
export const ROUND_OPEN_CONSTRAINT = 'game_rounds_open_uq';
export const VENDOR_TRANSACTION_CONSTRAINT = 'vendor_transactions_uq';

/** A vendor transaction id already recorded: an identical call won the race; its stored answer stands. */
export class DuplicateVendorTransaction extends Error {
  constructor(readonly transactionId: string) {
    super(`vendor transaction ${transactionId} already recorded`);
  }
}

/** The member has another open round of the game (one open round per member and game). */
export class AnotherRoundOpen extends Error {
  constructor(readonly gameCode: string) {
    super(`another round of ${gameCode} is open`);
  }
}

export function createVendorWalletRepository(db: Database) {
  return {
    async credentials(merchantId: number, vendorCode: string) {
      const [row] = await rowsOf<{ secret: string; enabled: boolean }>(
        db,
        sql`select secret, enabled from vendor_credentials
            where merchant_id = ${merchantId} and vendor_code = ${vendorCode}`,
      );
      return row ?? null;
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

    async pointRate(merchantId: number, gameType: string, tx: Executor = db) {
      const [row] = await rowsOf<{ points: number; per: string }>(
        tx,
        sql`select points, per from point_rates where merchant_id = ${merchantId} and game_type = ${gameType}`,
      );
      return row ? { points: BigInt(row.points), per: BigInt(row.per) } : null;
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

    /** Serializes a debit with any rollback of it, so a rollback racing its debit is never lost. */
    async lockDebit(tx: Executor, merchantId: number, vendorCode: string, debitTransactionId: string) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`${merchantId}:${vendorCode}:${debitTransactionId}`}))`,
      );
    },

    /** A rollback recorded for a debit that had not arrived (kept so the late debit is refused). */
    async findRollbackOf(
      merchantId: number,
      vendorCode: string,
      debitTransactionId: string,
      tx: Executor = db,
    ) {
      const [row] = await rowsOf(
        tx,
        sql`select * from vendor_transactions
            where merchant_id = ${merchantId} and vendor_code = ${vendorCode}
              and ref_transaction_id = ${debitTransactionId} and kind = 'rollback' limit 1`,
      );
      return row ? toVendorTransaction(row) : null;
    },

    async insertTransaction(
      tx: Executor,
      values: {
        merchantId: number;
        vendorCode: string;
        transactionId: string;
        kind: VendorTransaction['kind'];
        memberId: number;
        roundId: number | null;
        refTransactionId: string | null;
        amount: bigint;
        transferId: number | null;
        status: number;
        response: Record<string, unknown>;
      },
    ): Promise<void> {
      try {
        await tx.execute(
          sql`insert into vendor_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
              ref_transaction_id, amount, transfer_id, status, response)
            values (${values.merchantId}, ${values.vendorCode}, ${values.transactionId}, ${values.kind},
              ${values.memberId}, ${values.roundId}, ${values.refTransactionId}, ${values.amount},
              ${values.transferId}, ${values.status}, ${JSON.stringify(values.response)}::jsonb)`,
        );
      } catch (error) {
        if (isUniqueViolation(error, VENDOR_TRANSACTION_CONSTRAINT))
          throw new DuplicateVendorTransaction(values.transactionId);
        throw error;
      }
    },

    /**
     * Opens the round, or adds the stake to it when it is still open and the member's. Null when the round
     * id is taken by a settled or void round, or by another member or game.
     */
    async openRound(
      tx: Executor,
      values: {
        merchantId: number;
        memberId: number;
        vendorCode: string;
        gameType: string;
        gameCode: string;
        gameName: string;
        roundId: string;
        stake: bigint;
      },
    ): Promise<RoundRow | null> {
      let row: RawRow | undefined;
      try {
        [row] = await rowsOf(
          tx,
          sql`insert into game_rounds (merchant_id, member_id, vendor_code, game_type, game_code, game_name,
              round_id, stake, valid_bet, status)
            values (${values.merchantId}, ${values.memberId}, ${values.vendorCode}, ${values.gameType},
              ${values.gameCode}, ${values.gameName}, ${values.roundId}, ${values.stake}, 0, 'open')
            on conflict (merchant_id, vendor_code, round_id) do update
              set stake = game_rounds.stake + excluded.stake
              where game_rounds.status = 'open' and game_rounds.member_id = excluded.member_id
                and game_rounds.game_code = excluded.game_code
            returning *`,
        );
      } catch (error) {
        if (isUniqueViolation(error, ROUND_OPEN_CONSTRAINT)) throw new AnotherRoundOpen(values.gameCode);
        throw error;
      }
      return row ? toRound(row) : null;
    },

    async roundForUpdate(tx: Executor, roundId: number): Promise<RoundRow | null> {
      const [row] = await rowsOf(tx, sql`select * from game_rounds where id = ${roundId} for update`);
      return row ? toRound(row) : null;
    },

    async settleRound(tx: Executor, roundId: number, payout: bigint, detail: Record<string, unknown> | null) {
      await tx.execute(
        sql`update game_rounds set payout = payout + ${payout}, valid_bet = stake, status = 'settled',
              settled_at = now(), detail = coalesce(${detail === null ? null : JSON.stringify(detail)}::jsonb, detail)
            where id = ${roundId}`,
      );
    },

    /** Takes a rolled-back stake off the round; the round is void once nothing is staked on it. */
    async reduceStake(tx: Executor, roundId: number, amount: bigint) {
      await tx.execute(
        sql`update game_rounds set stake = stake - ${amount},
              status = case when stake - ${amount} = 0 then 'void' else status end,
              settled_at = case when stake - ${amount} = 0 then now() else settled_at end
            where id = ${roundId}`,
      );
    },
  };
}
export type VendorWalletRepository = ReturnType<typeof createVendorWalletRepository>;

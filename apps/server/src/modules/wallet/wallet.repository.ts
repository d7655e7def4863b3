import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { accounts } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';
import { createBatchLoader } from '../../lib/batch-loader.js';

export type WalletRow = { id: number; walletCode: string; balance: bigint };

export function createWalletRepository(db: Database) {
  const selectWallets = (tx: Executor) =>
    tx
      .select({ walletCode: accounts.walletCode, balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.memberId, sql.placeholder('memberId')))
      .orderBy(asc(accounts.id));
  // The balance is read on every page of a logged-in member: prepared once, for every member asked for in
  // the same turn of the loop (one statement for many requests).
  const walletsPrepared = db
    .select({ memberId: accounts.memberId, walletCode: accounts.walletCode, balance: accounts.balance })
    .from(accounts)
    .where(sql`${accounts.memberId} = any(${sql.placeholder('memberIds')}::int[])`)
    .orderBy(asc(accounts.id))
    .prepare('wallet_members_wallets');
  const walletsOf = createBatchLoader(async (memberIds: number[]) => {
    const found = new Map<number, { walletCode: string; balance: bigint }[]>();
    for (const { memberId, walletCode, balance } of await walletsPrepared.execute({
      memberIds: `{${memberIds.join(',')}}`,
    })) {
      if (memberId === null) continue;
      const list = found.get(memberId);
      if (list) list.push({ walletCode, balance });
      else found.set(memberId, [{ walletCode, balance }]);
    }
    return found;
  });

  return {
    /** Why the member's account is frozen (an unpaid commission), or undefined when it is not. */
    async frozenReason(memberId: number): Promise<string | undefined> {
      const [row] = await rowsOf<{ frozen_reason: string | null }>(
        db,
        sql`select frozen_reason from members where id = ${memberId} and frozen_at is not null`,
      );
      return row ? (row.frozen_reason ?? '') : undefined;
    },

    async memberWallets(memberId: number, tx?: Executor) {
      if (tx) return selectWallets(tx).execute({ memberId });
      return (await walletsOf(memberId)) ?? [];
    },

    /** The member's accounts, locked in id order (a recall moves all of them at once). */
    async lockMemberWallets(tx: Executor, memberId: number): Promise<WalletRow[]> {
      const rows = await rowsOf<{ id: string; wallet_code: string; balance: string }>(
        tx,
        sql`select id, wallet_code, balance from accounts where member_id = ${memberId} order by id for update`,
      );
      return rows.map((r) => ({ id: Number(r.id), walletCode: r.wallet_code, balance: BigInt(r.balance) }));
    },

    /** Vendors of the brand that keep their own sub-wallet (transfer mode), with their names. */
    async transferVendors(merchantId: number, tx: Executor = db): Promise<{ code: string; name: string }[]> {
      return rowsOf<{ code: string; name: string }>(
        tx,
        sql`select distinct on (code) code, name from game_vendors
            where merchant_id = ${merchantId} and enabled and wallet_mode = 'transfer'
            order by code, sort`,
      );
    },

    async vendorNames(merchantId: number): Promise<Map<string, string>> {
      const rows = await rowsOf<{ code: string; name: string }>(
        db,
        sql`select distinct on (code) code, name from game_vendors where merchant_id = ${merchantId}
            order by code, sort`,
      );
      return new Map(rows.map((r) => [r.code, r.name]));
    },

    async walletModeOf(merchantId: number, vendorCode: string): Promise<string | null> {
      const [row] = await rowsOf<{ wallet_mode: string }>(
        db,
        sql`select wallet_mode from game_vendors where merchant_id = ${merchantId} and code = ${vendorCode}
            order by sort limit 1`,
      );
      return row?.wallet_mode ?? null;
    },

    /** Stakes of the member's rounds still open, and the member's points. */
    async inPlayAndPoints(memberId: number): Promise<{ inPlay: bigint; points: bigint }> {
      const [row] = await rowsOf<{ in_play: string | null; points: string }>(
        db,
        sql`select (select sum(stake) from game_rounds where member_id = ${memberId} and status = 'open') as in_play,
                   points_balance as points
            from members where id = ${memberId}`,
      );
      return { inPlay: BigInt(row?.in_play ?? 0), points: BigInt(row?.points ?? 0) };
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;

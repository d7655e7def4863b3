import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { gameRounds, games, gameVendors } from '../../db/schema.js';
import { bigintOf, rowsOf, timeOf } from '../../db/rows.js';

export type RoundRow = {
  id: number;
  roundId: string;
  vendorCode: string;
  gameCode: string;
  /** The name the round was played under. */
  gameName: string;
  /** The game's names per language in the catalogue; null when the catalogue does not have the game. */
  catalogueName: Partial<Record<string, string>> | null;
  /** The game's classification in the catalogue. */
  classify: string | null;
  gameType: string;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  status: string;
  detail: Record<string, unknown> | null;
  createdAt: Date;
  settledAt: Date | null;
};

/** A vendor of the brand's catalogue: its code, category and display name. */
export type VendorNameRow = { code: string; category: string; name: string };

/** The game round of a ledger movement, with its game's names from the catalogue. */
export type MovementRoundRow = {
  roundId: string;
  vendorCode: string;
  gameCode: string;
  gameName: string;
  catalogueName: Partial<Record<string, string>> | null;
  gameType: string;
  stake: bigint;
  payout: bigint;
  status: string;
};

export type RoundFilter = {
  merchantId: number;
  memberId: number;
  from: Date;
  until: Date;
  gameType?: string;
  vendor?: string;
  status?: string;
};

export type RoundTotals = { count: number; stake: bigint; validBet: bigint; payout: bigint; winLoss: bigint };

/** One ledger transfer seen from one of the member's accounts. */
export type MovementRow = {
  id: number;
  kind: string;
  walletCode: string;
  /** Signed: credited to the member positive, debited negative (minor units). */
  amount: bigint;
  balanceAfter: bigint;
  reference: string;
  createdAt: Date;
  /** The round the transfer belongs to; null when it is not a game movement. */
  round: MovementRoundRow | null;
};

export type ProfitFilter = {
  merchantId: number;
  memberId: number;
  from: Date;
  until: Date;
  /** The brand's zone: rounds count on the day they settled there. */
  timeZone: string;
  gameType?: string;
};
/** Settled rounds of one day of the brand and one game category. */
export type ProfitRow = {
  date: string;
  gameType: string;
  rounds: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
};

export type MovementFilter = { merchantId: number; memberId: number; from: Date; until: Date; kind?: string };
export type MovementTotals = { count: number; totalIn: bigint; totalOut: bigint };

type Raw = Record<string, unknown>;

/** 64-bit values arrive as strings (node-postgres) or bigint/number (PGlite). */

const roundColumns = {
  id: gameRounds.id,
  roundId: gameRounds.roundId,
  vendorCode: gameRounds.vendorCode,
  gameCode: gameRounds.gameCode,
  gameName: gameRounds.gameName,
  catalogueName: games.name,
  classify: games.classify,
  gameType: gameRounds.gameType,
  stake: gameRounds.stake,
  validBet: gameRounds.validBet,
  payout: gameRounds.payout,
  status: gameRounds.status,
  detail: gameRounds.detail,
  createdAt: gameRounds.createdAt,
  settledAt: gameRounds.settledAt,
};

/** The round's game in the catalogue: the same brand, vendor and game code (`games_merchant_vendor_code_uq`). */
const catalogueGame = and(
  eq(games.merchantId, gameRounds.merchantId),
  eq(games.vendorCode, gameRounds.vendorCode),
  eq(games.gameCode, gameRounds.gameCode),
);

const jsonOf = (value: unknown): Partial<Record<string, string>> | null => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' ? parsed : null;
};

/** The round columns of a movement (`withRounds`); none when the transfer is not a round's. */
const movementRoundOf = (r: Raw): MovementRoundRow | null =>
  typeof r.r_round_id !== 'string'
    ? null
    : {
        roundId: r.r_round_id,
        vendorCode: String(r.r_vendor_code),
        gameCode: String(r.r_game_code),
        gameName: String(r.r_game_name),
        catalogueName: jsonOf(r.g_name),
        gameType: String(r.r_game_type),
        stake: bigintOf(r.r_stake),
        payout: bigintOf(r.r_payout),
        status: String(r.r_status),
      };

const toMovement = (r: Raw): MovementRow => ({
  id: Number(r.id),
  kind: String(r.kind),
  walletCode: String(r.wallet_code),
  amount: bigintOf(r.amount),
  balanceAfter: bigintOf(r.balance_after),
  reference: String(r.reference),
  createdAt: timeOf(r.created_at),
  round: movementRoundOf(r),
});

/**
 * The member's side of the transfers that `where` selects: one row per transfer and member account it
 * touches. Each side is reached from the member's few accounts through its own index
 * (`ledger_transfers_debit_idx`, `ledger_transfers_credit_idx`), never by scanning the brand's ledger.
 */
const memberMovements = (merchantId: number, memberId: number, where: SQL) => sql`
  with mine as (
    select id, wallet_code from accounts where member_id = ${memberId} and merchant_id = ${merchantId}
  ),
  moves as (
    select t.id, t.kind, t.reference, t.created_at, t.round_id, a.wallet_code,
           -t.amount as amount, t.debit_balance_after as balance_after, 0 as side
      from mine a join ledger_transfers t on t.debit_account_id = a.id
     where ${where}
    union all
    select t.id, t.kind, t.reference, t.created_at, t.round_id, a.wallet_code,
           t.amount as amount, t.credit_balance_after as balance_after, 1 as side
      from mine a join ledger_transfers t on t.credit_account_id = a.id
     where ${where}
  )`;

const movementWhere = (f: MovementFilter) => {
  const parts = [
    sql`t.created_at >= ${f.from.toISOString()}::timestamptz`,
    sql`t.created_at < ${f.until.toISOString()}::timestamptz`,
  ];
  if (f.kind) parts.push(sql`t.kind = ${f.kind}`);
  return sql.join(parts, sql` and `);
};

/**
 * Movements `picked` from `moves` (already ordered and cut to a page) with the round each belongs to and
 * that round's game in the catalogue: two joins on unique keys, for the page's rows only.
 */
const withRounds = (picked: SQL, order: SQL) => sql`
  select p.*, r.round_id as r_round_id, r.vendor_code as r_vendor_code, r.game_code as r_game_code,
         r.game_name as r_game_name, r.game_type as r_game_type, r.stake as r_stake, r.payout as r_payout,
         r.status as r_status, g.name as g_name
    from (${picked}) p
    left join game_rounds r on r.id = p.round_id
    left join games g on g.merchant_id = r.merchant_id and g.vendor_code = r.vendor_code
                     and g.game_code = r.game_code
   order by ${order}`;

/** A page of the member's movements, newest first (exported for the plan test). */
export const movementsPageQuery = (f: MovementFilter, page: { limit: number; offset: number }) =>
  sql`${memberMovements(f.merchantId, f.memberId, movementWhere(f))}
      ${withRounds(
        sql`select * from moves order by id desc, side desc limit ${page.limit} offset ${page.offset}`,
        sql`p.id desc, p.side desc`,
      )}`;

export function createRecordsRepository(db: Database) {
  const roundWhere = (f: RoundFilter) =>
    and(
      eq(gameRounds.merchantId, f.merchantId),
      eq(gameRounds.memberId, f.memberId),
      gte(gameRounds.createdAt, f.from),
      lt(gameRounds.createdAt, f.until),
      f.gameType ? eq(gameRounds.gameType, f.gameType) : undefined,
      f.vendor ? eq(gameRounds.vendorCode, f.vendor) : undefined,
      f.status ? eq(gameRounds.status, f.status) : undefined,
    );

  return {
    /** A page of the member's rounds, newest first (`game_rounds_member_idx`). */
    async listRounds(
      f: RoundFilter,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<RoundRow[]> {
      return tx
        .select(roundColumns)
        .from(gameRounds)
        .leftJoin(games, catalogueGame)
        .where(roundWhere(f))
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async roundTotals(f: RoundFilter, tx: Executor = db): Promise<RoundTotals> {
      const [row] = await tx
        .select({
          count: sql<string>`count(*)`,
          stake: sql<string>`coalesce(sum(${gameRounds.stake}), 0)`,
          validBet: sql<string>`coalesce(sum(${gameRounds.validBet}), 0)`,
          payout: sql<string>`coalesce(sum(${gameRounds.payout}), 0)`,
          winLoss: sql<string>`coalesce(sum(${gameRounds.payout} - ${gameRounds.stake})
                     filter (where ${gameRounds.status} = 'settled'), 0)`,
        })
        .from(gameRounds)
        .where(roundWhere(f));
      return {
        count: Number(row?.count ?? 0),
        stake: bigintOf(row?.stake),
        validBet: bigintOf(row?.validBet),
        payout: bigintOf(row?.payout),
        winLoss: bigintOf(row?.winLoss),
      };
    },

    /** One of the member's rounds; another member's (or brand's) round is not found. */
    async findRound(
      merchantId: number,
      memberId: number,
      id: number,
      tx: Executor = db,
    ): Promise<RoundRow | undefined> {
      const [row] = await tx
        .select(roundColumns)
        .from(gameRounds)
        .leftJoin(games, catalogueGame)
        .where(
          and(
            eq(gameRounds.id, id),
            eq(gameRounds.merchantId, merchantId),
            eq(gameRounds.memberId, memberId),
          ),
        );
      return row;
    },

    /** The member's side of the transfers of one round, oldest first. */
    async roundMovements(
      merchantId: number,
      memberId: number,
      roundId: number,
      tx: Executor = db,
    ): Promise<MovementRow[]> {
      const rows = await rowsOf(
        tx,
        sql`${memberMovements(merchantId, memberId, sql`t.round_id = ${roundId}`)}
            ${withRounds(sql`select * from moves`, sql`p.id, p.side`)}`,
      );
      return rows.map(toMovement);
    },

    /** A page of the member's movements, newest first. */
    async listMovements(
      f: MovementFilter,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<MovementRow[]> {
      return (await rowsOf(tx, movementsPageQuery(f, page))).map(toMovement);
    },

    async movementTotals(f: MovementFilter, tx: Executor = db): Promise<MovementTotals> {
      const [row] = await rowsOf(
        tx,
        sql`${memberMovements(f.merchantId, f.memberId, movementWhere(f))}
            select count(*) as n,
                   coalesce(sum(amount) filter (where amount > 0), 0) as total_in,
                   coalesce(-sum(amount) filter (where amount < 0), 0) as total_out
              from moves`,
      );
      return {
        count: Number(row?.n ?? 0),
        totalIn: bigintOf(row?.total_in),
        totalOut: bigintOf(row?.total_out),
      };
    },

    /** The display names of the brand's vendors (a vendor may be listed under several categories). */
    async vendorNames(merchantId: number, tx: Executor = db): Promise<VendorNameRow[]> {
      return tx
        .select({ code: gameVendors.code, category: gameVendors.category, name: gameVendors.name })
        .from(gameVendors)
        .where(eq(gameVendors.merchantId, merchantId));
    },

    /** Settled rounds per day of the brand's zone and game category, newest day first. */
    async profitByDay(f: ProfitFilter, tx: Executor = db): Promise<ProfitRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select to_char(settled_at at time zone ${f.timeZone}, 'YYYY-MM-DD') as day, game_type,
                   count(*) as rounds, coalesce(sum(stake), 0) as stake,
                   coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout
              from game_rounds
             where member_id = ${f.memberId} and merchant_id = ${f.merchantId} and status = 'settled'
               and settled_at >= ${f.from.toISOString()}::timestamptz
               and settled_at < ${f.until.toISOString()}::timestamptz
               ${f.gameType ? sql`and game_type = ${f.gameType}` : sql``}
             group by 1, 2
             order by 1 desc, 2`,
      );
      return rows.map((r) => ({
        date: String(r.day),
        gameType: String(r.game_type),
        rounds: Number(r.rounds),
        stake: bigintOf(r.stake),
        validBet: bigintOf(r.valid_bet),
        payout: bigintOf(r.payout),
      }));
    },
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;

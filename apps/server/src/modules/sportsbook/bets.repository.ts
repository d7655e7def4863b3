import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { bigintArray, intArray, textArray } from '../../db/arrays.js';
import { bigintOf, rowsOf, timeOf, timeOrNull, type RawRow } from '../../db/rows.js';
import type { MarketType, Outcome } from './engine/types.js';

// The book's bets and legs: a slip written as pending bets with the liability they take (one statement per
// selection, in key order), marked open once debited, settled or cashed out by conditional updates that a
// second run finds done.

export type BetStatus =
  'pending' | 'open' | 'won' | 'lost' | 'void' | 'half-won' | 'half-lost' | 'cashed-out';

export type LegRow = {
  betId: number;
  seq: number;
  fixtureId: number;
  marketType: MarketType;
  line: number | null;
  selection: string;
  odds: number;
  live: boolean;
  outcome: Outcome | null;
  version: number;
};

export type BetRow = {
  id: number;
  merchantId: number;
  memberId: number;
  requestId: string;
  seq: number;
  payloadHash: string;
  kind: 'single' | 'parlay';
  stake: bigint;
  odds: bigint;
  potential: bigint;
  status: BetStatus;
  payout: bigint;
  live: boolean;
  balanceAfter: bigint | null;
  placedAt: Date;
  settledAt: Date | null;
  legs: LegRow[];
};

export type NewBet = Omit<BetRow, 'id' | 'status' | 'payout' | 'balanceAfter' | 'settledAt' | 'legs'> & {
  legs: Omit<LegRow, 'betId' | 'outcome' | 'version'>[];
};

/** What a selection takes on: its market key (`<type>:<line>`), stakes and what it would pay. */
export type Exposure = {
  fixtureId: number;
  market: string;
  selection: string;
  stakes: bigint;
  liability: bigint;
};

export const marketKeyOf = (type: string, line: number | null) => `${type}:${line ?? '-'}`;

const betOf = (r: RawRow, legs: LegRow[]): BetRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  requestId: String(r.request_id),
  seq: Number(r.seq),
  payloadHash: String(r.payload_hash),
  kind: r.kind as BetRow['kind'],
  stake: bigintOf(r.stake),
  odds: bigintOf(r.odds),
  potential: bigintOf(r.potential),
  status: r.status as BetStatus,
  payout: bigintOf(r.payout),
  live: Boolean(r.live),
  balanceAfter: r.balance_after === null ? null : bigintOf(r.balance_after),
  placedAt: timeOf(r.placed_at),
  settledAt: timeOrNull(r.settled_at),
  legs,
});

const legOf = (r: RawRow): LegRow => ({
  betId: Number(r.bet_id),
  seq: Number(r.seq),
  fixtureId: Number(r.fixture_id),
  marketType: r.market_type as MarketType,
  line: r.line === null ? null : Number(r.line),
  selection: String(r.selection),
  odds: Number(r.odds),
  live: Boolean(r.live),
  outcome: (r.outcome as Outcome | null) ?? null,
  version: Number(r.version),
});

export function createBetsRepository(db: Database) {
  async function legsOf(betIds: number[], tx: Executor): Promise<Map<number, LegRow[]>> {
    const map = new Map<number, LegRow[]>();
    if (betIds.length === 0) return map;
    const rows = await rowsOf(
      tx,
      sql`select * from sb_legs where bet_id = any(${bigintArray(betIds)}) order by bet_id, seq`,
    );
    for (const row of rows) {
      const leg = legOf(row);
      map.set(leg.betId, [...(map.get(leg.betId) ?? []), leg]);
    }
    return map;
  }

  async function withLegs(rows: RawRow[], tx: Executor): Promise<BetRow[]> {
    const legs = await legsOf(
      rows.map((r) => Number(r.id)),
      tx,
    );
    return rows.map((r) => betOf(r, legs.get(Number(r.id)) ?? []));
  }

  return {
    /** Serializes a member's slips across processes until the transaction ends. */
    async lockMember(memberId: number, tx: Executor): Promise<void> {
      await tx.execute(sql`select id from members where id = ${memberId} for update`);
    },

    async betsOfRequest(memberId: number, requestId: string, tx: Executor = db): Promise<BetRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from sb_bets where member_id = ${memberId} and request_id = ${requestId} order by seq`,
      );
      return withLegs(rows, tx);
    },

    async bet(memberId: number, id: number, tx: Executor = db): Promise<BetRow | undefined> {
      const rows = await rowsOf(tx, sql`select * from sb_bets where id = ${id} and member_id = ${memberId}`);
      return (await withLegs(rows, tx))[0];
    },

    /** The member's stakes placed since `from` (open, pending or settled), for the daily limit. */
    async stakedSince(memberId: number, from: Date, tx: Executor): Promise<bigint> {
      const [row] = await rowsOf<{ s: unknown }>(
        tx,
        sql`select coalesce(sum(stake), 0) as s from sb_bets where member_id = ${memberId}
              and placed_at >= ${from.toISOString()}::timestamptz and status <> 'pending'`,
      );
      return bigintOf(row?.s);
    },

    /** The member's stakes on each of the markets named (`fixtureId` and market key), open bets only. */
    async stakedOnMarkets(
      memberId: number,
      markets: { fixtureId: number; market: string }[],
      tx: Executor,
    ): Promise<Map<string, bigint>> {
      const result = new Map<string, bigint>();
      if (markets.length === 0) return result;
      const rows = await rowsOf<{ fixture_id: unknown; market_type: unknown; line: unknown; s: unknown }>(
        tx,
        sql`select l.fixture_id, l.market_type, l.line, sum(b.stake) as s
            from sb_legs l join sb_bets b on b.id = l.bet_id
            where b.member_id = ${memberId} and b.status in ('pending', 'open')
              and l.fixture_id = any(${intArray([...new Set(markets.map((m) => m.fixtureId))])})
            group by l.fixture_id, l.market_type, l.line`,
      );
      for (const r of rows)
        result.set(
          `${Number(r.fixture_id)}|${marketKeyOf(String(r.market_type), r.line === null ? null : Number(r.line))}`,
          bigintOf(r.s),
        );
      return result;
    },

    /** The bets and their legs, as pending; ids in slip order. */
    async insertPending(bets: NewBet[], tx: Executor): Promise<number[]> {
      const ids: number[] = [];
      for (const bet of bets) {
        const [row] = await rowsOf<{ id: unknown }>(
          tx,
          sql`insert into sb_bets (merchant_id, member_id, request_id, seq, payload_hash, kind, stake, odds,
                potential, live, placed_at)
              values (${bet.merchantId}, ${bet.memberId}, ${bet.requestId}, ${bet.seq}, ${bet.payloadHash},
                ${bet.kind}, ${bet.stake}, ${bet.odds}, ${bet.potential}, ${bet.live},
                ${bet.placedAt.toISOString()}::timestamptz)
              returning id`,
        );
        const id = Number(row!.id);
        ids.push(id);
        await tx.execute(
          sql`insert into sb_legs (bet_id, seq, fixture_id, market_type, line, selection, odds, live)
              select ${id}, u.seq, u.f, u.t, u.l, u.s, u.o, u.live
              from unnest(${intArray(bet.legs.map((l) => l.seq))}, ${intArray(bet.legs.map((l) => l.fixtureId))},
                ${textArray(bet.legs.map((l) => l.marketType))},
                ${sql`${`{${bet.legs.map((l) => (l.line === null ? 'NULL' : l.line)).join(',')}}`}::integer[]`},
                ${textArray(bet.legs.map((l) => l.selection))}, ${intArray(bet.legs.map((l) => l.odds))},
                ${sql`${`{${bet.legs.map((l) => l.live).join(',')}}`}::boolean[]`})
                as u(seq, f, t, l, s, o, live)`,
        );
      }
      return ids;
    },

    /**
     * Adds to what each selection has taken, in key order (so two slips never wait for each other in a
     * circle); answers the selections whose liability would pass `cap`, and adds nothing then.
     */
    async addExposure(list: Exposure[], cap: bigint, tx: Executor): Promise<Exposure[]> {
      const sorted = [...list].sort(
        (a, b) =>
          a.fixtureId - b.fixtureId ||
          a.market.localeCompare(b.market) ||
          a.selection.localeCompare(b.selection),
      );
      const over: Exposure[] = [];
      for (const e of sorted) {
        const [row] = await rowsOf<{ liability: unknown }>(
          tx,
          sql`insert into sb_exposure (fixture_id, market, selection, stakes, liability)
              values (${e.fixtureId}, ${e.market}, ${e.selection}, ${e.stakes}, ${e.liability})
              on conflict (fixture_id, market, selection) do update
                set stakes = sb_exposure.stakes + excluded.stakes,
                    liability = sb_exposure.liability + excluded.liability
              returning liability`,
        );
        if (bigintOf(row?.liability) > cap) over.push(e);
      }
      return over;
    },

    async subtractExposure(list: Exposure[], tx: Executor): Promise<void> {
      for (const e of list)
        await tx.execute(
          sql`update sb_exposure set stakes = stakes - ${e.stakes}, liability = liability - ${e.liability}
              where fixture_id = ${e.fixtureId} and market = ${e.market} and selection = ${e.selection}`,
        );
    },

    /** Pending bets become open with the balance their debit left; false when none was pending any more. */
    async markPlaced(done: { id: number; balanceAfter: bigint }[], tx: Executor): Promise<boolean> {
      if (done.length === 0) return false;
      const rows = await rowsOf(
        tx,
        sql`update sb_bets b set status = 'open', balance_after = u.bal
            from unnest(${bigintArray(done.map((d) => d.id))}, ${bigintArray(done.map((d) => d.balanceAfter))})
              as u(i, bal)
            where b.id = u.i and b.status = 'pending' returning b.id`,
      );
      return rows.length === done.length;
    },

    async deletePending(ids: number[], tx: Executor): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await rowsOf(
        tx,
        sql`delete from sb_bets where id = any(${bigintArray(ids)}) and status = 'pending' returning id`,
      );
      return rows.length;
    },

    /** Pending bets older than `before` (a placement that did not finish), for the sweep. */
    async stalePending(before: Date, limit: number, tx: Executor = db): Promise<BetRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from sb_bets where status = 'pending' and placed_at < ${before.toISOString()}::timestamptz
            order by id limit ${limit}`,
      );
      return withLegs(rows, tx);
    },

    /** The member's bets, open (pending included) or settled, newest first, and their count. */
    async page(
      memberId: number,
      query: { status: 'open' | 'settled'; pageNo: number; pageSize: number },
      tx: Executor = db,
    ): Promise<{ list: BetRow[]; total: number }> {
      const where =
        query.status === 'open'
          ? sql`member_id = ${memberId} and status in ('pending', 'open')`
          : sql`member_id = ${memberId} and status not in ('pending', 'open')`;
      const rows = await rowsOf<RawRow>(
        tx,
        sql`select *, (count(*) over ())::int as total from sb_bets where ${where}
            order by placed_at desc, id desc
            limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
      );
      const total = rows.length
        ? Number(rows[0]!.total)
        : Number(
            (await rowsOf<{ n: unknown }>(tx, sql`select count(*) as n from sb_bets where ${where}`))[0]?.n ??
              0,
          );
      return { list: await withLegs(rows, tx), total };
    },

    /**
     * Bets with a leg on the fixture still to settle from `version`: open ones, and settled ones whose leg was
     * settled from an older result (a correction). Locked for this run; those another run holds are skipped.
     */
    async claimForFixture(
      fixtureId: number,
      version: number,
      limit: number,
      tx: Executor,
    ): Promise<BetRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select b.* from sb_bets b
            where b.id in (select l.bet_id from sb_legs l where l.fixture_id = ${fixtureId} and l.version < ${version})
              and b.status <> 'pending'
            order by b.member_id, b.id limit ${limit} for update of b skip locked`,
      );
      return withLegs(rows, tx);
    },

    /** The legs' outcomes from a fixture's result version. */
    async setOutcomes(
      legs: { betId: number; seq: number; outcome: Outcome; version: number }[],
      tx: Executor,
    ): Promise<void> {
      if (legs.length === 0) return;
      await tx.execute(
        sql`update sb_legs l set outcome = u.o, version = u.v
            from unnest(${bigintArray(legs.map((l) => l.betId))}, ${intArray(legs.map((l) => l.seq))},
              ${textArray(legs.map((l) => l.outcome))}, ${intArray(legs.map((l) => l.version))}) as u(b, s, o, v)
            where l.bet_id = u.b and l.seq = u.s`,
      );
    },

    async settle(
      bets: { id: number; status: BetStatus; payout: bigint }[],
      now: Date,
      tx: Executor,
    ): Promise<void> {
      if (bets.length === 0) return;
      await tx.execute(
        sql`update sb_bets b set status = u.s, payout = u.p, settled_at = coalesce(b.settled_at, ${now.toISOString()}::timestamptz)
            from unnest(${bigintArray(bets.map((b) => b.id))}, ${textArray(bets.map((b) => b.status))},
              ${bigintArray(bets.map((b) => b.payout))}) as u(i, s, p)
            where b.id = u.i`,
      );
    },

    /** The member's open bet locked for a cash-out; undefined when it is not open (settled, cashed out). */
    async lockOpen(memberId: number, id: number, tx: Executor): Promise<BetRow | undefined> {
      const rows = await rowsOf(
        tx,
        sql`select * from sb_bets where id = ${id} and member_id = ${memberId} and status = 'open' for update`,
      );
      return (await withLegs(rows, tx))[0];
    },
  };
}
export type BetsRepository = ReturnType<typeof createBetsRepository>;

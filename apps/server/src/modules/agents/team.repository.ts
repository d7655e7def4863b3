import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, type PageWindow } from '../../db/paging.js';
import { bigintOf, rowsOf, timeOf, timeOrNull, type RawRow } from '../../db/rows.js';

/** The caller of an agent call, as the guard reads it. */
export type AgentMember = {
  id: number;
  merchantId: number;
  username: string;
  type: number;
  status: number;
  frozenAt: Date | null;
};

export type TeamRow = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  /** Levels below the caller. */
  level: number;
  balance: bigint;
  createdAt: Date;
  lastLoginAt: Date | null;
  status: number;
  frozenAt: Date | null;
  teamSize: number;
  directCount: number;
};

/** `like` pattern of a username's start (its wildcards taken literally). */
export const prefixPattern = (start: string) => `${start.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toTeamRow = (r: RawRow): TeamRow => ({
  id: Number(r.id),
  username: String(r.username),
  nickname: String(r.nickname),
  type: Number(r.type),
  level: Number(r.level),
  balance: bigintOf(r.balance),
  createdAt: timeOf(r.created_at),
  lastLoginAt: timeOrNull(r.last_login_at),
  status: Number(r.status),
  frozenAt: timeOrNull(r.frozen_at),
  teamSize: Number(r.team_size),
  directCount: Number(r.direct_count),
});

export function createTeamRepository(db: Database) {
  /** A page of the team members that `picked` selects (`member_id` and `level` below the caller). */
  async function page(picked: SQL, window: PageWindow, tx: Executor) {
    const result = await countedPage(
      (w) =>
        rowsOf<RawRow & { total: number }>(
          tx,
          sql`select m.id, m.username, m.nickname, m.type, p.level, m.created_at, m.last_login_at,
                     m.status, m.frozen_at, coalesce(a.balance, 0) as balance, s.team_size, s.direct_count,
                     (count(*) over ())::int as total
                from (${picked}) p
                join members m on m.id = p.member_id
                left join accounts a on a.member_id = m.id and a.wallet_code = 'MAIN'
                cross join lateral (
                  select count(*) filter (where x.depth >= 1) as team_size,
                         count(*) filter (where x.depth = 1) as direct_count
                    from agent_tree x where x.ancestor_id = m.id) s
               order by p.level, m.username_lower, m.id
               limit ${w.limit} offset ${w.offset}`,
        ),
      () => rowsOf<{ n: number }>(tx, sql`select count(*) as n from (${picked}) p`),
      window,
    );
    return { total: result.total, rows: result.rows.map(toTeamRow) };
  }

  return {
    async member(id: number, tx: Executor = db): Promise<AgentMember | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`select id, merchant_id, username, type, status, frozen_at from members where id = ${id}`,
      );
      return row
        ? {
            id: Number(row.id),
            merchantId: Number(row.merchant_id),
            username: String(row.username),
            type: Number(row.type),
            status: Number(row.status),
            frozenAt: timeOrNull(row.frozen_at),
          }
        : undefined;
    },

    /** The member's main wallet now (0 before it has one). */
    async mainBalance(memberId: number, tx: Executor = db): Promise<bigint> {
      const [row] = await rowsOf(
        tx,
        sql`select balance from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
      );
      return bigintOf(row?.balance);
    },

    /** A page of `parentId`'s direct downlines (`parentId` is in `callerId`'s subtree). */
    children(callerId: number, parentId: number, window: PageWindow, tx: Executor = db) {
      return page(
        sql`select p.descendant_id as member_id, c.depth as level
              from agent_tree p
              join agent_tree c on c.ancestor_id = ${callerId} and c.descendant_id = p.descendant_id
             where p.ancestor_id = ${parentId} and p.depth = 1`,
        window,
        tx,
      );
    },

    /** A page of the caller's team (the caller not counted) whose usernames start with `start`. */
    search(callerId: number, start: string, window: PageWindow, tx: Executor = db) {
      return page(
        sql`select c.descendant_id as member_id, c.depth as level
              from agent_tree c join members m on m.id = c.descendant_id
             where c.ancestor_id = ${callerId} and c.depth >= 1
               and m.username_lower like ${prefixPattern(start)}`,
        window,
        tx,
      );
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;

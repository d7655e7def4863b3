import type { AdminAgentContractsQuery, AdminAgentsQuery } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countedPage, pageWindow, totalOverAll, type PageRequest } from '../../db/paging.js';
import { rowsOf, timeOf, timeOrNull, type RawRow } from '../../db/rows.js';
import { toContract, type ContractRow } from './contracts.repository.js';
import { TRIAL_TYPE } from './views.js';

/** An agent as the operator's list shows it. */
export type AgentListRow = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  uplineId: number | null;
  uplineName: string | null;
  directDownlines: number;
  teamSize: number;
  activeContracts: number;
  downlineContracts: number;
  frozenAt: Date | null;
  frozenReason: string | null;
  createdAt: Date;
};

const LIVE = sql`('offered', 'signed')`;

/** A username prefix as a LIKE pattern (wildcards in it taken literally). */
const prefixPattern = (start: string) => `${start.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER: Record<AdminAgentsQuery['sortBy'], SQL> = {
  username: sql`m.username_lower`,
  createdAt: sql`m.created_at`,
  teamSize: sql`team_size`,
};

const toAgent = (r: RawRow): AgentListRow => ({
  id: Number(r.id),
  username: String(r.username),
  nickname: String(r.nickname),
  type: Number(r.type),
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  uplineName: (r.upline_name as string | null) ?? null,
  directDownlines: Number(r.direct_downlines),
  teamSize: Number(r.team_size),
  activeContracts: Number(r.active_contracts),
  downlineContracts: Number(r.downline_contracts),
  frozenAt: timeOrNull(r.frozen_at),
  frozenReason: (r.frozen_reason as string | null) ?? null,
  createdAt: timeOf(r.created_at),
});

/**
 * The operator's directory of the agent business: the brand's agents with their counts, and one agent's
 * contracts on both sides. The counts of a page's rows are indexed probes: direct downlines by
 * `members_upline_idx`, the team through the `agent_tree` closure, contracts by member and by upline.
 */
export function createAgentsDirectory(db: Database) {
  return {
    async agents(
      merchantId: number,
      agentTypes: readonly number[],
      query: Pick<AdminAgentsQuery, 'q' | 'id' | 'outside' | 'sortBy' | 'sortDir'>,
      page: PageRequest,
    ): Promise<{ list: AgentListRow[]; total: number }> {
      const types = agentTypes.filter((t) => t !== TRIAL_TYPE);
      if (types.length === 0) return { list: [], total: 0 };
      const filter = sql.join(
        [
          sql`m.merchant_id = ${merchantId}`,
          sql`m.type in (${sql.join(
            types.map((t) => sql`${t}`),
            sql`, `,
          )})`,
          ...(query.q ? [sql`m.username_lower like ${prefixPattern(query.q)}`] : []),
          ...(query.id ? [sql`m.id = ${query.id}`] : []),
          ...(query.outside
            ? [
                sql`m.id <> ${query.outside}`,
                sql`not exists (select 1 from agent_tree t
                                 where t.ancestor_id = ${query.outside} and t.descendant_id = m.id)`,
              ]
            : []),
        ],
        sql` and `,
      );
      const direction = query.sortDir === 'desc' ? sql`desc` : sql`asc`;
      const { rows, total } = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            db,
            sql`select m.id, m.username, m.nickname, m.type, m.upline_id, u.username as upline_name,
                       m.frozen_at, m.frozen_reason, m.created_at,
                       (select count(*) from members d where d.upline_id = m.id)::int as direct_downlines,
                       (select count(*) from agent_tree t
                         where t.ancestor_id = m.id and t.depth > 0)::int as team_size,
                       (select count(*) from agent_contracts c
                         where c.member_id = m.id and c.status in ${LIVE})::int as active_contracts,
                       (select count(*) from agent_contracts c
                         where c.upline_id = m.id and c.status in ${LIVE})::int as downline_contracts,
                       ${totalOverAll()} as total
                  from members m left join members u on u.id = m.upline_id
                 where ${filter}
                 order by ${ORDER[query.sortBy]} ${direction}, m.id ${direction}
                 limit ${w.limit} offset ${w.offset}`,
          ),
        () => rowsOf<{ n: number }>(db, sql`select count(*) as n from members m where ${filter}`),
        pageWindow(page),
      );
      return { list: rows.map(toAgent), total };
    },

    /** The agent's contracts: those it gave (upline) and those it holds (downline), live ones first. */
    async contractsOf(
      merchantId: number,
      agentId: number,
      query: Pick<AdminAgentContractsQuery, 'side' | 'status'>,
      page: PageRequest,
    ): Promise<{ list: (ContractRow & { side: 'upline' | 'downline' })[]; total: number }> {
      const side =
        query.side === 'upline'
          ? sql`c.upline_id = ${agentId}`
          : query.side === 'downline'
            ? sql`c.member_id = ${agentId}`
            : sql`(c.upline_id = ${agentId} or c.member_id = ${agentId})`;
      const status =
        query.status === 'all'
          ? sql``
          : query.status === 'live'
            ? sql`and c.status in ${LIVE}`
            : sql`and c.status = ${query.status}`;
      const filter = sql`c.merchant_id = ${merchantId} and ${side} ${status}`;
      const { rows, total } = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            db,
            sql`select c.*, m.username, u.username as upline_name, ${totalOverAll()} as total
                  from agent_contracts c join members m on m.id = c.member_id
                  left join members u on u.id = c.upline_id
                 where ${filter}
                 order by (c.status in ${LIVE}) desc, c.id desc
                 limit ${w.limit} offset ${w.offset}`,
          ),
        () => rowsOf<{ n: number }>(db, sql`select count(*) as n from agent_contracts c where ${filter}`),
        pageWindow(page),
      );
      return {
        list: rows.map((r) => {
          const row = toContract(r);
          return { ...row, side: row.memberId === agentId ? ('downline' as const) : ('upline' as const) };
        }),
        total,
      };
    },
  };
}
export type AgentsDirectory = ReturnType<typeof createAgentsDirectory>;

import {
  minorToMajor,
  type AgentOverview,
  type AgentPeriodQuery,
  type AgentProfit,
  type AgentTeam,
  type TeamMember,
} from '@platform/contracts';
import type { Actor, Brand } from '../../lib/context.js';
import { daysBetween } from '../../lib/date-range.js';
import { formatDateTime } from '../../lib/localized.js';
import { pageFields, pageWindow, type PageRequest } from '../../db/paging.js';
import { figuresOut, isAgentType, type AgentAccess } from './access.js';
import { daysOf, rangeOut, resolvePeriod } from './period.js';
import { sourcesOf, type DayFigures, type Figures, type ReportsRepository } from './reports.repository.js';
import type { TeamRepository, TeamRow } from './team.repository.js';
import type { AgentTree } from './tree.repository.js';

type Deps = {
  access: AgentAccess;
  tree: AgentTree;
  reports: ReportsRepository;
  team: Pick<TeamRepository, 'children' | 'search'>;
  now: () => Date;
};

const ACTIVE = 1;
const noFigures = (): Figures => ({
  deposits: 0n,
  withdrawals: 0n,
  validBet: 0n,
  payout: 0n,
  bonus: 0n,
  commission: 0n,
});
const addFigures = (into: Figures, f: Figures) => {
  into.deposits += f.deposits;
  into.withdrawals += f.withdrawals;
  into.validBet += f.validBet;
  into.payout += f.payout;
  into.bonus += f.bonus;
  into.commission += f.commission;
};

type Period = AgentPeriodQuery;

/**
 * The period's distinct active members from the days' gap counts (decision 039): a member active on a day
 * is counted there when its previous active day falls before the period's first day, which happens on
 * exactly one day of the period (its first active day in it).
 */
function distinctActive(days: DayFigures[], startDate: string): number {
  let n = 0;
  for (const day of days) {
    const into = daysBetween(startDate, day.day) - 1;
    for (const [gap, count] of day.activeGaps ?? []) if (gap > into) n += count;
  }
  return n;
}
const crumb = (m: { id: number; username: string }) => ({ id: m.id, username: m.username });

/** The team overview, the profit and loss per downline, and the team list. */
export function createReportsService({ access, tree, reports, team, now }: Deps) {
  const statusOf = (row: TeamRow): TeamMember['status'] =>
    row.frozenAt ? 'frozen' : row.status === ACTIVE ? 'active' : 'locked';

  return {
    /** agentTeamOverview: the team (the agent not counted) over a period, and a row for every day of it. */
    async overview(brand: Brand, actor: Actor, query: Period): Promise<AgentOverview> {
      const agent = await access.agent(brand, actor);
      const zone = brand.settings.timeZone;
      const range = resolvePeriod(query, zone, now());
      const rollup = await reports.rollup(brand.id);
      const sources = sourcesOf(range, rollup, range.today);
      const live = sources.live;
      const snapshotNow = rollup.snapshotDay === range.today;
      const [sizes, days, balance, liveActive, liveRegistrations] = await Promise.all([
        tree.sizes(agent.id),
        reports.teamDays(agent.id, range, sources),
        snapshotNow ? reports.snapshotBalance(agent.id) : reports.teamBalance(agent.id),
        // A day summed live has no gaps: the distinct count is then summed live over the whole period.
        live ? reports.activeMembersLive(agent.id, range) : null,
        live ? reports.registrationsLive(agent.id, live, range.timeZone) : null,
      ]);
      const byDay = new Map(days.map((d) => [d.day, d]));
      const total = noFigures();
      let firstCount = 0;
      let firstAmount = 0n;
      let registrations = 0;
      const daily = daysOf(range).map((day) => {
        const row = byDay.get(day);
        const figures = row ?? noFigures();
        addFigures(total, figures);
        firstCount += row?.firstDepositCount ?? 0;
        firstAmount += row?.firstDepositAmount ?? 0n;
        const opened = (row?.registrations ?? 0) + (liveRegistrations?.get(day) ?? 0);
        registrations += opened;
        return {
          day,
          ...figuresOut(figures),
          registrations: opened,
          activeMembers: row?.activeMembers ?? 0,
        };
      });
      return {
        range: rangeOut(range),
        currencySymbol: brand.currencySymbol,
        teamSize: sizes.teamSize,
        directCount: sizes.directCount,
        registrations,
        firstDeposits: { count: firstCount, amount: minorToMajor(firstAmount) },
        activeMembers: liveActive ?? distinctActive(days, range.startDate),
        figures: figuresOut(total),
        teamBalance: minorToMajor(balance),
        asOf: snapshotNow && rollup.snapshotAt ? formatDateTime(rollup.snapshotAt, zone) : null,
        daily,
      };
    },

    /** Profit and loss per direct downline of `parentId` (the caller by default), subtrees rolled up. */
    async profit(
      brand: Brand,
      actor: Actor,
      query: Period & { parentId?: number | undefined } & PageRequest,
    ): Promise<AgentProfit> {
      const agent = await access.agent(brand, actor);
      const parentId = query.parentId ?? agent.id;
      await access.levelOf(agent, parentId, 0, 'parentId');
      const range = resolvePeriod(query, brand.settings.timeZone, now());
      const rollup = await reports.rollup(brand.id);
      const sources = sourcesOf(range, rollup, range.today);
      const [path, own, totals, page, sizes] = await Promise.all([
        tree.path(agent.id, parentId),
        reports.ownFigures(parentId, range),
        reports.subtreeFigures(parentId, range, sources),
        reports.profitRows(parentId, range, sources, pageWindow(query)),
        tree.sizes(parentId),
      ]);
      const parent = path.at(-1) ?? agent;
      return {
        range: rangeOut(range),
        breadcrumb: path.map(crumb),
        own: {
          memberId: parentId,
          username: parent.username,
          isAgent: isAgentType(brand, parent.type),
          teamSize: sizes.teamSize + 1,
          ...figuresOut(own),
        },
        list: page.rows.map((r) => ({
          memberId: r.memberId,
          username: r.username,
          isAgent: isAgentType(brand, r.type),
          teamSize: r.teamSize,
          ...figuresOut(r),
        })),
        ...pageFields(query, page.total),
        totals: figuresOut(totals),
        asOf:
          sources.snapshot && rollup.snapshotAt
            ? formatDateTime(rollup.snapshotAt, brand.settings.timeZone)
            : null,
      };
    },

    /** The direct downlines of `parentId` (the caller by default), or a username search in the whole team. */
    async team(
      brand: Brand,
      actor: Actor,
      query: { parentId?: number | undefined; username?: string | undefined } & PageRequest,
    ): Promise<AgentTeam> {
      const agent = await access.agent(brand, actor);
      const zone = brand.settings.timeZone;
      const window = pageWindow(query);
      let breadcrumb = [crumb(agent)];
      let page;
      if (query.username) {
        page = await team.search(agent.id, query.username, window);
      } else {
        const parentId = query.parentId ?? agent.id;
        await access.levelOf(agent, parentId, 0, 'parentId');
        const [path, children] = await Promise.all([
          tree.path(agent.id, parentId),
          team.children(agent.id, parentId, window),
        ]);
        breadcrumb = path.map(crumb);
        page = children;
      }
      return {
        breadcrumb,
        list: page.rows.map((r) => ({
          id: r.id,
          username: r.username,
          nickname: r.nickname,
          type: r.type,
          isAgent: isAgentType(brand, r.type),
          level: r.level,
          balance: minorToMajor(r.balance),
          registeredDateStr: formatDateTime(r.createdAt, zone),
          lastLoginDateStr: r.lastLoginAt ? formatDateTime(r.lastLoginAt, zone) : null,
          status: statusOf(r),
          teamSize: r.teamSize,
          directCount: r.directCount,
          direct: r.level === 1,
        })),
        ...pageFields(query, page.total),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

import {
  AGENT_TRANSACTION_KINDS,
  minorToMajor,
  type AgentAnnouncements,
  type AgentBets,
  type AgentPeriod,
  type AgentTransactions,
  type Language,
} from '@platform/contracts';
import type { Actor, Brand } from '../../lib/context.js';
import { formatDateTime, pickLocalized } from '../../lib/localized.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { pageFields, pageWindow, type PageRequest } from '../../db/paging.js';
import type { AgentNotices } from '../content/index.js';
import type { RecordsRepository } from '../records/index.js';
import type { AgentAccess } from './access.js';
import type { ActivityRepository } from './activity.repository.js';
import { rangeOut, resolvePeriod } from './period.js';

type Deps = {
  access: AgentAccess;
  activity: ActivityRepository;
  /** The brand's vendors' display names (the catalogue). */
  vendors: Pick<RecordsRepository, 'vendorNames'>;
  notices: AgentNotices;
  now: () => Date;
};

type Period = {
  period?: AgentPeriod | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/** The catalogue changes rarely: a brand's vendor names are read once a minute at most. */
const VENDOR_NAMES_TTL_MS = 60_000;

/** The team's rounds and money movements, and the notices for agents. */
export function createActivityService({ access, activity, vendors, notices, now }: Deps) {
  const vendorNames = createTtlCache<ReadonlyMap<string, string>>(VENDOR_NAMES_TTL_MS, () => now().getTime());
  const namesOf = (brand: Brand) =>
    vendorNames.get(String(brand.id), async () => {
      const names = new Map<string, string>();
      for (const v of await vendors.vendorNames(brand.id)) {
        names.set(`${v.category}:${v.code}`, v.name);
        if (!names.has(v.code)) names.set(v.code, v.name);
      }
      return names;
    });

  return {
    async announcements(brand: Brand, actor: Actor, language: Language): Promise<AgentAnnouncements> {
      await access.agent(brand, actor);
      return notices.list(brand, language);
    },

    /** The team's (the agent not counted) settled rounds in the period, latest first, with totals. */
    async bets(
      brand: Brand,
      actor: Actor,
      query: Period & {
        username?: string | undefined;
        gameType: string;
        vendor?: string | undefined;
      } & PageRequest,
      language: Language,
    ): Promise<AgentBets> {
      const agent = await access.agent(brand, actor);
      const range = resolvePeriod(query, brand.settings.timeZone, now());
      const filter = {
        agentId: agent.id,
        from: range.from,
        until: range.until,
        username: query.username || undefined,
        gameType: query.gameType === 'ALL' ? undefined : query.gameType,
        vendor: query.vendor || undefined,
      };
      const [page, totals, names] = await Promise.all([
        activity.bets(filter, pageWindow(query)),
        activity.betTotals(filter),
        namesOf(brand),
      ]);
      return {
        range: rangeOut(range),
        list: page.rows.map((r) => ({
          id: r.id,
          username: r.username,
          roundId: r.roundId,
          vendor: r.vendorCode,
          vendorName: names.get(`${r.gameType}:${r.vendorCode}`) ?? names.get(r.vendorCode) ?? r.vendorCode,
          gameName:
            (r.catalogueName && pickLocalized(r.catalogueName, language, brand.defaultLanguage)) ||
            r.gameName,
          gameType: r.gameType,
          stake: minorToMajor(r.stake),
          validBet: minorToMajor(r.validBet),
          payout: minorToMajor(r.payout),
          winLoss: minorToMajor(r.payout - r.stake),
          settledDateStr: formatDateTime(r.settledAt, range.timeZone),
        })),
        ...pageFields(query, page.total),
        totals: {
          count: totals.count,
          stake: minorToMajor(totals.stake),
          validBet: minorToMajor(totals.validBet),
          payout: minorToMajor(totals.payout),
          winLoss: minorToMajor(totals.payout - totals.stake),
        },
      };
    },

    /** The team's deposits, withdrawals and transfers in the period, newest first, with totals. */
    async transactions(
      brand: Brand,
      actor: Actor,
      query: Period & { username?: string | undefined; kind: string } & PageRequest,
    ): Promise<AgentTransactions> {
      const agent = await access.agent(brand, actor);
      const range = resolvePeriod(query, brand.settings.timeZone, now());
      const kind = AGENT_TRANSACTION_KINDS.find((k) => k === query.kind);
      const filter = {
        agentId: agent.id,
        from: range.from,
        until: range.until,
        username: query.username || undefined,
        kind,
      };
      const [page, totals] = await Promise.all([
        activity.moves(filter, pageWindow(query)),
        activity.moveTotals(filter),
      ]);
      return {
        range: rangeOut(range),
        list: page.rows.map((r) => ({
          id: r.id,
          username: r.username,
          kind: r.kind,
          amount: minorToMajor(r.amount),
          reference: r.reference,
          createdDateStr: formatDateTime(r.createdAt, range.timeZone),
        })),
        ...pageFields(query, page.total),
        totals: {
          deposits: minorToMajor(totals.deposits),
          withdrawals: minorToMajor(totals.withdrawals),
          transfersIn: minorToMajor(totals.transfersIn),
          transfersOut: minorToMajor(totals.transfersOut),
        },
      };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;

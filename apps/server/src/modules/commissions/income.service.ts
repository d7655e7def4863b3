import {
  AGENT_ERRORS,
  CONTRACT_KINDS,
  minorToMajor,
  type AgentConsolidated,
  type AgentIncome,
  type AgentPeriod,
  type ContractKind,
} from '@platform/contracts';
import type { Actor, Brand } from '../../lib/context.js';
import { pageFields } from '../../db/paging.js';
import { forbidden } from '../../lib/errors.js';
import type { ContractsRepository } from './contracts.repository.js';
import { agentRange } from './periods.js';
import type { SettlementsRepository } from './settlements.repository.js';
import { contractView, isAgent, kindOn, settlementView, zoneOf } from './views.js';

type Deps = {
  contracts: Pick<ContractsRepository, 'member' | 'waiting'>;
  settlements: Pick<SettlementsRepository, 'page' | 'totals'>;
  now: () => Date;
};

/** `agentIncome`'s query as its schema leaves it. */
export type IncomeQuery = {
  period: AgentPeriod;
  startDate?: string | undefined;
  endDate?: string | undefined;
  kind: ContractKind | 'all';
  pageNo: number;
  pageSize: number;
};

/** The consolidated info's field of each kind's offer waiting for an answer (SPEC's names). */
const WAITING_FIELDS = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreqs',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof AgentConsolidated>;
const ENABLED_FIELDS = {
  dividend: 'dividendEnabled',
  daily: 'dailySalaryEnabled',
  hourly: 'hourSalaryEnabled',
  realtime: 'realTimeSalaryEnabled',
} as const satisfies Record<ContractKind, keyof AgentConsolidated>;

/** My income (settlements received and paid) and the agent part of the consolidated info. */
export function createIncomeService({ contracts, settlements, now }: Deps) {
  return {
    async income(brand: Brand, actor: Actor, query: IncomeQuery): Promise<AgentIncome> {
      if (!isAgent(brand, actor.type))
        throw forbidden(AGENT_ERRORS.agentOnly, 'Only agents use the agent centre (and it must be on).');
      const zone = zoneOf(brand);
      const range = agentRange(
        { period: query.period, startDate: query.startDate, endDate: query.endDate },
        zone,
        now(),
      );
      const kind = query.kind === 'all' ? undefined : query.kind;
      const filter = {
        merchantId: brand.id,
        party: actor.memberId,
        withAmount: true,
        from: range.from,
        until: range.until,
        ...(kind ? { kind } : {}),
      };
      const page = { pageNo: query.pageNo, pageSize: query.pageSize };
      const [{ list, total }, totals] = await Promise.all([
        settlements.page(filter, page),
        settlements.totals(filter, actor.memberId),
      ]);
      return {
        range: { startDate: range.startDate, endDate: range.endDate, today: range.today, timeZone: zone },
        currencySymbol: brand.currencySymbol,
        received: minorToMajor(totals.received),
        paid: minorToMajor(totals.paid),
        list: list.map((s) => ({
          ...settlementView(s, zone),
          direction: s.memberId === actor.memberId ? ('received' as const) : ('paid' as const),
        })),
        ...pageFields(page, total),
      };
    },

    /** Which contract pages the caller sees, the offers waiting for its answer, and why it is frozen. */
    async consolidated(brand: Brand, actor: Actor): Promise<AgentConsolidated> {
      const zone = zoneOf(brand);
      const [member, waiting] = await Promise.all([
        contracts.member(brand.id, actor.memberId),
        isAgent(brand, actor.type) ? contracts.waiting(actor.memberId) : Promise.resolve([]),
      ]);
      const part: AgentConsolidated = {
        dividendEnabled: false,
        dailySalaryEnabled: false,
        hourSalaryEnabled: false,
        realTimeSalaryEnabled: false,
        divtypereq: null,
        dailysalreqtype: null,
        contracthoursalreqs: null,
        realtimesalreqtype: null,
        frozenReason: member?.frozenAt ? (member.frozenReason ?? 'Frozen by the operator.') : null,
      };
      for (const kind of CONTRACT_KINDS) {
        if (!kindOn(brand, actor.type, kind)) continue;
        part[ENABLED_FIELDS[kind]] = true;
        const offer = waiting.find((c) => c.kind === kind);
        part[WAITING_FIELDS[kind]] = offer ? contractView(offer, zone) : null;
      }
      return part;
    },
  };
}
export type IncomeService = ReturnType<typeof createIncomeService>;

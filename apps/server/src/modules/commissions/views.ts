import {
  AGENT_ERRORS,
  CONTRACT_SWITCHES,
  minorToMajor,
  type Contract,
  type ContractKind,
  type Settlement,
} from '@platform/contracts';
import type { Brand } from '../../lib/context.js';
import { usableZone } from '../../lib/date-range.js';
import { forbidden } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/localized.js';
import { isOn } from '../system/index.js';
import type { ContractRow } from './contracts.repository.js';
import type { SettlementRow } from './settlements.repository.js';
import { shownTerms, toPercent } from './terms.js';

/** Trial accounts play with play money: never agents. */
export const TRIAL_TYPE = 4;
/** The brand switch of the agent centre. */
export const AGENT_SWITCH = 'AGENTPOLICY3';

export const zoneOf = (brand: Pick<Brand, 'settings'>) => usableZone(brand.settings.timeZone);

/** An account type the brand counts as an agent. */
export const isAgentType = (brand: Pick<Brand, 'settings'>, type: number) =>
  type !== TRIAL_TYPE && (brand.settings.agentTypes ?? []).includes(type);

/** The caller is an agent and the brand's agent centre is on. */
export const isAgent = (brand: Brand, type: number) => isOn(brand, AGENT_SWITCH) && isAgentType(brand, type);

/** The kind's contracts are on for this caller: an agent, and the kind's switch on. */
export const kindOn = (brand: Brand, type: number, kind: ContractKind) =>
  isAgent(brand, type) && isOn(brand, CONTRACT_SWITCHES[kind]);

/** 403 unless the caller is an agent of a brand with the agent centre and the kind's switch on. */
export function requireKind(brand: Brand, type: number, kind: ContractKind): void {
  if (!isAgent(brand, type))
    throw forbidden(AGENT_ERRORS.agentOnly, 'Only agents use the agent centre (and it must be on).');
  if (!isOn(brand, CONTRACT_SWITCHES[kind]))
    throw forbidden(
      AGENT_ERRORS.contractKindOff,
      `kind: ${kind} contracts are off for this brand (switch ${CONTRACT_SWITCHES[kind]}).`,
    );
}

const dateStr = (d: Date | null, zone: string) => (d ? formatDateTime(d, zone) : null);

export function contractView(row: ContractRow, zone: string): Contract {
  return {
    id: row.id,
    kind: row.kind,
    upline: row.uplineName,
    memberId: row.memberId,
    username: row.username,
    terms: shownTerms(row.kind, row.terms),
    topRate: toPercent(row.topRate),
    status: row.status,
    endedReason: row.endedReason,
    offeredDateStr: formatDateTime(row.offeredAt, zone),
    decidedDateStr: dateStr(row.decidedAt, zone),
    endedDateStr: dateStr(row.endedAt, zone),
  };
}

export function settlementView(row: SettlementRow, zone: string): Settlement {
  return {
    id: row.id,
    contractId: row.contractId,
    kind: row.kind,
    username: row.username,
    payer: row.payerName,
    periodKey: row.periodKey,
    periodFromStr: formatDateTime(row.periodFrom, zone),
    periodToStr: formatDateTime(row.periodTo, zone),
    figures: row.figures,
    rate: toPercent(row.rate),
    amount: minorToMajor(row.amount),
    status: row.status,
    dueDateStr: dateStr(row.dueBy, zone),
    paidDateStr: dateStr(row.paidAt, zone),
  };
}

/** What each kind is called in messages and reasons. */
export const KIND_NAMES: Record<ContractKind, string> = {
  dividend: 'dividend',
  daily: 'daily salary',
  hourly: 'hourly salary',
  realtime: 'real-time salary',
};

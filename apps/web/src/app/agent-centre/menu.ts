import type { ContractKind } from '@platform/contracts';
import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  ChartColumn,
  Clock,
  Coins,
  Dices,
  Handshake,
  Megaphone,
  ReceiptText,
  Timer,
  TrendingUp,
  UserPlus,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { AGENT_PAGES, DEFAULT_AGENT_PAGE, type AgentPage } from '@/features/agent';
import { lazyChunk } from '@/lib/chunks';

export type AgentEntry = {
  page: AgentPage;
  icon: LucideIcon;
  /** The page, its own chunk, loaded the first time it is opened. */
  component: ComponentType;
  /** A contract page: shown only when the consolidated info enables its kind. */
  contract?: ContractKind;
};

const entry = (
  page: AgentPage,
  icon: LucideIcon,
  load: () => Promise<{ default: ComponentType }>,
  contract?: ContractKind,
): AgentEntry => ({ page, icon, component: lazyChunk(load), contract });

/** The left menu, in the SPEC's order; the four contract pages last. */
export const AGENT_CENTRE_MENU: readonly AgentEntry[] = [
  entry('announcement', Megaphone, () => import('./announcement-page')),
  entry('overview', ChartColumn, () => import('./overview-page')),
  entry('registration', UserPlus, () => import('./registration-page')),
  entry('team', Users, () => import('./team-page')),
  entry('bets', Dices, () => import('./bets-page')),
  entry('profit', TrendingUp, () => import('./profit-page')),
  entry('income', Coins, () => import('./income-page')),
  entry('transactions', ReceiptText, () => import('./transactions-page')),
  entry('dividend', Handshake, () => import('./dividend-page'), 'dividend'),
  entry('daily', Banknote, () => import('./daily-page'), 'daily'),
  entry('hourly', Clock, () => import('./hourly-page'), 'hourly'),
  entry('realtime', Timer, () => import('./realtime-page'), 'realtime'),
];

/** The entries the agent may see: a contract page only when its kind is enabled. */
export const visibleAgentEntries = (entries: readonly AgentEntry[], kinds: readonly ContractKind[]) =>
  entries.filter((e) => !e.contract || kinds.includes(e.contract));

/** The entry to show: the one asked for, else the team overview, else the first. */
export const resolveAgentEntry = (asked: AgentPage | null, entries: readonly AgentEntry[]) =>
  entries.find((e) => e.page === asked) ?? entries.find((e) => e.page === DEFAULT_AGENT_PAGE) ?? entries[0];

export { AGENT_PAGES };

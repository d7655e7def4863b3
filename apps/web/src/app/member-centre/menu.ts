import type { LucideIcon } from 'lucide-react';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgePercent,
  ChartLine,
  Crown,
  FileText,
  Gift,
  HeartHandshake,
  History,
  Mail,
  Send,
  ShieldCheck,
  Trophy,
  UserPlus,
  Wallet,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type en from '@/locales/en';
import type { MemberCentrePage } from '@/lib/ui-store';
import { useMessageBadge, useMissionBadge, useRewardBadge } from './badges';
/** Translation keys of the menu's labels (`memberCentre.menu.<key>`). */
export type MenuLabel = keyof (typeof en)['memberCentre']['menu'];

/** What decides whether an entry shows (SPEC: entries display only if permitted). */
export type CentreContext = {
  accountType: number | null;
  switches: (modId: string) => boolean;
  /** The member has an upline agent to transfer to. */
  hasUpline: boolean;
};

/** A page's module: its default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export type CentreEntry = {
  /** The page key (the ui-store's `mcPage`). */
  page: MemberCentrePage;
  labelKey: MenuLabel;
  icon: LucideIcon;
  /** Loads the page (its own chunk) the first time it is opened; called again on a retry after a failure. */
  load: PageLoader;
  /** Shown only when this answers true; always shown without it. */
  visible?: (context: CentreContext) => boolean;
  /** A count shown as a badge when above zero (missionLeaderboard, messageV2, rewardCenter). */
  useBadge?: () => number;
};

/** SPEC section 2: the member centre opens on the security centre when asked for no page. */
export const DEFAULT_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/**
 * The left menu, in the SPEC's order: securityCenter, transferFund, depositv2, withdraw, transferUpline,
 * personalHistoryCopy, transactionHistory, personalProfit, bonusDetails, rewardCenter, referral,
 * missionLeaderboard, messageV2, then playerRank (also named by the SPEC) and responsibleGaming last.
 */
export const MEMBER_CENTRE_MENU: readonly CentreEntry[] = [
  {
    page: 'securityCenter',
    labelKey: 'securityCenter',
    icon: ShieldCheck,
    load: () => import('./security-page'),
  },
  {
    page: 'transferFund',
    labelKey: 'transferFund',
    icon: Wallet,
    load: () => import('./wallet-page'),
  },
  {
    page: 'depositv2',
    labelKey: 'depositv2',
    icon: ArrowDownToLine,
    load: () => import('./deposit-page'),
  },
  {
    page: 'withdraw',
    labelKey: 'withdraw',
    icon: ArrowUpFromLine,
    load: () => import('./withdraw-page'),
  },
  {
    page: 'transferUpline',
    labelKey: 'transferUpline',
    icon: Send,
    load: () => import('./upline-page'),
    visible: (c) => c.hasUpline,
  },
  {
    page: 'personalHistoryCopy',
    labelKey: 'personalHistoryCopy',
    icon: History,
    load: () => import('./betting-record-page'),
  },
  {
    page: 'transactionHistory',
    labelKey: 'transactionHistory',
    icon: FileText,
    load: () => import('./account-record-page'),
  },
  {
    page: 'personalProfit',
    labelKey: 'personalProfit',
    icon: ChartLine,
    load: () => import('./profit-page'),
  },
  {
    page: 'bonusDetails',
    labelKey: 'bonusDetails',
    icon: BadgePercent,
    load: () => import('./bonus-page'),
  },
  {
    page: 'rewardCenter',
    labelKey: 'rewardCenter',
    icon: Gift,
    load: () => import('./reward-centre-page'),
    useBadge: useRewardBadge,
  },
  {
    page: 'referral',
    labelKey: 'referral',
    icon: UserPlus,
    load: () => import('./referral-page'),
  },
  {
    page: 'missionLeaderboard',
    labelKey: 'missionLeaderboard',
    icon: Trophy,
    load: () => import('./missions-page'),
    useBadge: useMissionBadge,
  },
  {
    page: 'messageV2',
    labelKey: 'messageV2',
    icon: Mail,
    load: () => import('./messages-page'),
    useBadge: useMessageBadge,
  },
  {
    page: 'playerRank',
    labelKey: 'playerRank',
    icon: Crown,
    load: () => import('./rank-page'),
  },
  {
    page: 'responsibleGaming',
    labelKey: 'responsibleGaming',
    icon: HeartHandshake,
    load: () => import('./responsible-page'),
  },
];

/** The entries a member may see. */
export const visibleEntries = (entries: readonly CentreEntry[], context: CentreContext) =>
  entries.filter((e) => e.visible?.(context) ?? true);

/** The entry to show: the one asked for, else the default page, else the first entry. */
export function resolveEntry(
  asked: MemberCentrePage | null,
  entries: readonly CentreEntry[],
): CentreEntry | undefined {
  return (
    entries.find((e) => e.page === asked) ?? entries.find((e) => e.page === DEFAULT_CENTRE_PAGE) ?? entries[0]
  );
}

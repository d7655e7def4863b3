import type { LucideIcon } from 'lucide-react';
import { FileText, History } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type en from '@/locales/en';
import type { MemberCentrePage } from '@/lib/ui-store';

/** Translation keys of the menu's labels (`memberCentre.menu.<key>`). */
export type MenuLabel = keyof (typeof en)['memberCentre']['menu'];

/** What decides whether an entry shows (SPEC: entries display only if permitted). */
export type CentreContext = { accountType: number | null; switches: (modId: string) => boolean };

export type CentreEntry = {
  /** The page key (the ui-store's `mcPage`). */
  page: MemberCentrePage;
  labelKey: MenuLabel;
  icon: LucideIcon;
  /** The page itself, loaded the first time it is opened. */
  component: LazyExoticComponent<ComponentType>;
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
 * missionLeaderboard, messageV2. Each page joins this table when it exists.
 */
export const MEMBER_CENTRE_MENU: readonly CentreEntry[] = [
  {
    page: 'personalHistoryCopy',
    labelKey: 'personalHistoryCopy',
    icon: History,
    component: lazy(() => import('./betting-record-page')),
  },
  {
    page: 'transactionHistory',
    labelKey: 'transactionHistory',
    icon: FileText,
    component: lazy(() => import('./account-record-page')),
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

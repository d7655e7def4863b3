import type { LoginValue } from '@platform/contracts';
import { create } from 'zustand';

/** A time-out or exclusion the login answered with: the member may only withdraw and see its history. */
export type Restriction = NonNullable<LoginValue['restriction']>;

export type Modal =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'trial'
  | 'feedback'
  | 'downloadGuide'
  | 'notices'
  | null;

/** Pages of the member centre (SPEC section 2), by their page key; securityCenter is the default. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
  'responsibleGaming',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

type UiState = {
  modal: Modal;
  /** The change-password modal cannot be dismissed (first login with a temporary password, expiry). */
  forcedPasswordChange: boolean;
  /** The notice row the announcement modal opens with; null opens it with every row closed. */
  noticeIndex: number | null;
  mcShow: boolean;
  /** The member-centre page asked for; null opens the centre's default page. */
  mcPage: MemberCentrePage | null;
  acShow: boolean;
  /** The deposit promotion the deposit page starts with chosen (from a promotion's page). */
  depositOffer: number | null;
  /** The restriction the last login answered with, shown in a dialog until dismissed. */
  restriction: Restriction | null;
  open: (modal: Exclude<Modal, null>) => void;
  /** Opens the announcement modal, with the row at `index` expanded when given. */
  openNotices: (index?: number) => void;
  close: () => void;
  forcePasswordChange: () => void;
  setMemberCentre: (show: boolean) => void;
  /** Opens the member centre on a page (its default page without one). */
  openMemberCentre: (page?: MemberCentrePage) => void;
  /** Switches the open member centre to another page. */
  setMemberCentrePage: (page: MemberCentrePage) => void;
  setAgentCentre: (show: boolean) => void;
  /** Opens the deposit page, with a deposit promotion chosen when given. */
  openDeposit: (promotionId?: number) => void;
  /** Shows (or, with null, dismisses) the restriction of the member's account. */
  showRestriction: (restriction: Restriction | null) => void;
};

export const useUi = create<UiState>((set) => ({
  modal: null,
  forcedPasswordChange: false,
  noticeIndex: null,
  mcShow: false,
  mcPage: null,
  acShow: false,
  depositOffer: null,
  restriction: null,
  open: (modal) => set({ modal }),
  openNotices: (index) => set({ modal: 'notices', noticeIndex: index ?? null }),
  close: () => set({ modal: null, forcedPasswordChange: false, noticeIndex: null }),
  forcePasswordChange: () => set({ modal: 'changePassword', forcedPasswordChange: true }),
  setMemberCentre: (mcShow) => set(mcShow ? { mcShow, acShow: false } : { mcShow, mcPage: null }),
  openMemberCentre: (page) => set({ mcShow: true, acShow: false, mcPage: page ?? null }),
  setMemberCentrePage: (mcPage) => set({ mcPage }),
  setAgentCentre: (acShow) => set({ acShow, mcShow: false }),
  openDeposit: (promotionId) =>
    set({ mcShow: true, acShow: false, mcPage: 'depositv2', depositOffer: promotionId ?? null }),
  showRestriction: (restriction) => set({ restriction }),
}));

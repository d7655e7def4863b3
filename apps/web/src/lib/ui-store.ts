import { create } from 'zustand';

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

type UiState = {
  modal: Modal;
  /** The change-password modal cannot be dismissed (first login with a temporary password, expiry). */
  forcedPasswordChange: boolean;
  /** The notice row the announcement modal opens with; null opens it with every row closed. */
  noticeIndex: number | null;
  mcShow: boolean;
  acShow: boolean;
  open: (modal: Exclude<Modal, null>) => void;
  /** Opens the announcement modal, with the row at `index` expanded when given. */
  openNotices: (index?: number) => void;
  close: () => void;
  forcePasswordChange: () => void;
  setMemberCentre: (show: boolean) => void;
  setAgentCentre: (show: boolean) => void;
};

export const useUi = create<UiState>((set) => ({
  modal: null,
  forcedPasswordChange: false,
  noticeIndex: null,
  mcShow: false,
  acShow: false,
  open: (modal) => set({ modal }),
  openNotices: (index) => set({ modal: 'notices', noticeIndex: index ?? null }),
  close: () => set({ modal: null, forcedPasswordChange: false, noticeIndex: null }),
  forcePasswordChange: () => set({ modal: 'changePassword', forcedPasswordChange: true }),
  setMemberCentre: (mcShow) => set({ mcShow, acShow: false }),
  setAgentCentre: (acShow) => set({ acShow, mcShow: false }),
}));

import { create } from 'zustand';

export type Modal = 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'trial' | null;

type UiState = {
  modal: Modal;
  /** The change-password modal cannot be dismissed (first login with a temporary password, expiry). */
  forcedPasswordChange: boolean;
  mcShow: boolean;
  acShow: boolean;
  open: (modal: Exclude<Modal, null>) => void;
  close: () => void;
  forcePasswordChange: () => void;
  setMemberCentre: (show: boolean) => void;
  setAgentCentre: (show: boolean) => void;
};

export const useUi = create<UiState>((set) => ({
  modal: null,
  forcedPasswordChange: false,
  mcShow: false,
  acShow: false,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null, forcedPasswordChange: false }),
  forcePasswordChange: () => set({ modal: 'changePassword', forcedPasswordChange: true }),
  setMemberCentre: (mcShow) => set({ mcShow, acShow: false }),
  setAgentCentre: (acShow) => set({ acShow, mcShow: false }),
}));

// The auth modals, loaded on first use (their forms are not part of the first page).
export { LoginPopup } from './components/login-popup';
export { RegisterModal } from './components/register-modal';
export { ChangePasswordModal } from './components/change-password-modal';
export { ForgotPasswordModal } from './components/forgot-password-modal';
export { TrialDialog } from './components/trial-dialog';

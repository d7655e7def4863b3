// Withdrawals (member centre), the withdrawal confirmation modal (mounted by the app shell) and the
// transfer to the upline.
export { WithdrawCentre } from './components/withdraw-centre';
export { WithdrawalConfirmation } from './components/withdrawal-confirmation';
export { UplineTransfer } from './components/upline-transfer';
export { withdrawKeys } from './api/withdraw-calls';

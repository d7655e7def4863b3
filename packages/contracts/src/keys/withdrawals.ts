/**
 * Paths of this part of the member centre (zod-free: the first page imports it). Its error codes are in
 * `./withdrawals-errors.ts`, apart, so that the first page, which imports every path, carries none of them.
 */
export const WITHDRAWAL_PATHS = {
  /** What the withdraw page needs: balance, limits, bank accounts, whether a payment password is set. */
  withdrawInfo: '/wps/withdrawals/info',
  /** POST (encrypted): a new withdrawal; GET: the member's withdrawals, paged. */
  withdrawals: '/wps/withdrawals',
  withdrawalDetail: '/wps/withdrawals/:id',
  /** Paid withdrawals waiting for the member to say whether the money arrived. */
  withdrawalConfirmations: '/wps/withdrawals/confirmations',
  withdrawalReceived: '/wps/withdrawals/:id/received',
  /** multipart/form-data: `proof` (PNG or JPEG under 5 MB) and optional `receivedAmount`. */
  withdrawalNotReceived: '/wps/withdrawals/:id/not-received',
  withdrawalProof: '/wps/withdrawals/:id/proof',
  /** transferUpline: the upline, the limits and the balance; POST (encrypted) moves money to the upline. */
  uplineInfo: '/wps/member/upline',
  uplineTransfer: '/wps/member/upline/transfer',
} as const;

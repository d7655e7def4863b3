/**
 * Paths of this part of the member centre (zod-free: the first page imports it). Its error codes are in
 * `./deposits-errors.ts`, apart, so that the first page, which imports every path, carries none of them.
 */
export const DEPOSIT_PATHS = {
  depositChannels: '/wps/payments/deposit/channels',
  depositOrders: '/wps/payments/deposit/orders',
  depositOrder: '/wps/payments/deposit/orders/:id',
  /** The sandbox gateway calls this (signed), never the site. */
  depositCallbackSandbox: '/wps/payments/callback/sandbox',
} as const;

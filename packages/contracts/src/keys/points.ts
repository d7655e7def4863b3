/**
 * Paths of this part of the member centre (zod-free: the first page imports it). Its error codes are in
 * `./points-errors.ts`, apart, so that the first page, which imports every path, carries none of them.
 */
export const POINTS_PATHS = {
  /** The member's points, what they earned and spent, and what a point converts to. */
  pointBalance: '/wps/relay/MCS2_getPointBalance',
  /** Points detail: the member's point entries, newest first, paged. */
  pointDetail: '/wps/relay/ODSFE2_MemTransDet',
  /** Redeem history: item redemptions and conversions, newest first, paged, filtered by status. */
  redeemHistory: '/wps/relay/getRedeemPointList',
  /** POST (encrypted): redeem an item of the points shop. */
  redeemPoints: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  /** POST (encrypted): convert points to main-wallet balance. */
  convertPoints: '/wps/relay/passwordCheck/MCS2_convertPoint',
  /** personalProfit: the member's profit and loss per day and game type. */
  personalProfit: '/wps/records/profit',
} as const;

/**
 * Paths of this part of the member centre (zod-free: the first page imports it). Its error codes are in
 * `./missions-errors.ts`, apart, so that the first page, which imports every path, carries none of them.
 */
export const MISSIONS_PATHS = {
  /** The brand's missions of the current periods with the member's progress (missionLeaderboard). */
  missionSummary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  missionClaim: '/wps/relay/MCSFE_claimMission',
  missionLeaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  /** Platform messages (messageV2). */
  messageUnreadCount: '/wps/relay/CSP_unreadCount',
  messageList: '/wps/relay/CSP_messageList',
  messageRead: '/wps/relay/CSP_readMessage',
  messageReadAll: '/wps/relay/CSP_readAllMessages',
  messageDelete: '/wps/relay/CSP_deleteMessage',
  /** The member's VIP level and this month's progress towards the next (playerRank). */
  playerRankProgress: '/wps/relay/MCSFE_getPlayerRankProgress',
} as const;

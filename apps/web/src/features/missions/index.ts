// Missions and their leaderboard, platform messages and VIP rank progress (member centre).
export { MissionsBoard } from './components/missions-board';
export { MessagesInbox } from './components/messages-inbox';
export { RankProgressView } from './components/rank-progress';
export { useMissionSummary, useUnreadCount } from './hooks/use-missions';
export { messageKeys } from './api/message-calls';
export { missionKeys } from './api/mission-calls';

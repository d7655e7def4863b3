// Missions and their leaderboard and VIP rank progress (member centre).
export { MissionsBoard } from './components/missions-board';
export { RankProgressView } from './components/rank-progress';
export { useMissionSummary } from './hooks/use-missions';
export { missionKeys } from './api/mission-calls';

import { useUnreadCount } from '@/features/messages';
import { useMissionSummary } from '@/features/missions';

/** Unread platform messages (messageV2). */
export const useMessageBadge = () => useUnreadCount();
/** Missions reached but not claimed yet (missionLeaderboard). */
export const useMissionBadge = () => useMissionSummary().data?.claimableCount ?? 0;

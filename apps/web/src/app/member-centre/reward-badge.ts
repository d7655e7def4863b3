import { useRewardCount } from '@/features/reward-centre';

/** rewardCenter's badge: rewards to claim plus raffles to draw now. */
export const useRewardBadge = () => useRewardCount();

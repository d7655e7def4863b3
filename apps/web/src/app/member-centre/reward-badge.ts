import { useRewardCount } from '@/features/rewards-centre';

/** rewardCenter's badge: rewards to claim plus raffles to draw now. */
export const useRewardBadge = () => useRewardCount();

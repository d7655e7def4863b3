export const useRewardBadge = () => 0;

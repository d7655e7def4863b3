export const useMessageBadge = () => 0;
export const useMissionBadge = () => 0;

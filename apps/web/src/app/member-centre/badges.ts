/** Counts shown beside menu entries (SPEC section 2: badges above zero). */
export { useMessageBadge, useMissionBadge } from './mission-badges';
export { useRewardBadge } from './reward-badge';

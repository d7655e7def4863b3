import { useCustomerService } from '@/features/content';
import { useMemberInfo } from '@/features/member/api/member-calls';

/** SPEC: members whose label rank is above 4 are served by the VIP desk. */
export const VIP_SERVICE_RANK = 4;

/** Opens customer service, choosing the VIP desk from the member's labels (composition of two features). */
export function useServiceDesk() {
  const labels = useMemberInfo().data?.memberLabel ?? [];
  const vip = labels.some((label) => label.rankLevel > VIP_SERVICE_RANK);
  return useCustomerService(vip);
}

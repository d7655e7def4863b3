import { useQueryClient } from '@tanstack/react-query';
import { memberKeys } from '@/features/member/api/member-calls';
import { MissionsBoard } from '@/features/missions';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';

/** missionLeaderboard: the missions feature with the brand's currency; a paid claim refreshes the balance. */
export default function MissionsPage() {
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const onPaid = () => void client.invalidateQueries({ queryKey: memberKeys.balance(token) });
  return <MissionsBoard currencySymbol={symbol} onPaid={onPaid} />;
}

import { MissionsBoard } from '@/features/missions';
import { announce } from '@/lib/data-changes';
import { useSystemStatus } from '@/lib/system';

const onPaid = () => announce('money');

/** missionLeaderboard: the missions feature with the brand's currency; a paid claim refreshes the balance. */
export default function MissionsPage() {
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return <MissionsBoard currencySymbol={symbol} onPaid={onPaid} />;
}

import { RankProgressView } from '@/features/missions';
import { useSystemStatus } from '@/lib/system';

/** playerRank: the member's VIP level and this month's progress, with the brand's currency. */
export default function RankPage() {
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return <RankProgressView currencySymbol={symbol} />;
}

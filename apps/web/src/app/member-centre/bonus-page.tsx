import { BonusDetails } from '@/features/reward-centre';
import { useSystemStatus } from '@/lib/system';

/** bonusDetails: the member's bonuses and their turnover progress. */
export default function BonusPage() {
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return <BonusDetails currencySymbol={symbol} />;
}

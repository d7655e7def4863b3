import { RewardCentre } from '@/features/reward-centre';
import { useSystemStatus } from '@/lib/system';

/** rewardCenter: the reward centre with the brand's currency. */
export default function RewardCentrePage() {
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return <RewardCentre currencySymbol={symbol} />;
}

import { ProfitReport } from '@/features/records';
import { useSystemStatus } from '@/lib/system';

/** personalProfit: the member's profit and loss per day and game type, in the brand's currency. */
export default function ProfitPage() {
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return <ProfitReport currencySymbol={symbol} />;
}

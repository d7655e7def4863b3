import { DepositCentre } from '@/features/deposit';
import { announce } from '@/lib/data-changes';
import { useSystemStatus } from '@/lib/system';

const onPaid = () => announce('money');

/** depositv2: the deposit feature; a paid order also refreshes the balances and records elsewhere. */
export default function DepositPage() {
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return <DepositCentre currencySymbol={symbol} onPaid={onPaid} />;
}

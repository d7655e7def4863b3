import { AccountRecord } from '@/features/records';
import { useSystemStatus } from '@/lib/system';

/** transactionHistory: the records feature with the brand's currency. */
export default function AccountRecordPage() {
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return <AccountRecord currencySymbol={symbol} />;
}

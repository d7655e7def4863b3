import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DepositCentre } from '@/features/deposit';
import { memberKeys } from '@/features/member/api/member-calls';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';

/** depositv2: the deposit feature; a paid order also refreshes the header's balance. */
export default function DepositPage() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  const onPaid = useCallback(
    () => void client.invalidateQueries({ queryKey: memberKeys.balance(token) }),
    [client, token],
  );
  return <DepositCentre currencySymbol={symbol} onPaid={onPaid} />;
}

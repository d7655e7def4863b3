import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { memberKeys } from '@/features/member/api/member-calls';
import { MyWallet } from '@/features/wallet';
import { useSession } from '@/lib/session';

/** transferFund: my wallet; each movement also refreshes the header's balance. */
export default function WalletPage() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const onMoved = useCallback(
    () => void client.invalidateQueries({ queryKey: memberKeys.balance(token) }),
    [client, token],
  );
  return <MyWallet onMoved={onMoved} />;
}

import { MyWallet } from '@/features/wallet';
import { announce } from '@/lib/data-changes';

const onMoved = () => announce('money');

/** transferFund: my wallet; each movement also refreshes the balances and records elsewhere. */
export default function WalletPage() {
  return <MyWallet onMoved={onMoved} />;
}

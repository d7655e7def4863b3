import { WithdrawCentre } from '@/features/withdraw';

/** withdraw: the withdraw feature's page. */
export default function WithdrawPage() {
  return <WithdrawCentre />;
}

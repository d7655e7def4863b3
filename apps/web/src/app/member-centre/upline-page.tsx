import { UplineTransfer } from '@/features/withdraw';

/** transferUpline: money to the member's upline agent. */
export default function UplinePage() {
  return <UplineTransfer />;
}

import { MyIncome } from '@/features/agent';

/** The agent centre's income page. */
export default function MyIncomePage() {
  return <MyIncome />;
}

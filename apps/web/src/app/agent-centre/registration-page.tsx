import { AccountRegistration } from '@/features/agent';

/** The agent centre's registration page. */
export default function AccountRegistrationPage() {
  return <AccountRegistration />;
}

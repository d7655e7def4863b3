import { SecurityCentre } from '@/features/security';
import { useUi } from '@/lib/ui-store';

// The securityCenter page of the member centre; the login password is changed in the site's own modal.
export default function Page() {
  return <SecurityCentre onChangePassword={() => useUi.getState().open('changePassword')} />;
}

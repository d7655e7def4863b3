import { useCallback } from 'react';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';

/** Gates an action: the login popup without a session, the trial dialog for a trial account. */
export function useRealAccount() {
  return useCallback((action: () => void) => {
    const { token, accountType } = useSession.getState();
    if (!token) useUi.getState().open('login');
    else if (accountType === TRIAL_ACCOUNT_TYPE) useUi.getState().open('trial');
    else action();
  }, []);
}

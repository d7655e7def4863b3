import type { LoginValue } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';

/** After any successful login: keep the token, refresh what depends on it, open a forced password change. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (value: LoginValue, options: { username?: string; goHome?: boolean; viaSms?: boolean } = {}) => {
      useSession.getState().signIn(value.token, options.username);
      await queryClient.invalidateQueries();
      const ui = useUi.getState();
      if (!options.viaSms && (value.mustChangePassword || value.passwordExpired)) {
        ui.forcePasswordChange();
        return;
      }
      ui.close();
      if (options.goHome) void navigate('/');
    },
    [queryClient, navigate],
  );
}

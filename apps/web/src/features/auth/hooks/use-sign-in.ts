import type { LoginValue } from '@platform/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { useLoginVerification } from './login-verification';

export type SignInOptions = { username?: string; goHome?: boolean; viaSms?: boolean };

/** After any successful login: keep the token, refresh what depends on it, open a forced password change. */
export async function signIn(
  value: LoginValue,
  options: SignInOptions,
  { queryClient, navigate }: { queryClient: QueryClient; navigate: NavigateFunction },
) {
  useSession.getState().signIn(value.token, options.username);
  const ui = useUi.getState();
  if (value.verificationRequired && value.verificationMethods?.length) {
    // Current IP not recorded: the login popup asks for the verification before anything loads.
    useLoginVerification.getState().require(value.verificationMethods, {
      forcePasswordChange: !options.viaSms && (value.mustChangePassword || value.passwordExpired),
      goHome: options.goHome ?? false,
    });
    ui.open('login');
    return;
  }
  useLoginVerification.getState().clear();
  await queryClient.invalidateQueries();
  if (!options.viaSms && (value.mustChangePassword || value.passwordExpired)) {
    ui.forcePasswordChange();
    return;
  }
  ui.close();
  // A time-out or exclusion in force: the member is told at once what it can still do.
  if (value.restriction) ui.showRestriction(value.restriction);
  if (options.goHome) void navigate('/');
}

/** `signIn` for a component. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (value: LoginValue, options: SignInOptions = {}) => signIn(value, options, { queryClient, navigate }),
    [queryClient, navigate],
  );
}

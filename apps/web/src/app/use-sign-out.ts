import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
// By path, not from the feature's index: the first page carries the member query keys only.
import { memberKeys } from '@/features/member/api/member-calls';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';

/** Ends the session on the server, forgets it here (merchant values stay), and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      // The call loads with the first sign-out (the first page does without it).
      const { logout } = await import('@/features/auth/api/auth-calls');
      await logout();
    } catch {
      // The session may already be gone on the server; forget it here either way.
    }
    useSession.getState().signOut();
    useUi.getState().setMemberCentre(false);
    queryClient.removeQueries({ queryKey: memberKeys.any });
    await navigate('/');
  }, [queryClient, navigate]);
}

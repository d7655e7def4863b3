import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth';
import { memberKeys } from '@/features/member';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';

/** Ends the session on the server, forgets it here (merchant values stay), and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
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

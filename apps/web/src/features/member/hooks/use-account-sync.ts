import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { useMemberInfo } from '../api/member-calls';

/** Keeps the session's account type and name in step with the member info the server answers. */
export function useAccountSync() {
  const { data } = useMemberInfo();
  useEffect(() => {
    if (data) useSession.getState().setAccount(data.type, data.account);
  }, [data]);
  return data;
}

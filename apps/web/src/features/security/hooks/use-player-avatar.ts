import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { avatarQuery } from '../api/security-calls';

/** The address of the member's profile icon (for the header); undefined while unknown or logged out. */
export function usePlayerAvatar(): string | undefined {
  const token = useSession((s) => s.token);
  const { data } = useQuery(avatarQuery(token));
  return data?.icons.find((i) => i.id === data.avatarId)?.url;
}

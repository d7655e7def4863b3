import type { ComponentProps } from 'react';
import { AccountArea } from '@/features/member/components/account-area';
import { useUnreadCount } from '@/features/messages';
import { useRewardCount } from '@/features/reward-centre';
import { usePlayerAvatar } from '@/features/security';

type Props = Omit<ComponentProps<typeof AccountArea>, 'avatarUrl' | 'unclaimed'>;

/**
 * The header's logged-in area with what other parts know about the member: the chosen profile icon and
 * the avatar's count (SPEC section 2: available promotions plus unread messages). Loaded with the area,
 * after the first page.
 */
export default function AccountAreaHost(props: Props) {
  const avatarUrl = usePlayerAvatar();
  const unclaimed = useRewardCount() + useUnreadCount();
  return <AccountArea {...props} avatarUrl={avatarUrl} unclaimed={unclaimed} />;
}

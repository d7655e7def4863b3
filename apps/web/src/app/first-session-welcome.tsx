import { Suspense, useState } from 'react';
import { ChunkBoundary } from '@/components/ui/load-problem';
// By path, not from the feature's index: the first page carries the member query only.
import { useMemberInfo } from '@/features/member/api/member-calls';
import { lazyChunk } from '@/lib/chunks';
import { TRIAL_ACCOUNT_TYPE } from '@/lib/session';
import { local } from '@/lib/storage';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';

const WelcomeDialog = lazyChunk(() =>
  import('@/features/member/components/welcome-dialog').then((m) => ({ default: m.WelcomeDialog })),
);

const seenKey = (account: string) => `welcomed:${account}`;

/**
 * A member with no earlier login (the account was just made) is welcomed once: in place of the after-login
 * pop-ups, a dialog with where the welcome bonus is taken and the inbox's welcome message.
 */
export function useFirstSession(): boolean | undefined {
  const info = useMemberInfo().data;
  if (info === undefined) return undefined;
  return info.type !== TRIAL_ACCOUNT_TYPE && info.lastLoginAt === null;
}

export function FirstSessionWelcome() {
  const info = useMemberInfo().data;
  const brand = useSystemStatus().data?.info.brand.name ?? '';
  const modalOpen = useUi((s) => s.modal !== null || s.mcShow || s.acShow);
  const first = useFirstSession();
  const [seen, setSeen] = useState(() => (info ? local.get(seenKey(info.account)) !== null : false));
  if (!first || !info || seen || local.get(seenKey(info.account)) !== null || modalOpen) return null;

  const done = () => {
    local.set(seenKey(info.account), '1');
    setSeen(true);
  };
  return (
    <ChunkBoundary quiet>
      <Suspense fallback={null}>
        <WelcomeDialog
          brand={brand}
          nickname={info.nickname || info.account}
          onDeposit={() => {
            done();
            useUi.getState().openMemberCentre('depositv2');
          }}
          onInbox={() => {
            done();
            useUi.getState().openMemberCentre('messageV2');
          }}
          onClose={done}
        />
      </Suspense>
    </ChunkBoundary>
  );
}

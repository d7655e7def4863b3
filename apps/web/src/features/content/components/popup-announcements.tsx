import type { Notice } from '@platform/contracts';
import { Suspense, useMemo, useState } from 'react';
import { useSettled } from '@/lib/settled';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { useNotices } from '../api/content-calls';
import { isDue, markSeen, type PopupViewer } from '../hooks/popup-rules';
import { lazyChunk } from '@/lib/chunks';

// Pop-ups wait until the page has shown itself.
const POPUP_AFTER_MS = 800;

const PopupNoticeModal = lazyChunk(() => import('../modals').then((m) => ({ default: m.PopupNoticeModal })), {
  strings: ['site'],
});

/**
 * The pop-up announcements, one after another: after login the member's PU notices, and on the home page
 * the H notices for everyone. Each honours its execution rule; none shows over another modal. A new
 * member's first session has its welcome instead of any pop-up (`afterLogin` false).
 */
export function PopupAnnouncements({
  home,
  afterLogin: showAfterLogin = true,
}: {
  home: boolean;
  afterLogin?: boolean;
}) {
  const token = useSession((s) => s.token);
  const username = useSession((s) => s.username);
  const modalOpen = useUi((s) => s.modal !== null || s.mcShow || s.acShow);
  const settled = useSettled(POPUP_AFTER_MS);
  // A member's pop-ups wait until the member is known not to be in a first session.
  const member = token !== null && showAfterLogin;
  const homeShown = home && (token === null || showAfterLogin);
  const afterLogin = useNotices('PU', member);
  const forHome = useNotices('H', homeShown);
  // The pop-ups closed so far (also remembered by `markSeen`), so the next one comes up.
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());

  const viewer: PopupViewer = useMemo(
    () => ({ user: token ? (username ?? 'member') : 'guest', visit: token ?? 'guest' }),
    [token, username],
  );

  const next = useMemo((): Notice | undefined => {
    const queue = [...(member ? (afterLogin.data ?? []) : []), ...(homeShown ? (forHome.data ?? []) : [])];
    const unique = [...new Map(queue.map((n) => [n.id, n])).values()];
    return unique.find((n) => !closed.has(n.id) && isDue(n, viewer));
  }, [afterLogin.data, closed, forHome.data, homeShown, member, viewer]);

  if (!next || modalOpen || !settled) return null;
  return (
    <Suspense fallback={null}>
      <PopupNoticeModal
        key={next.id}
        notice={next}
        onClose={() => {
          markSeen(next, viewer);
          setClosed((ids) => new Set(ids).add(next.id));
        }}
      />
    </Suspense>
  );
}

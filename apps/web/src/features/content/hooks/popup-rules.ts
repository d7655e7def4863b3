import type { Notice } from '@platform/contracts';
import { local } from '@/lib/storage';

// When a pop-up shows again (SPEC: execution): B every login or visit, D once a day, O once only. D and O
// are remembered in localStorage per account ('guest' for visitors) and notice; this is not a secret.

/** B notices seen during this visit, per session token (a new login shows them again). */
const seenThisVisit = new Set<string>();

const storageKey = (user: string, id: number) => `popupNotice:${user}:${id}`;

/** The local calendar day, `yyyy-MM-dd`. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type PopupViewer = { user: string; visit: string };

export function isDue(notice: Notice, viewer: PopupViewer, now = new Date()): boolean {
  switch (notice.execution) {
    case 'O':
      return local.get(storageKey(viewer.user, notice.id)) === null;
    case 'D':
      return local.get(storageKey(viewer.user, notice.id)) !== today(now);
    default:
      return !seenThisVisit.has(`${viewer.visit}:${notice.id}`);
  }
}

export function markSeen(notice: Notice, viewer: PopupViewer, now = new Date()) {
  if (notice.execution === 'O') local.set(storageKey(viewer.user, notice.id), 'seen');
  else if (notice.execution === 'D') local.set(storageKey(viewer.user, notice.id), today(now));
  else seenThisVisit.add(`${viewer.visit}:${notice.id}`);
}

/** Forgets this visit's B notices (tests). */
export const resetVisit = () => seenThisVisit.clear();

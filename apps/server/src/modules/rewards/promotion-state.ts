import type { PromotionState } from '@platform/contracts';

type Timing = { mode: string; startsAt: Date; endsAt: Date | null };

export const hasStarted = (p: Timing, now: Date) => p.startsAt.getTime() <= now.getTime();
export const hasEnded = (p: Timing, now: Date) => p.endsAt !== null && p.endsAt.getTime() <= now.getTime();

/** True while members can send an application (mode `apply`, started, not ended). */
export const acceptsApplications = (p: Timing, now: Date) =>
  p.mode === 'apply' && hasStarted(p, now) && !hasEnded(p, now);

/**
 * The activity state of SPEC section 4 for the one asking: `latest` is the caller's newest application to
 * the promotion (undefined for a visitor or a member who never applied).
 */
export function promotionState(p: Timing, latest: { status: string } | undefined, now: Date): PromotionState {
  if (!hasStarted(p, now)) return 'comingSoon';
  if (hasEnded(p, now)) return 'registrationClosed';
  if (p.mode !== 'apply') return 'inProgress';
  switch (latest?.status) {
    case 'applying':
      return 'applying';
    case 'approved':
      return 'issued';
    case 'rejected':
      // The member may apply again; the site says why the last one failed.
      return 'rejected';
    default:
      return 'joinNow';
  }
}

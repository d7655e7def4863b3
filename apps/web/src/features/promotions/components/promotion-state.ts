import type { PromotionState } from '@platform/contracts';

export type Tone = 'gold' | 'violet' | 'green' | 'red' | 'grey' | 'blue';

/** The colour of each activity state's badge: what the member can do now stands out. */
export const STATE_TONE: Record<PromotionState, Tone> = {
  joinNow: 'gold',
  claimPayout: 'gold',
  applying: 'blue',
  registrationClosed: 'grey',
  rejected: 'red',
  issued: 'green',
  claimed: 'grey',
  inProgress: 'violet',
  signedUp: 'green',
  comingSoon: 'blue',
};

/** States in which the member may send an application (again). */
export const CAN_APPLY: readonly PromotionState[] = ['joinNow', 'rejected'];

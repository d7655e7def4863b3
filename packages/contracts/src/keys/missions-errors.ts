/** Error codes (translated as `errors.<code with _ for .>` in every language). */
export const MISSIONS_ERRORS = {
  missionNotReached: 'mission.not.reached',
  missionClaimed: 'mission.already.claimed',
} as const;

/** Error codes (translated as `errors.<code with _ for .>` in every language). */
export const POINTS_ERRORS = {
  pointsInsufficient: 'points.insufficient',
  pointsRewardNotFound: 'points.reward.not.found',
  pointsRewardDisabled: 'points.reward.disabled',
  pointsOutOfStock: 'points.out.of.stock',
  pointsConvertDisabled: 'points.convert.disabled',
  pointsConvertTooSmall: 'points.convert.too.small',
  redemptionNotFound: 'redemption.not.found',
  redemptionDecided: 'redemption.already.decided',
} as const;

// Pearson's chi-square check of draw frequencies against equal chances, at the 99 % level: the statistic
// sum((observed - expected)^2 / expected) over the k outcomes, compared with the 0.99 quantile of the
// chi-square distribution with k - 1 degrees of freedom. A fair draw passes 99 times in 100; a biased one
// fails once the sample is large enough for its bias.

/**
 * 0.99 quantiles (upper 1 % critical values) of the chi-square distribution for the degrees of freedom the
 * lottery's checks use, from the standard table: NIST/SEMATECH e-Handbook of Statistical Methods, section
 * 1.3.6.7.4, "Critical Values of the Chi-Square Distribution" (df 9: 21.666, df 79: 111.144, df 99: 134.642).
 */
export const CHI_SQUARE_99: Readonly<Record<number, number>> = { 9: 21.666, 79: 111.144, 99: 134.642 };

export type ChiSquareCheck = {
  statistic: number;
  degreesOfFreedom: number;
  /** The 0.99 quantile the statistic must stay under. */
  critical: number;
  /** How many outcomes were counted. */
  total: number;
  passes: boolean;
};

/** The check of counts of k equally likely outcomes (k - 1 degrees of freedom must be in the table). */
export function chiSquareUniform99(counts: ArrayLike<number>): ChiSquareCheck {
  const k = counts.length;
  const degreesOfFreedom = k - 1;
  const critical = CHI_SQUARE_99[degreesOfFreedom];
  if (critical === undefined)
    throw new RangeError(`no 0.99 quantile for ${degreesOfFreedom} degrees of freedom`);
  let total = 0;
  for (let i = 0; i < k; i++) total += counts[i]!;
  if (total === 0) throw new RangeError('nothing was counted');
  const expected = total / k;
  let statistic = 0;
  for (let i = 0; i < k; i++) {
    const d = counts[i]! - expected;
    statistic += (d * d) / expected;
  }
  return { statistic, degreesOfFreedom, critical, total, passes: statistic < critical };
}

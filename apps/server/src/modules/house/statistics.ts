// Statistics used by the fairness tests: the chi-square distribution from the regularized incomplete
// gamma function (series and continued fraction, as in Numerical Recipes, section 6.2).

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to about 15 digits.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularized lower incomplete gamma function P(a, x). */
export function gammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return sum * front;
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 - front * h;
}

/** P(X <= x) for a chi-square variable with `df` degrees of freedom. */
export const chiSquareCdf = (x: number, df: number) => gammaP(df / 2, x / 2);

/** The value the chi-square statistic stays under with probability `p` (by bisection on the CDF). */
export function chiSquareQuantile(p: number, df: number): number {
  let lo = 0;
  let hi = df + 20 * Math.sqrt(2 * df) + 50;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (chiSquareCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Pearson's statistic of observed counts against expected counts. */
export function chiSquareStatistic(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let stat = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i]!;
    const d = observed[i]! - e;
    stat += (d * d) / e;
  }
  return stat;
}

/** The two-sided 99% normal quantile. */
export const Z_99 = 2.5758293035489004;

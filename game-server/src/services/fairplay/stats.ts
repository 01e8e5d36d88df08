/**
 * The statistics behind the signals: a one-sided binomial tail in log space. A signal asks "if
 * this pair played honestly, with the most generous honest rate we allow, how likely is a count
 * at least this large?"; the score is -log10 of that probability, so 6 means one in a million.
 */

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials.push(logFactorials[i - 1]! + Math.log(i));
  return logFactorials[n]!;
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/** ln P(X >= k) for X ~ Binomial(n, p). */
export function logBinomialTail(k: number, n: number, p: number): number {
  if (!Number.isInteger(k) || !Number.isInteger(n) || n < 0 || k < 0 || k > n) throw new Error(`binomial tail of ${k} in ${n}`);
  if (k === 0) return 0;
  if (p <= 0) return -Infinity;
  if (p >= 1) return 0;
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  let max = -Infinity;
  const terms: number[] = [];
  for (let i = k; i <= n; i++) {
    const t = logChoose(n, i) + i * lp + (n - i) * lq;
    terms.push(t);
    if (t > max) max = t;
  }
  return max + Math.log(terms.reduce((sum, t) => sum + Math.exp(t - max), 0));
}

/** -log10 P(X >= k): 0 when nothing is unusual, 6 for a one-in-a-million count. */
export function surprise(k: number, n: number, p: number): number {
  return -logBinomialTail(k, n, p) / Math.LN10;
}

/** A rate pulled toward a prior by `weight` pseudo-observations, so a few deals say little. */
export function smoothedRate(hits: number, trials: number, prior: number, weight: number): number {
  return (hits + prior * weight) / (trials + weight);
}

/** Standard deviation of the logarithms: a spread of timings that does not depend on their scale. */
export function logSpread(values: readonly number[]): number {
  const logs = values.filter((v) => v > 0).map((v) => Math.log(v));
  if (logs.length < 2) return Infinity;
  const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
  return Math.sqrt(logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (logs.length - 1));
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7): enough precision for p-values. */
function logGamma(x: number): number {
  const c = [0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.61503916999186, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** ln P(a, x), the regularized lower incomplete gamma, by its series (x well below a + 1 here). */
function logLowerGamma(a: number, x: number): number {
  if (x <= 0) return -Infinity;
  let term = 1 / a;
  let sum = term;
  for (let k = 1; k < 10_000; k++) {
    term *= x / (a + k);
    sum += term;
    if (term < sum * 1e-15) break;
  }
  return Math.min(0, a * Math.log(x) - x - logGamma(a) + Math.log(sum));
}

/**
 * -log10 P(spread this small): with `n` timings whose logs have sample spread `s`, how unlikely
 * is it for a person whose spread is at least `honestSpread`? (n-1)s²/σ² is chi-square with n-1
 * degrees of freedom; the lower tail is the regularized gamma P((n-1)/2, (n-1)s²/2σ²).
 */
export function spreadSurprise(n: number, s: number, honestSpread: number): number {
  if (n < 2 || !Number.isFinite(s)) return 0;
  const df = n - 1;
  const x = (df * s * s) / (honestSpread * honestSpread);
  if (x >= df) return 0;
  return -logLowerGamma(df / 2, x / 2) / Math.LN10;
}

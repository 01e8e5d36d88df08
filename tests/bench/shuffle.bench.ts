/**
 * Shuffle fairness and speed: `npm run bench:shuffle`.
 *
 * Shuffles the 106-card shoe (2 decks + 2 printed jokers) 1,000,000 times, each with its own deal
 * id under one seed, and counts where each physical card of the shoe lands. The two copies of a
 * card are tracked apart (card i = the i-th card of the canonical shoe), so a fair shuffle makes
 * every (position, card) cell equally likely: E = N / 106.
 *
 * The statistic: Pearson's sum of (O - E)^2 / E over the 106 x 106 table. Its rows and columns
 * are sums of permutation matrices, whose cells are correlated; for uniform permutations
 * (n - 1) / n x Pearson follows chi-square with (n - 1)^2 degrees of freedom (the covariance of a
 * permutation matrix is (Q (x) Q) / (n - 1), Q the centring projection of rank n - 1). The 99%
 * critical value comes from the Wilson-Hilferty approximation, accurate to well under 0.1% at
 * 11,025 degrees of freedom. Exits 1 when the statistic is above it.
 *
 * Options: SHUFFLES=200000 for a quicker run; SEED=<64 hex> to change the seed.
 */
import { byteStream, makeShoe, shuffleInPlace } from "@rummy/shared-rules";

const SHUFFLES = Number(process.env.SHUFFLES ?? 1_000_000);
const SEED = process.env.SEED ?? "9e3779b97f4a7c15f39cc0605cedc8341082276bf3a27251f86c6a11d0c18e95";
/** Standard normal quantile at 0.99. */
const Z_99 = 2.326347874;

function criticalValue(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function main(): void {
  const n = makeShoe(2, 1).length;
  const counts = new Float64Array(n * n);
  const order = new Array<number>(n);
  const started = performance.now();
  for (let s = 0; s < SHUFFLES; s++) {
    for (let i = 0; i < n; i++) order[i] = i;
    shuffleInPlace(order, byteStream(SEED, `bench-${s}`));
    for (let position = 0; position < n; position++) {
      const cell = position * n + (order[position] as number);
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const expected = SHUFFLES / n;
  let pearson = 0;
  for (const observed of counts) pearson += (observed - expected) ** 2 / expected;
  const statistic = (pearson * (n - 1)) / n;
  const df = (n - 1) ** 2;
  const critical = criticalValue(df, Z_99);
  const pass = statistic <= critical;
  console.log(`shuffles:            ${SHUFFLES.toLocaleString("en")} of a ${n}-card shoe`);
  console.log(`chi-square:          ${statistic.toFixed(1)} (Pearson ${pearson.toFixed(1)} x ${n - 1}/${n})`);
  console.log(`degrees of freedom:  ${df}`);
  console.log(`critical value 99%:  ${critical.toFixed(1)}`);
  console.log(`result:              ${pass ? "PASS" : "FAIL"}`);
  console.log(`shuffles per second: ${Math.round(SHUFFLES / seconds).toLocaleString("en")} (${seconds.toFixed(1)} s)`);
  if (!pass) process.exitCode = 1;
}

main();

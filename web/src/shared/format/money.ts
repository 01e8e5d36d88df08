import { formatPaise, nearestPaise, type Paise } from "@rummy/shared-rules/money";

/**
 * Money and chip display (SPEC.md section 9): rupees with Indian digit grouping (12,34,567.00),
 * two decimals, values of 1000 or more in K with two decimals, prizes above 999 with k.
 * Amounts arrive from the API in rupees with at most 2 decimals; they become whole paise once
 * (shared-rules' money module) and are formatted with integer arithmetic, so no float ever
 * reaches the screen.
 */

export { groupIndian } from "@rummy/shared-rules/money";

/** A figure from the API (or computed here) to paise; a non-number shows as zero, never NaN. */
export function toPaise(rupees: number): Paise {
  return Number.isFinite(rupees) ? nearestPaise(rupees) : 0n;
}

/** paise / divisor rounded half up (as Math.round does), in integers. */
function roundedDiv(paise: Paise, divisor: bigint): Paise {
  const twice = 2n * paise + divisor;
  const quotient = twice / (2n * divisor);
  return twice < 0n && twice % (2n * divisor) !== 0n ? quotient - 1n : quotient;
}

/** 123456.5 -> "1,23,456.50" */
export function formatAmount(rupees: number): string {
  return formatPaise(toPaise(rupees));
}

/** 123456.5 -> "₹1,23,456.50" */
export function formatRupees(rupees: number): string {
  const text = formatAmount(rupees);
  return text.startsWith("-") ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** Whole rupees for marketing copy and limits: 200000 -> "₹2,00,000". */
export function formatRupeesWhole(rupees: number): string {
  return `₹${formatPaise(Number.isFinite(rupees) ? BigInt(Math.round(rupees)) * 100n : 0n, { decimals: 0 })}`;
}

/**
 * Balances and chips: below 1000 with two decimals, from 1000 in K with two decimals
 * (1500 -> "1.50K", 123456.78 -> "123.46K").
 */
export function formatCompact(value: number): string {
  const paise = toPaise(value);
  if ((paise < 0n ? -paise : paise) < 100_000n) return formatPaise(paise);
  return `${formatPaise(roundedDiv(paise, 1000n))}K`; // value / 1000 in hundredths
}

/** Prize money: above 999 abbreviated with k, trailing zeros dropped (1500 -> "1.5k", 10000 -> "10k"). */
export function formatPrize(rupees: number): string {
  if (Math.abs(rupees) <= 999) return formatAmount(rupees).replace(/\.00$/, "");
  const text = formatPaise(roundedDiv(toPaise(rupees), 1000n)).replace(/\.?0+$/, "");
  return `${text}k`;
}

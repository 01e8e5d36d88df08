/**
 * Money and chip display (SPEC.md section 9): rupees with Indian digit grouping (12,34,567.00),
 * two decimals, values of 1000 or more in K with two decimals, prizes above 999 with k.
 * Amounts arrive from the API in rupees with at most 2 decimals; they are rounded to whole
 * paise once, then formatted with integer arithmetic so no float ever reaches the screen.
 */

function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) return 0;
  return Math.round(rupees * 100);
}

/** 1234567 -> "12,34,567": last three digits, then groups of two. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${pairs},${tail}`;
}

function formatPaise(paise: number, decimals: 0 | 2): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const whole = groupIndian(String(Math.floor(abs / 100)));
  if (decimals === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** 123456.5 -> "1,23,456.50" */
export function formatAmount(rupees: number): string {
  return formatPaise(toPaise(rupees), 2);
}

/** 123456.5 -> "₹1,23,456.50" */
export function formatRupees(rupees: number): string {
  const text = formatAmount(rupees);
  return text.startsWith("-") ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** Whole rupees for marketing copy and limits: 200000 -> "₹2,00,000". */
export function formatRupeesWhole(rupees: number): string {
  return `₹${formatPaise(Math.round(rupees) * 100, 0)}`;
}

/**
 * Balances and chips: below 1000 with two decimals, from 1000 in K with two decimals
 * (1500 -> "1.50K", 123456.78 -> "123.46K").
 */
export function formatCompact(value: number): string {
  const paise = toPaise(value);
  if (Math.abs(paise) < 100_000) return formatPaise(paise, 2);
  const thousandthsOfK = Math.round(paise / 1000); // value / 1000 in hundredths
  return `${formatPaise(thousandthsOfK, 2)}K`;
}

/** Prize money: above 999 abbreviated with k, trailing zeros dropped (1500 -> "1.5k", 10000 -> "10k"). */
export function formatPrize(rupees: number): string {
  if (Math.abs(rupees) <= 999) return formatAmount(rupees).replace(/\.00$/, "");
  const hundredths = Math.round(toPaise(rupees) / 1000);
  const text = formatPaise(hundredths, 2).replace(/\.?0+$/, "");
  return `${text}k`;
}

import { WalletError } from "./errors.ts";

/** Largest amount the API accepts: ₹1,00,00,00,000 (10^9 rupees), far above any limit. */
const MAX_RUPEES_DIGITS = 10;
const RUPEES = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * Rupees at the API boundary to integer paise, exactly: the decimal text is parsed, never
 * multiplied as a float. More than 2 decimals, a sign, an exponent or junk is refused.
 */
export function rupeesToPaise(input: number | string): bigint {
  const text = typeof input === "number" ? numberText(input) : input.trim();
  const match = RUPEES.exec(text);
  if (!match) {
    const decimals = /^\d+\.(\d+)$/.exec(text)?.[1];
    if (decimals && decimals.length > 2) throw new WalletError("wallet/too_many_decimals", text);
    throw new WalletError("wallet/invalid_amount", text);
  }
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").padEnd(2, "0");
  if (whole.length > MAX_RUPEES_DIGITS) throw new WalletError("wallet/invalid_amount", text);
  return BigInt(whole) * 100n + BigInt(fraction);
}

/** Like rupeesToPaise, and the amount must be above zero. */
export function positiveRupeesToPaise(input: number | string): bigint {
  const paise = rupeesToPaise(input);
  if (paise <= 0n) throw new WalletError("wallet/invalid_amount", String(input));
  return paise;
}

function numberText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return "invalid";
  // The shortest text that reads back as this number: 12.34 -> "12.34", 0.1 + 0.2 -> "0.30000000000000004".
  const text = String(value);
  return /e/i.test(text) ? "invalid" : text;
}

/**
 * Paise to rupees for JSON: a number with at most 2 decimals. Exact: p / 100 is the double
 * nearest the decimal, which is also what JSON.parse("12.34") gives.
 */
export function paiseToRupees(paise: bigint): number {
  if (paise > BigInt(Number.MAX_SAFE_INTEGER) || paise < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(`paise out of range: ${paise}`);
  }
  return Number(paise) / 100;
}

/** Rounds n × bp / 10000 half up, in integers (rates are basis points: 2800 = 28%). */
export function percentOfPaise(amountPaise: bigint, rateBp: number): bigint {
  return (amountPaise * BigInt(rateBp) * 2n + 10_000n) / 20_000n;
}

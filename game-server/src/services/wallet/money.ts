import { paiseToRupees, parseRupees } from "@rummy/shared-rules";
import { WalletError } from "./errors.ts";

/** Paise to rupees for JSON lives with the rest of money in shared-rules; re-exported for the wallet's callers. */
export { paiseToRupees };

/**
 * Rupees at the API boundary to integer paise, exactly (shared-rules' parseRupees: the decimal
 * text is parsed, never multiplied as a float). More than 2 decimals, a sign, an exponent or junk
 * is refused with the wallet's own code.
 */
export function rupeesToPaise(input: number | string): bigint {
  const parsed = parseRupees(input);
  if (parsed.ok) return parsed.paise;
  const text = typeof input === "number" ? String(input) : input.trim();
  throw new WalletError(parsed.error === "money/too_many_decimals" ? "wallet/too_many_decimals" : "wallet/invalid_amount", text);
}

/** Like rupeesToPaise, and the amount must be above zero. */
export function positiveRupeesToPaise(input: number | string): bigint {
  const paise = rupeesToPaise(input);
  if (paise <= 0n) throw new WalletError("wallet/invalid_amount", String(input));
  return paise;
}

/**
 * A percentage as settings hold it (12.5) to basis points (1250), to the nearest: the one place
 * a percentage is scaled, so money is then multiplied by whole basis points only.
 */
export function basisPointsOfPercent(percent: number): number {
  // eslint-disable-next-line no-restricted-syntax -- the percent-to-basis-points conversion itself
  return Math.round(percent * 100);
}

/** Rounds n × bp / 10000 half up, in integers (rates are basis points: 2800 = 28%). */
export function percentOfPaise(amountPaise: bigint, rateBp: number): bigint {
  return (amountPaise * BigInt(rateBp) * 2n + 10_000n) / 20_000n;
}

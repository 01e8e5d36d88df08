import { parseRupees } from "@rummy/shared-rules";

/** Paise as the rupee string providers expect ("1234.50"). */
export function rupeeString(paise: bigint): string {
  const sign = paise < 0n ? "-" : "";
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

/** A provider's rupee string (or number) back to paise; null when it is not an amount with at most 2 decimals. */
export function paiseFromRupeeString(value: unknown): bigint | null {
  if (typeof value !== "number" && typeof value !== "string") return null;
  const parsed = parseRupees(value);
  return parsed.ok ? parsed.paise : null;
}

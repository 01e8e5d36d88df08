import { HttpError } from "../../api/envelope.ts";

/**
 * Amounts as players type them: rupees with at most 2 decimals, as a JSON number or a string.
 * Returns paise exactly (the text is parsed, never multiplied as a float), or throws the message
 * given for a missing value and a 400 for junk.
 */
export function amountPaiseOf(value: unknown, messages: { required: string; invalid: string; tooManyDecimals?: string }): bigint {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) throw new HttpError(400, messages.required, "amount/required");
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new HttpError(400, messages.invalid, "amount/invalid");
    text = String(value);
    if (/e/i.test(text)) throw new HttpError(400, messages.invalid, "amount/invalid");
  } else if (typeof value === "string") {
    text = value.trim();
  } else {
    throw new HttpError(400, messages.invalid, "amount/invalid");
  }
  if (text.length > 20) throw new HttpError(400, messages.invalid, "amount/invalid");
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) throw new HttpError(400, messages.invalid, "amount/invalid");
  const fraction = m[2] ?? "";
  if (fraction.length > 2) throw new HttpError(400, messages.tooManyDecimals ?? "Amounts can have at most 2 decimals", "amount/decimals");
  const whole = (m[1] ?? "0").replace(/^0+(?=\d)/, "");
  if (whole.length > 10) throw new HttpError(400, messages.invalid, "amount/invalid");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
}

/** ₹ amounts in messages: 49999, 99.5, 2,00,000 style is not used (SPEC.md writes ₹49,999 and ₹200,000 both). */
export function rupeesText(paise: bigint): string {
  const whole = paise / 100n;
  const fraction = paise % 100n;
  return fraction === 0n ? whole.toString() : `${whole}.${fraction.toString().padStart(2, "0")}`;
}

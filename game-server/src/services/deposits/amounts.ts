import { parseRupees } from "@rummy/shared-rules";
import { depositRefusal } from "./errors.ts";

/**
 * Amounts as players type them: rupees with at most 2 decimals, as a JSON number or a string.
 * Returns paise exactly (shared-rules' parseRupees), or throws the message
 * given for a missing value and a 400 for junk.
 */
export function amountPaiseOf(value: unknown, messages: { required: string; invalid: string; tooManyDecimals?: string }): bigint {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) throw depositRefusal("amount/required", messages.required);
  if (typeof value !== "number" && typeof value !== "string") throw depositRefusal("amount/invalid", messages.invalid);
  const text = typeof value === "number" ? value : value.trim();
  if (typeof text === "string" && text.length > 20) throw depositRefusal("amount/invalid", messages.invalid);
  // "12." is what a player may leave while typing: it reads as "12".
  const parsed = parseRupees(typeof text === "string" && /^\d+\.$/.test(text) ? text.slice(0, -1) : text);
  if (parsed.ok) return parsed.paise;
  if (parsed.error === "money/too_many_decimals") throw depositRefusal("amount/decimals", messages.tooManyDecimals);
  throw depositRefusal("amount/invalid", messages.invalid);
}

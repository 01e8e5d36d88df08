/**
 * Money, once (DESIGN.md "Money"). Inside the platform money is integer paise in a `bigint`;
 * rupees exist only at the edges: typed by a player or an operator (parsed here from the decimal
 * text, never multiplied as a float), sent as JSON numbers, and shown to a player (formatted here
 * with Indian digit grouping, 12,34,567.00). Server and browser both use this module.
 */

/** An amount in paise (₹1 = 100 paise). */
export type Paise = bigint;

/** Why a typed amount was refused: a closed set, mapped to words by whoever shows them. */
export const MONEY_ERRORS = ["money/invalid_amount", "money/too_many_decimals"] as const;
export type MoneyErrorCode = (typeof MONEY_ERRORS)[number];

export type RupeesParse = { readonly ok: true; readonly paise: Paise } | { readonly ok: false; readonly error: MoneyErrorCode };

/** ₹99,99,99,99,999.99 at most: far above any limit, and still a safe integer of paise. */
const MAX_WHOLE_DIGITS = 10;

/** The shortest text that reads back as this number (12.34 -> "12.34"); exponent forms are no amount. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/**
 * Rupees as a player types them ("1234.5", " 99 ", or the JSON number 1234.5) to exact paise.
 * No sign, no exponent, at most 2 decimals and 10 whole digits; leading zeros are fine.
 */
export function parseRupees(input: number | string): RupeesParse {
  const text = typeof input === "number" ? numberText(input) : input.trim();
  const match = text === null ? null : /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, error: "money/invalid_amount" };
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, error: "money/too_many_decimals" };
  const whole = (match[1] ?? "0").replace(/^0+(?=\d)/, "");
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, error: "money/invalid_amount" };
  return { ok: true, paise: BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0")) };
}

/**
 * A rupee amount the platform itself holds as a number (a setting, a catalogue price) to exact
 * paise. It must have at most 2 decimals: anything else is a bug or a bad setting, so it throws
 * rather than rounding money silently. A sign is allowed.
 */
export function paiseOfRupees(rupees: number): Paise {
  // No bound on the whole digits here (a setting may say "no limit" with a huge figure).
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(numberText(rupees) ?? "");
  if (!match) throw new RangeError(`not a rupee amount with at most 2 decimals: ${rupees}`);
  const paise = BigInt(match[2] ?? "0") * 100n + BigInt((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -paise : paise;
}

/**
 * A rupee number to the nearest paisa, for display only (a figure may arrive computed, e.g.
 * 0.1 + 0.2). Rounds the number's own decimal expansion (toFixed), not a product of floats.
 */
export function nearestPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees) || Math.abs(rupees) >= 1e15) throw new RangeError(`not a displayable rupee amount: ${rupees}`);
  const text = Math.abs(rupees).toFixed(2);
  const [whole = "0", fraction = "00"] = text.split(".");
  const paise = BigInt(whole) * 100n + BigInt(fraction);
  return rupees < 0 ? -paise : paise;
}

/**
 * Paise to rupees for JSON: a number with at most 2 decimals. Exact: p / 100 is the double
 * nearest the decimal, which is also what JSON.parse("12.34") gives.
 */
export function paiseToRupees(paise: Paise): number {
  if (paise > BigInt(Number.MAX_SAFE_INTEGER) || paise < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`paise out of range: ${paise}`);
  }
  return Number(paise) / 100;
}

/** Indian digit grouping: "1234567" -> "12,34,567" (the last three digits, then groups of two). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${tail}`;
}

export interface MoneyFormat {
  /**
   * 2 (default): "1,23,456.50"; 0: whole rupees, the paise dropped ("1,23,456"); "trim": the
   * paise only when there are some, without trailing zeros ("99.5", "49,999"), as in messages.
   */
  readonly decimals?: 0 | 2 | "trim";
  /**
   * "indian" (default): 2,00,000. "thousands": 200,000, only where SPEC.md's verbatim message
   * writes the figure that way (the RTGS minimum, "₹200,000").
   */
  readonly grouping?: "indian" | "thousands";
}

/** "1234567" -> "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** 12345650n -> "1,23,456.50"; -150025n -> "-1,500.25". */
export function formatPaise(paise: Paise, format: MoneyFormat = {}): string {
  const sign = paise < 0n ? "-" : "";
  const abs = paise < 0n ? -paise : paise;
  const group = format.grouping === "thousands" ? groupThousands : groupIndian;
  const whole = group((abs / 100n).toString());
  if (format.decimals === 0) return `${sign}${whole}`;
  const fraction = (abs % 100n).toString().padStart(2, "0");
  if (format.decimals === "trim") return fraction === "00" ? `${sign}${whole}` : `${sign}${whole}.${fraction.replace(/0$/, "")}`;
  return `${sign}${whole}.${fraction}`;
}

/** 12345650n -> "₹1,23,456.50"; the minus stands before the sign: "-₹20.00". */
export function formatRupees(paise: Paise, format: MoneyFormat = {}): string {
  const text = formatPaise(paise, format);
  return text.startsWith("-") ? `-₹${text.slice(1)}` : `₹${text}`;
}

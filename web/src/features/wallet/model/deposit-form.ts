import { groupIndian } from "../../../shared/format/money.ts";

/**
 * SPEC.md sections 4, 5 and 9 "Deposit": the amount (digits, at most 6, clamped to the maximum
 * with a warning, refused below the minimum), up to 5 quick amounts, the UPI mobile and notes,
 * and the promotion bonus preview.
 */
export const DEPOSIT_AMOUNT_MAX_LENGTH = 6;
export const QUICK_AMOUNTS_MAX = 5;
export const NOTES_MAX = 150;

/**
 * A deposit form message, named by its key in the wallet catalogue's `messages` (whose English is
 * SPEC.md's text); the component translates it. A limit carries its amount as SPEC.md writes it
 * (₹ with Indian grouping, whole rupees).
 */
export type DepositMessage =
  | { readonly key: "maximum" | "minimum"; readonly amount: string }
  | { readonly key: "amountRequired" | "mobileRequired" | "mobileInvalid" };

const limit = (key: "maximum" | "minimum", rupees: number): DepositMessage => ({ key, amount: `₹${groupIndian(String(rupees))}` });
export const maximumMessage = (max: number) => limit("maximum", Math.floor(max));
export const minimumMessage = (min: number) => limit("minimum", Math.ceil(min));

export interface Range {
  readonly nMinimum: number;
  readonly nMaximum: number;
}

/** What typing leaves in the amount box, and the warning when it was clamped. */
export function typedAmount(raw: string, range: Range | null): { value: string; warning: DepositMessage | null } {
  const digits = raw.replace(/\D/g, "").replace(/^0+(?=\d)/, "").slice(0, DEPOSIT_AMOUNT_MAX_LENGTH);
  if (range && digits !== "" && Number(digits) > range.nMaximum) {
    return { value: String(Math.floor(range.nMaximum)), warning: maximumMessage(range.nMaximum) };
  }
  return { value: digits, warning: null };
}

export interface DepositValues {
  readonly mode: "upi" | "bank";
  readonly amount: string;
  readonly mobile: string;
  readonly notes: string;
}

export type DepositErrors = Partial<Record<"amount" | "mobile", DepositMessage>>;

export function validateDeposit(v: DepositValues, range: Range | null): DepositErrors {
  const errors: DepositErrors = {};
  const amount = Number(v.amount);
  if (v.amount === "" || !(amount > 0)) errors.amount = { key: "amountRequired" };
  else if (range && amount > range.nMaximum) errors.amount = maximumMessage(range.nMaximum);
  else if (range && amount < range.nMinimum) errors.amount = minimumMessage(range.nMinimum);
  if (v.mode === "upi") {
    if (v.mobile === "") errors.mobile = { key: "mobileRequired" };
    else if (!/^\d{10}$/.test(v.mobile)) errors.mobile = { key: "mobileInvalid" };
  }
  return errors;
}

export const cleanMobile = (v: string) => v.replace(/\D/g, "").slice(0, 10);
export const cleanNotes = (v: string) => v.replace(/[^A-Za-z0-9 ]/g, "").slice(0, NOTES_MAX);

/** Up to 5 quick amounts from aAddCashPack, positive and within the range. */
export function quickAmounts(pack: readonly number[], range: Range | null): number[] {
  return pack
    .filter((n) => Number.isFinite(n) && n > 0 && (!range || (n >= range.nMinimum && n <= range.nMaximum)))
    .slice(0, QUICK_AMOUNTS_MAX);
}

export interface PromoTier {
  readonly nFrom: number;
  readonly nTo: number;
  readonly nPercentage: number;
  readonly nMaxBonus: number;
  readonly tickets: readonly string[];
}

/** Bonus = amount x nPercentage / 100 within the tier's range, at most nMaxBonus (0 outside it). */
export function tierBonus(amount: number, tier: PromoTier): number {
  if (!(amount >= tier.nFrom && amount <= tier.nTo)) return 0;
  const raw = Math.round(amount * tier.nPercentage) / 100;
  return tier.nMaxBonus > 0 ? Math.min(raw, tier.nMaxBonus) : raw;
}

/**
 * The bank mode goes to the payment gateway page with the token and amount (SPEC.md section 2):
 * the one-time payment link token the server issued for this amount, never the session token.
 */
export function gatewayPath(token: string, amount: string): string {
  return `/payment-gateway?${new URLSearchParams({ token, amount }).toString()}`;
}

/** In the sandbox the deposit's checkout page is the approve page a tester uses to pay. */
export function sandboxApproveUrl(checkoutUrl: string | null): string | null {
  return checkoutUrl && /\/sandbox\//.test(checkoutUrl) ? checkoutUrl : null;
}

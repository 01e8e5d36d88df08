import { formatAmount } from "../../../shared/format/money.ts";

/**
 * Amounts at the table. Cash tables count rupees; practice tables count practice chips, which are
 * never shown as rupees (the lobby writes them the same way: "24.00 chips"). Both are written by
 * the contract's money formatter (lakh-grouped, two decimals, through exact paise).
 */
export function stake(amount: number, practice: boolean): string {
  const fixed = formatAmount(Math.abs(amount));
  const sign = amount < 0 ? "−" : "";
  return practice ? `${sign}${fixed} chips` : `${sign}₹${fixed}`;
}

/** A win or a loss: "+₹15.30", "−17.00 chips"; zero has no sign. */
export function signedStake(amount: number, practice: boolean): string {
  return `${amount > 0 ? "+" : ""}${stake(amount, practice)}`;
}

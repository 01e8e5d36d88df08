/**
 * Amounts at the table. Cash tables count rupees; practice tables count practice chips, which are
 * never shown as rupees (the lobby writes them the same way: "24.00 chips").
 */
export function stake(amount: number, practice: boolean): string {
  const fixed = Math.abs(amount).toFixed(2);
  const sign = amount < 0 ? "−" : "";
  return practice ? `${sign}${fixed} chips` : `${sign}₹${fixed}`;
}

/** A win or a loss: "+₹15.30", "−17.00 chips"; zero has no sign. */
export function signedStake(amount: number, practice: boolean): string {
  return `${amount > 0 ? "+" : ""}${stake(amount, practice)}`;
}

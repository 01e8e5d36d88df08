import { formatPaise, type Paise } from "@rummy/shared-rules/money";
import { toPaise } from "../../../shared/format/money.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";

/**
 * Amounts at the table. Cash tables count rupees; practice tables count practice chips, which are
 * never shown as rupees (the lobby writes them the same way: "24.00 chips"). Both are written by
 * the contract's money formatter (lakh-grouped, two decimals, through exact paise), and the chips
 * in the player's language ("12.00 chips", "12.00 चिप्स").
 */
function stakeOfPaise(paise: Paise, practice: boolean): string {
  const fixed = formatPaise(paise < 0n ? -paise : paise);
  const sign = paise < 0n ? "−" : "";
  return practice ? i18n.getFixedT(null, TABLE)("chips", { amount: `${sign}${fixed}` }) : `${sign}₹${fixed}`;
}

export function stake(amount: number, practice: boolean): string {
  return stakeOfPaise(toPaise(amount), practice);
}

/** What `points` cost at `pointValue` a point, multiplied in paise, never as floats: 7 × 0.1 is "0.70". */
export function pointsStake(points: number, pointValue: number, practice: boolean): string {
  return stakeOfPaise(BigInt(Math.trunc(points)) * toPaise(pointValue), practice);
}

/** A win or a loss: "+₹15.30", "−17.00 chips"; zero has no sign. */
export function signedStake(amount: number, practice: boolean): string {
  return `${amount > 0 ? "+" : ""}${stake(amount, practice)}`;
}

import { knownText } from "../../../shared/i18n/i18n.ts";
import { formatRupees } from "../../../shared/format/money.ts";
import { DEPOSIT_MESSAGES } from "../model/deposit-form.ts";
import type { DepositSplit } from "../api/wallet-api.ts";
import { walletT, type WalletT } from "./transaction-rows.tsx";

/** The fixed deposit messages of model/deposit-form.ts, by their catalogue key. */
const FIXED = {
  amountRequired: DEPOSIT_MESSAGES.amountRequired,
  mobileRequired: DEPOSIT_MESSAGES.mobileRequired,
  mobileInvalid: DEPOSIT_MESSAGES.mobileInvalid,
  settings: DEPOSIT_MESSAGES.settings,
  settingsUnexpected: DEPOSIT_MESSAGES.settingsUnexpected,
  failed: DEPOSIT_MESSAGES.failed,
};

/**
 * A deposit form message (model/deposit-form.ts speaks SPEC.md's English) in the current
 * language; a server reply passes as it is.
 */
export function depositText(t: WalletT, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const limit = /^(Maximum|Minimum) deposit amount is (₹[\d,]+)$/.exec(text);
  if (limit) return t(limit[1] === "Maximum" ? "messages.maximum" : "messages.minimum", { amount: limit[2] });
  return knownText(t, "messages", FIXED, text);
}

/** The toast after a paid deposit: the receipt's numbers named for their balances, or the amount only. */
export function depositCredited(paid: DepositSplit | null, amountText: string, t: WalletT = walletT()): string {
  if (!paid) return t("messages.creditedAmount", { amount: amountText });
  return [
    t("messages.paid", { amount: formatRupees(paid.nAmount), credit: formatRupees(paid.nDepositCredit), gst: formatRupees(paid.nGst) }),
    paid.nFirstDepositBonus > 0 ? t("messages.paidFirstBonus", { amount: formatRupees(paid.nFirstDepositBonus) }) : "",
    paid.nPromotionBonus > 0 ? t("messages.paidOfferBonus", { amount: formatRupees(paid.nPromotionBonus) }) : "",
    t("messages.paidEnd"),
  ].join("");
}

import { formatRupees } from "../../../shared/format/money.ts";
import type { DepositMessage } from "../model/deposit-form.ts";
import type { DepositSplit } from "../api/wallet-api.ts";
import { walletT, type WalletT } from "./transaction-rows.tsx";

/** A deposit form message (model/deposit-form.ts names it by key) in the current language. */
export function depositText(t: WalletT, message: DepositMessage | undefined): string | undefined {
  if (message === undefined) return undefined;
  return "amount" in message ? t(`messages.${message.key}`, { amount: message.amount }) : t(`messages.${message.key}`);
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

import { useTranslation } from "react-i18next";
import { formatRupees } from "../../../shared/format/money.ts";
import { WALLET } from "../i18n/index.ts";
import type { DepositSplit } from "../api/wallet-api.ts";

/**
 * The five numbers of a deposit, named for what they are: what the player pays, the GST in it,
 * what reaches the deposit balance, and each bonus with the balance it goes to. The deposit page
 * shows them before paying and the payment modal after; `testPrefix` keeps the two apart in tests.
 */
export function DepositSplitList({ split, testPrefix }: { split: DepositSplit; testPrefix: string }) {
  const { t } = useTranslation(WALLET);
  const rows: [string, string, number][] = [
    [t("split.pay"), "pay", split.nAmount],
    [t("split.gst"), "gst", split.nGst],
    [t("split.credit"), "credit", split.nDepositCredit],
  ];
  if (split.nFirstDepositBonus > 0) rows.push([t("split.firstBonus"), "first-bonus", split.nFirstDepositBonus]);
  if (split.nPromotionBonus > 0) rows.push([t("split.offerBonus"), "offer-bonus", split.nPromotionBonus]);
  return (
    <dl className="deposit-split" data-testid={`${testPrefix}-split`}>
      {rows.map(([label, id, value]) => (
        <div key={id} className="deposit-split__row">
          <dt>{label}</dt>
          <dd data-testid={`${testPrefix}-${id}`}>{formatRupees(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

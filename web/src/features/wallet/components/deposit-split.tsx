import { formatRupees } from "../../../shared/format/money.ts";
import type { DepositSplit } from "../api/wallet-api.ts";

/**
 * The five numbers of a deposit, named for what they are: what the player pays, the GST in it,
 * what reaches the deposit balance, and each bonus with the balance it goes to. The deposit page
 * shows them before paying and the payment modal after; `testPrefix` keeps the two apart in tests.
 */
export function DepositSplitList({ split, testPrefix }: { split: DepositSplit; testPrefix: string }) {
  const rows: [string, string, number][] = [
    ["You pay", "pay", split.nAmount],
    ["GST (included)", "gst", split.nGst],
    ["Added to your deposit balance", "credit", split.nDepositCredit],
  ];
  if (split.nFirstDepositBonus > 0) rows.push(["First-deposit bonus (locked bonus)", "first-bonus", split.nFirstDepositBonus]);
  if (split.nPromotionBonus > 0) rows.push(["Offer bonus (instant bonus)", "offer-bonus", split.nPromotionBonus]);
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

import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { usePublicSettings } from "../hooks/use-public-settings.ts";

export default function GstPolicy() {
  const { moneyGamesEnabled } = usePublicSettings();
  return (
    <StaticPage title="GST Policy" updated={POLICY_DATE} lead="Goods and Services Tax on deposits for online money gaming.">
      {!moneyGamesEnabled && (
        <p className="notice">Deposits are switched off at present, so no GST is being charged. This page explains how GST applies if they reopen.</p>
      )}
      <h2>Rate and basis</h2>
      <p>
        Since 1 October 2023, GST applies to the full amount you deposit with an online money-gaming platform, at 28%. Winnings you play again
        are not taxed again, and GST is not charged on bonus amounts. The rate is part of our settings and follows the rate in force on the day
        of the deposit; the GST Council has announced a rate of 40% for online money gaming, and the deposit screen always shows the rate that
        applies.
      </p>
      <h2>How it is shown</h2>
      <p>
        GST is included in the amount you pay. At 28%, a deposit of ₹1,000 credits ₹781.25 to your deposit balance and ₹218.75 goes to GST
        (₹781.25 × 28% = ₹218.75). The deposit screen shows this split before you pay.
      </p>
      <h2>Refunds</h2>
      <p>GST paid on a deposit cannot be refunded by us once the deposit is credited, because it has been paid to the government.</p>
    </StaticPage>
  );
}

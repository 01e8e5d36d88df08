import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

export default function TdsPolicy() {
  return (
    <StaticPage title="TDS Policy" updated={POLICY_DATE} lead="How tax is deducted at source on net winnings from online games (section 194BA of the Income-tax Act).">
      <h2>What is deducted</h2>
      <p>
        Tax at <strong>30%</strong> is deducted on your <strong>net winnings</strong>, with no minimum threshold. It applies only to cash play;
        practice chips have no cash value and are never taxed.
      </p>
      <h2>When it is deducted</h2>
      <ul>
        <li>At every withdrawal, on the net winnings up to that point of the financial year (1 April to 31 March).</li>
        <li>On 31 March, on the net winnings left in your account at the close of the financial year.</li>
      </ul>
      <h2>How net winnings are worked out</h2>
      <p>Net winnings = total withdrawals this year − deposits this year − your balance on 1 April − net winnings already taxed this year.</p>
      <p>If the result is zero or less, nothing is deducted. Bonus and referral amounts count as winnings when they become withdrawable.</p>
      <div className="example">
        <h3>Example</h3>
        <p>
          You start the year with ₹0, deposit ₹1,000 and later withdraw ₹3,000. Net winnings = ₹3,000 − ₹1,000 − ₹0 = ₹2,000. TDS = 30% of
          ₹2,000 = ₹600, so ₹2,400 reaches your bank.
        </p>
      </div>
      <h2>Your tax certificate</h2>
      <p>
        We deposit the tax with the government against your PAN, so it appears in your Form 26AS and annual information statement. If more tax
        was deducted than you owe, you can claim the difference in your income-tax return. Your withdrawal screen shows the TDS before you
        confirm.
      </p>
      <p>Full KYC, including a PAN that matches your bank account holder name, is required before any withdrawal.</p>
    </StaticPage>
  );
}

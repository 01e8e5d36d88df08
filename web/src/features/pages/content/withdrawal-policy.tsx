import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

/** SPEC.md section 9 (policy text): ₹99 minimum, ₹49,999 a day, 2 a day, within 24 hours. */
export default function WithdrawalPolicy() {
  return (
    <StaticPage title="Withdrawal Policy" updated={POLICY_DATE} lead="How to take your winnings out, how long it takes, and what is deducted.">
      <p className="notice">Withdrawals of existing balances stay open even while cash play is switched off.</p>
      <h2>Before your first withdrawal</h2>
      <p>Complete full KYC (PAN and Aadhaar) and add a bank account or UPI id in your own name. The account holder name must match your PAN.</p>
      <h2>What you can withdraw</h2>
      <p>
        Only your winnings balance can be withdrawn. Deposit and bonus balances are for play. Your account page shows how much is withdrawable.
      </p>
      <h2>Limits</h2>
      <table className="doc-table">
        <tbody>
          <tr>
            <th scope="row">Minimum per withdrawal</th>
            <td>₹99</td>
          </tr>
          <tr>
            <th scope="row">Maximum per day</th>
            <td>₹49,999</td>
          </tr>
          <tr>
            <th scope="row">Withdrawals per day</th>
            <td>2</td>
          </tr>
          <tr>
            <th scope="row">Methods</th>
            <td>UPI, or bank transfer by NEFT, IMPS or RTGS (RTGS from ₹2,00,000)</td>
          </tr>
          <tr>
            <th scope="row">Processing</th>
            <td>Within 24 hours of the request; your bank may take longer to show it</td>
          </tr>
        </tbody>
      </table>
      <h2>Deductions</h2>
      <p>
        TDS at 30% on net winnings is deducted at the time of withdrawal, as explained in our TDS Policy. The withdrawal screen shows the amount
        you will receive before you confirm. We do not charge a withdrawal fee.
      </p>
      <h2>Holds and failures</h2>
      <p>
        A withdrawal may be held while we review an account under our Risk Monitoring Policy. If your bank rejects a transfer, the amount comes
        back to your winnings balance and you can try again with corrected details.
      </p>
    </StaticPage>
  );
}

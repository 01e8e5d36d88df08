import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

export default function Refunds() {
  return (
    <StaticPage title="Refunds and Cancellations" updated={POLICY_DATE}>
      <h2>Deposits</h2>
      <ul>
        <li>
          If money leaves your bank but the deposit does not reach your account, the payment is reversed to your bank automatically, usually
          within 5 to 7 working days depending on your bank.
        </li>
        <li>A credited deposit cannot be refunded to your bank, but its deposit balance stays yours to play with or, after KYC, to withdraw as the Withdrawal Policy allows.</li>
        <li>GST paid on a deposit is paid to the government and is not refundable.</li>
      </ul>
      <h2>Games and tournaments</h2>
      <ul>
        <li>
          If a game is cancelled or paused because of a fault on our side, every entry fee and amount at the table is returned to the
          players&apos; wallets within 24 hours.
        </li>
        <li>If a tournament is cancelled, entry fees are returned to the wallets of the registered players.</li>
        <li>If you leave a table or lose connection, the game continues under its rules (turns time out and missed turns count as drops); this is not a cancellation.</li>
      </ul>
      <h2>Withdrawals</h2>
      <p>A withdrawal that your bank rejects is returned to your winnings balance with a note of the reason.</p>
      <h2>Limit of liability</h2>
      <p>Except where the law does not allow a limit, our total liability for any claim about the service is limited to INR 1,000.</p>
    </StaticPage>
  );
}

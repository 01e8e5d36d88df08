import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

export default function RiskMonitoringPolicy() {
  return (
    <StaticPage title="Risk Monitoring Policy" updated={POLICY_DATE} lead="How we look for fraud, collusion and harm, and what happens when we find it.">
      <h2>What we watch for</h2>
      <ul>
        <li>Several accounts run by one person, or one account used by several people.</li>
        <li>Collusion: players at the same table sharing information or passing chips to each other on purpose.</li>
        <li>Automated play (bots or scripts) at any table by a player.</li>
        <li>Payments that do not belong to the account holder, chargebacks and unusual deposit or withdrawal patterns.</li>
        <li>Signs of harmful play, such as sudden increases in time or money spent.</li>
      </ul>
      <h2>How we check</h2>
      <p>
        Every action of every deal is stored, so a deal can be replayed exactly as it happened. Our team reviews flagged tables, seating
        patterns, devices and payments. Requests to our service are rate-limited, and every balance change goes through an audited double-entry
        ledger.
      </p>
      <h2>What can happen</h2>
      <ul>
        <li>We may hold a withdrawal while we review an account, and ask for documents.</li>
        <li>Winnings obtained by fraud or collusion are forfeited and the accounts involved are closed.</li>
        <li>Where the law requires, we report to the authorities.</li>
      </ul>
      <h2>Tell us</h2>
      <p>If you suspect another player, use Report a problem from your account with the table details. Reports are confidential.</p>
    </StaticPage>
  );
}

import { Link } from "react-router-dom";
import { BRAND } from "../../../shared/config/brand.ts";
import { useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

export default function TermsOfService() {
  const contact = useOperatorContact();
  const { restrictedStates } = usePublicSettings();
  return (
    <StaticPage title="Terms of Service" updated={POLICY_DATE} lead={`The agreement between you and ${BRAND.name} when you use this website and its games.`}>
      <h2>1. Eligibility</h2>
      <p>
        You must be at least 18 years old, resident in India and not located in {listStates(restrictedStates)} when you play. You may hold only
        one account.
      </p>
      <h2>2. Your account</h2>
      <p>
        Keep your password secret; you are responsible for play on your account. Your details must be true and your own. Tell us at once if you
        think someone else has used your account.
      </p>
      <h2>3. Practice play and cash play</h2>
      <p>
        Practice chips are free and have no monetary value. Cash play, deposits and cash bonuses are available only while the operator has
        switched them on and only where they may lawfully be offered; at present they are governed by the{" "}
        <Link to="/legality">Online Gaming Act, 2025</Link>.
      </p>
      <h2>4. Fair play</h2>
      <p>
        You must not collude with other players, use software that plays or advises for you, run several accounts, hide your location, or
        exploit faults in the game. We may review any deal from its recorded actions and may void results, forfeit winnings and close accounts
        involved in foul play.
      </p>
      <h2>5. Game rules</h2>
      <p>
        Games follow the rules on <Link to="/how-to-play">How to play</Link> and the settings shown at each table (variant, seats, point value,
        entry fee). Turns last 30 seconds plus a 10-second time bank. The server&apos;s record of a game is final, subject to our review.
      </p>
      <h2>6. Money, taxes and bonuses</h2>
      <p>
        Where cash play is on: deposits need basic KYC; withdrawals need full KYC and follow our <Link to="/withdrawal-policy">Withdrawal Policy</Link>.
        GST and TDS apply as described in our <Link to="/GST">GST</Link> and <Link to="/TDS">TDS</Link> policies. Bonuses carry the terms shown
        with each offer.
      </p>
      <h2>7. Interruptions</h2>
      <p>
        We may pause the service for maintenance. Games cancelled because of a fault on our side are refunded as set out in{" "}
        <Link to="/refunds-cancellations">Refunds and Cancellations</Link>.
      </p>
      <h2>8. Suspension and closure</h2>
      <p>
        We may suspend or close an account that breaks these terms, and will tell you why unless the law prevents it. You may close your account
        at any time; any withdrawable balance is paid to you after the usual checks.
      </p>
      <h2>9. Liability</h2>
      <p>Except where the law does not allow a limit, our total liability to you for any claim is limited to INR 1,000.</p>
      <h2>10. Changes</h2>
      <p>We will give you at least 15 days&apos; notice of material changes to these terms by email and on this page.</p>
      <h2>11. Law and disputes</h2>
      <p>
        These terms are governed by the laws of India. Please contact us first at <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>;
        courts at Chandigarh have jurisdiction over disputes we cannot resolve.
      </p>
    </StaticPage>
  );
}

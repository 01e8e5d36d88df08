import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

export default function Legality() {
  const { restrictedStates, moneyGamesEnabled } = usePublicSettings();
  return (
    <StaticPage title="Legality" updated={POLICY_DATE} lead="Where online rummy stands in Indian law, and what that means on this platform.">
      <h2>The Online Gaming Act, 2025</h2>
      <p>
        The Promotion and Regulation of Online Gaming Act, 2025 received Presidential assent on 22 August 2025. It prohibits offering online
        money games, that is, games played by depositing money in the expectation of winning money, whether they depend on skill or chance.
        Rummy played for money is covered. The Act also prohibits advertising such games and bars banks and payment providers from processing
        payments for them. It penalises operators, not players. The Promotion and Regulation of Online Gaming Rules, 2026 set up the Online
        Gaming Authority of India. Challenges to the Act are pending before the Supreme Court, which has not stayed it.
      </p>
      <h2>What we do</h2>
      {moneyGamesEnabled ? (
        <p className="notice">
          The operator has switched cash play on. It is offered only where and while the operator has determined that it may lawfully be
          offered, and never in the restricted states listed below.
        </p>
      ) : (
        <p className="notice">
          Cash play is switched off. There are no cash tables, no deposits and no cash bonuses or prizes. Practice play with free chips that have
          no cash value remains open. If you hold a balance from before the switch, you can still withdraw it.
        </p>
      )}
      <p>
        Cash play can only be turned on by the operator through a single setting, after deciding that it may lawfully be offered. The server
        enforces it: no screen or request can open a cash table while it is off.
      </p>
      <h2>Rummy as a game of skill</h2>
      <p>
        Before the 2025 Act, the Supreme Court held in State of Andhra Pradesh v. K. Satyanarayana (1967) that rummy is mainly and
        preponderantly a game of skill, and cash rummy was lawful in most states. The 2025 Act prohibits online money games whether of skill
        or chance, so that judgment no longer makes cash play online lawful.
      </p>
      <h2>Restricted states</h2>
      <p>
        We do not offer play in {listStates(restrictedStates)}, which have their own laws on online gaming. We check your location before
        login, registration and password reset, and sign you out if you are in one of these states.
      </p>
      <h2>Age</h2>
      <p>You must be 18 or older to use the platform.</p>
      <p className="fine-print">This page is general information, not legal advice.</p>
    </StaticPage>
  );
}

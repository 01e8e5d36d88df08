import { Link } from "react-router-dom";
import { BRAND } from "../../../shared/config/brand.ts";
import { DemoMark, useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage } from "../layout/static-page.tsx";

export default function AboutUs() {
  const contact = useOperatorContact();
  const { restrictedStates, moneyGamesEnabled } = usePublicSettings();
  return (
    <StaticPage title="About Us" lead="Indian rummy online, built so that every deal can be checked and every rupee accounted for.">
      <h2>What we offer</h2>
      <p>
        {BRAND.name} is an online platform for the Indian card game of rummy. You can play 13-card Points, Pool (101 and 201) and Deals rummy and
        21-card rummy at tables of 2 or 6 seats, open private tables for friends with a 6-character code, and join tournaments.
      </p>
      <h2>Where we stand today</h2>
      <p>
        {moneyGamesEnabled
          ? `Cash tables are open to verified adults outside ${listStates(restrictedStates)}.`
          : "India's Promotion and Regulation of Online Gaming Act, 2025 prohibits online money games. Cash play, deposits and cash bonuses are therefore switched off, and the platform runs as a free practice game. Balances from before the switch can still be withdrawn."}{" "}
        Read more on our <Link to="/legality">legality page</Link>.
      </p>
      <h2>How we keep it fair</h2>
      <ul>
        <li>The server deals the cards. Your browser receives only your own hand, never anyone else&apos;s.</li>
        <li>
          Every deck is shuffled with a cryptographic random number generator. The table shows a fingerprint of the deck before the deal and the
          seed after it, so the deal can be re-created and checked.
        </li>
        <li>Every action of every deal is recorded, so disputes and fair-play reviews rely on facts.</li>
        <li>Practice tables may seat computer players; they are always labelled as bots. Cash tables never seat bots.</li>
      </ul>
      <h2>Playing responsibly</h2>
      <p>
        Rummy is for adults aged 18 or over. You can ask us for deposit limits, a break, or account closure at any time from{" "}
        <Link to="/contact-support">Contact us</Link>.
      </p>
      <h2>Contact</h2>
      <p>
        {BRAND.officeAddress}. Email <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
        <DemoMark contact={contact} />, toll-free {contact.helpline}
        <DemoMark contact={contact} /> (
        {BRAND.supportHours}).
      </p>
    </StaticPage>
  );
}

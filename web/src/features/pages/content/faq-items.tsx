import { Link } from "react-router-dom";
import type { FaqItem } from "../home/faq-accordion.tsx";

/** Questions shared by the home page (first six) and the FAQ page (all). */
export function faqItems(restrictedStates: string, moneyGamesEnabled: boolean): FaqItem[] {
  return [
    {
      question: "Is it free to play?",
      answer: (
        <p>
          Yes. Practice tables use practice chips, which are free and have no cash value. Every variant, table size and private table works
          with practice chips.
        </p>
      ),
    },
    {
      question: "Can I play for cash?",
      answer: moneyGamesEnabled ? (
        <p>
          Cash tables are open to verified players aged 18 or over, outside {restrictedStates}. Deposits need basic KYC; withdrawals need full
          KYC (PAN and Aadhaar).
        </p>
      ) : (
        <p>
          Not at the moment. India&apos;s Promotion and Regulation of Online Gaming Act, 2025 prohibits online money games, so cash play, deposits
          and cash bonuses are switched off. Practice play stays open, and withdrawals of existing balances stay available.
        </p>
      ),
    },
    {
      question: "Which rummy games can I play?",
      answer: (
        <p>
          13-card Points, Pool 101, Pool 201 and Deals rummy, and 21-card rummy, at tables of 2 or 6 seats, plus private tables for friends and
          tournaments. See <Link to="/how-to-play">How to play</Link> for the rules.
        </p>
      ),
    },
    {
      question: "How do I know the shuffle is fair?",
      answer: (
        <p>
          Cards are shuffled on our server with a cryptographic random number generator. Before each deal the table shows a fingerprint (hash) of
          the deck; after the deal we reveal the seed, so anyone can rebuild the deck and check it matches. Your browser only ever receives your
          own cards.
        </p>
      ),
    },
    {
      question: "Why do you ask for my location?",
      answer: (
        <p>
          We must not offer play in states where it is restricted ({restrictedStates}). Your browser asks for your permission; we use the location
          only to check which state you are in.
        </p>
      ),
    },
    {
      question: "I did not get the OTP. What now?",
      answer: (
        <p>
          Wait for the timer on the OTP screen to reach 00:00, then tap Resend OTP. A code is valid for 3 minutes and allows 5 attempts. If it
          still does not arrive, check that the mobile number is right or <Link to="/contact-support">contact support</Link>.
        </p>
      ),
    },
    {
      question: "What happens if my internet drops during a game?",
      answer: (
        <p>
          Your seat is kept while your turn time runs. If you are not back in time the game plays your turn automatically (it draws and discards
          the same card); three missed turns in a row count as a middle drop.
        </p>
      ),
    },
    {
      question: "How old do I need to be?",
      answer: <p>You must be 18 or older to register. We may ask for proof of age during KYC.</p>,
    },
    {
      question: "How do I close my account or take a break?",
      answer: (
        <p>
          Write to support from <Link to="/contact-support">Contact us</Link>. We can set deposit limits or a self-exclusion period, or close the
          account.
        </p>
      ),
    },
  ];
}

import "./home.css";
import { Link } from "react-router-dom";
import { formatRupeesWhole } from "../../../shared/format/money.ts";
import { Icon } from "../../../shared/ui/icons.tsx";
import { useDocumentTitle } from "../../../shared/ui/use-document-title.ts";
import { faqItems } from "../content/faq-items.tsx";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { CardFan } from "./card-fan.tsx";
import { FaqAccordion } from "./faq-accordion.tsx";
import { Highlights } from "./highlights.tsx";
import { TestimonialCarousel } from "./testimonial-carousel.tsx";
import { WelcomeBanner } from "./welcome-banner.tsx";

/** SPEC.md section 1: the marketing copy's welcome bonus and first-deposit bonus. */
export const WELCOME_BONUS_RUPEES = 5000;

export interface HomePageProps {
  /** Opens the entry screen (the app wires it to the auth feature). */
  readonly onPlay: (tab: "login" | "register") => void;
}

export function HomePage({ onPlay }: HomePageProps) {
  useDocumentTitle("");
  const settings = usePublicSettings();
  const states = listStates(settings.restrictedStates);
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__text">
          <p className="eyebrow">13-card and 21-card Indian rummy</p>
          <h1 className="hero__title">Play Indian Rummy, dealt fair.</h1>
          <p className="hero__lead">
            Points, Pool 101 and 201, Deals and 21-card rummy at 2- and 6-seat tables, private tables for friends and tournaments. Practice
            tables are free for everyone aged 18 or over.
          </p>
          <div className="hero__actions">
            <button type="button" className="btn btn--gold btn--lg" onClick={() => onPlay("register")}>
              Play free now
            </button>
            <Link className="btn btn--outline-light btn--lg" to="/how-to-play">
              How to play
            </Link>
          </div>
        </div>
        <CardFan />
      </section>

      <WelcomeBanner moneyGamesEnabled={settings.moneyGamesEnabled} bonus={formatRupeesWhole(WELCOME_BONUS_RUPEES)} onPlay={() => onPlay("register")} />

      <Highlights moneyGamesEnabled={settings.moneyGamesEnabled} />

      <section className="section section--split" aria-labelledby="rewards-title">
        <div>
          <h2 id="rewards-title">Rewards for playing</h2>
          <p>
            Spin the daily bonus wheel once a day, join free-roll tournaments for prize tickets, and invite friends with your referral code.
            {settings.moneyGamesEnabled
              ? " Cash bonuses are credited as bonus money that unlocks as you play."
              : " While cash play is switched off, rewards are practice chips and tournament tickets, which have no cash value."}
          </p>
        </div>
        <div className="app-links">
          <h2 className="visually-hidden">Get the app and learn the game</h2>
          <Link className="app-link" to="/download">
            <span className="app-link__icon">
              <Icon name="download" />
            </span>
            <span>
              <strong>Get the app</strong>
              <small>Play from your phone&apos;s home screen</small>
            </span>
          </Link>
          <Link className="app-link" to="/how-to-play">
            <span className="app-link__icon">
              <Icon name="help" />
            </span>
            <span>
              <strong>How to play</strong>
              <small>Sequences, sets and scoring in 5 minutes</small>
            </span>
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">What players say</h2>
        <TestimonialCarousel />
      </section>

      <section className="section" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <FaqAccordion items={faqItems(states, settings.moneyGamesEnabled).slice(0, 6)} />
        <p className="section__more">
          <Link to="/faq">All questions</Link>
        </p>
      </section>
    </div>
  );
}

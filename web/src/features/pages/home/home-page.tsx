import "./home.css";
import { useTranslation } from "react-i18next";
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
import { HOME } from "./i18n/index.ts";

/** SPEC.md section 1: the marketing copy's welcome bonus and first-deposit bonus. */
export const WELCOME_BONUS_RUPEES = 5000;

export interface HomePageProps {
  /** Opens the entry screen (the app wires it to the auth feature). */
  readonly onPlay: (tab: "login" | "register") => void;
}

export function HomePage({ onPlay }: HomePageProps) {
  const { t } = useTranslation(HOME);
  useDocumentTitle("");
  const settings = usePublicSettings();
  const states = listStates(settings.restrictedStates);
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__text">
          <p className="eyebrow">{t("hero.eyebrow")}</p>
          <h1 className="hero__title">{t("hero.title")}</h1>
          <p className="hero__lead">{t("hero.lead")}</p>
          <div className="hero__actions">
            <button type="button" className="btn btn--gold btn--lg" onClick={() => onPlay("register")}>
              {t("hero.play")}
            </button>
            <Link className="btn btn--outline-light btn--lg" to="/how-to-play">
              {t("hero.howToPlay")}
            </Link>
          </div>
        </div>
        <CardFan />
      </section>

      <WelcomeBanner moneyGamesEnabled={settings.moneyGamesEnabled} bonus={formatRupeesWhole(WELCOME_BONUS_RUPEES)} onPlay={() => onPlay("register")} />

      <Highlights moneyGamesEnabled={settings.moneyGamesEnabled} />

      <section className="section section--split" aria-labelledby="rewards-title">
        <div>
          <h2 id="rewards-title">{t("rewards.title")}</h2>
          <p>
            {t("rewards.text")}
            {settings.moneyGamesEnabled ? t("rewards.cash") : t("rewards.noCash")}
          </p>
        </div>
        <div className="app-links">
          <h2 className="visually-hidden">{t("rewards.appLinks")}</h2>
          <Link className="app-link" to="/download">
            <span className="app-link__icon">
              <Icon name="download" />
            </span>
            <span>
              <strong>{t("rewards.app")}</strong>
              <small>{t("rewards.appText")}</small>
            </span>
          </Link>
          <Link className="app-link" to="/how-to-play">
            <span className="app-link__icon">
              <Icon name="help" />
            </span>
            <span>
              <strong>{t("rewards.howToPlay")}</strong>
              <small>{t("rewards.howToPlayText")}</small>
            </span>
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">{t("testimonials.title")}</h2>
        <TestimonialCarousel />
      </section>

      <section className="section" aria-labelledby="faq-title">
        <h2 id="faq-title">{t("faq.title")}</h2>
        <FaqAccordion items={faqItems(t, states, settings.moneyGamesEnabled).slice(0, 6)} />
        <p className="section__more">
          <Link to="/faq">{t("faq.all")}</Link>
        </p>
      </section>
    </div>
  );
}

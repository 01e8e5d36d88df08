import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import type { FaqItem } from "../home/faq-accordion.tsx";

type HomeT = TFunction<"home">;

const QUESTIONS = ["free", "cash", "games", "fair", "location", "otp", "internet", "age", "close"] as const;
type Question = (typeof QUESTIONS)[number];

/** Answers with a link in them: the words before it, the link's own words (faq.<q>.link), the words after. */
const LINKED: Partial<Record<Question, string>> = { games: "/how-to-play", otp: "/contact-support", close: "/contact-support" };

function answer(t: HomeT, q: Question, restrictedStates: string, moneyGamesEnabled: boolean) {
  const to = LINKED[q];
  if (to) {
    return (
      <p>
        {t(`faq.${q}.aBefore`)}
        <Link to={to}>{t(`faq.${q}.link`)}</Link>
        {t(`faq.${q}.aAfter`)}
      </p>
    );
  }
  if (q === "cash" && !moneyGamesEnabled) return <p>{t("faq.cash.off")}</p>;
  return <p>{t(`faq.${q}.a`, { states: restrictedStates })}</p>;
}

/**
 * Questions shared by the home page (first six) and the FAQ page (all), in the player's language.
 * Links are pieces of their own rather than <Trans>, which / would otherwise load.
 */
export function faqItems(t: HomeT, restrictedStates: string, moneyGamesEnabled: boolean): FaqItem[] {
  return QUESTIONS.map((q) => ({ question: t(`faq.${q}.q`), answer: answer(t, q, restrictedStates, moneyGamesEnabled) }));
}

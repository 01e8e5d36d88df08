import type { TFunction } from "i18next";
import { Trans } from "react-i18next";
import { Link } from "react-router-dom";
import type { FaqItem } from "../home/faq-accordion.tsx";

type HomeT = TFunction<"home">;

/** An answer from the `home` catalogue, its <rules>/<support> pieces as links. */
function answer(t: HomeT, key: string, values?: Record<string, string>) {
  return (
    <p>
      <Trans t={t} i18nKey={key} values={values} components={{ rules: <Link to="/how-to-play" />, support: <Link to="/contact-support" /> }} />
    </p>
  );
}

const QUESTIONS = ["free", "cash", "games", "fair", "location", "otp", "internet", "age", "close"] as const;

/** Questions shared by the home page (first six) and the FAQ page (all), in the player's language. */
export function faqItems(t: HomeT, restrictedStates: string, moneyGamesEnabled: boolean): FaqItem[] {
  const states = { states: restrictedStates };
  return QUESTIONS.map((q) => ({
    question: t(`faq.${q}.q`),
    answer: q === "cash" && !moneyGamesEnabled ? answer(t, "faq.cash.off") : answer(t, `faq.${q}.a`, states),
  }));
}

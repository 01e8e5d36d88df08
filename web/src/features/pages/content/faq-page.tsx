import { useTranslation } from "react-i18next";
import { FaqAccordion } from "../home/faq-accordion.tsx";
import { HOME } from "../home/i18n/index.ts";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage } from "../layout/static-page.tsx";
import { faqItems } from "./faq-items.tsx";
import { CONTENT } from "./i18n/index.ts";

export default function FaqPage() {
  const { t } = useTranslation(CONTENT);
  const { t: home } = useTranslation(HOME);
  const { restrictedStates, moneyGamesEnabled } = usePublicSettings();
  return (
    <StaticPage title={t("faq.title")} lead={t("faq.lead")}>
      <FaqAccordion items={faqItems(home, listStates(restrictedStates), moneyGamesEnabled)} headingLevel={2} />
    </StaticPage>
  );
}

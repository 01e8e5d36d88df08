import { FaqAccordion } from "../home/faq-accordion.tsx";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage } from "../layout/static-page.tsx";
import { faqItems } from "./faq-items.tsx";

export default function FaqPage() {
  const { restrictedStates, moneyGamesEnabled } = usePublicSettings();
  return (
    <StaticPage title="FAQ's" lead="Quick answers about accounts, games, fair play and payments.">
      <FaqAccordion items={faqItems(listStates(restrictedStates), moneyGamesEnabled)} headingLevel={2} />
    </StaticPage>
  );
}

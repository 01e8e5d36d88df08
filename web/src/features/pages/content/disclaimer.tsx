import { BRAND } from "../../../shared/config/brand.ts";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";

export default function Disclaimer() {
  const { restrictedStates } = usePublicSettings();
  return (
    <StaticPage title="Disclaimer" updated={POLICY_DATE}>
      <ul>
        <li>{BRAND.name} is for people aged 18 and over. Do not register if you are younger.</li>
        <li>Practice chips are free, have no monetary value, and cannot be bought, sold, withdrawn or exchanged.</li>
        <li>Play is not offered in {listStates(restrictedStates)}. Using tools that hide or fake your location breaks our Terms of Service.</li>
        <li>
          Rummy involves skill, but no player wins every game. Where cash play is offered, play only with money you can afford to lose, and ask
          us for limits or a break if play stops being fun.
        </li>
        <li>
          The rules, tutorials and articles on this site are general guidance. The game rules that apply to a table are the ones shown at that
          table.
        </li>
        <li>
          We work to keep the service available, but games can be interrupted by network problems or maintenance. How interrupted games are
          settled is set out in our Refunds and Cancellations policy.
        </li>
        <li>Nothing on this site is legal, tax or financial advice.</li>
      </ul>
    </StaticPage>
  );
}

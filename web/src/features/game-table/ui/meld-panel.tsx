/**
 * After a valid declaration, the players still in the deal arrange their cards and submit them
 * before the meld timer runs out; the table's best arrangement is one tap away. Everyone else
 * sees who declared and the clock.
 */
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { cardGroups } from "../model/hand.ts";
import { mustMeld } from "../model/guards.ts";
import { arrangementAtom, hintsAtom, layoutAtom, viewAtom } from "../model/table-store.ts";
import { useController } from "./controller-context.ts";
import { useCountdown } from "./use-countdown.ts";

export function MeldPanel() {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const layout = useAtomValue(layoutAtom);
  const arrangement = useAtomValue(arrangementAtom);
  const hints = useAtomValue(hintsAtom);
  const seconds = useCountdown(view?.meld?.deadline ?? null);
  if (!view || view.phase !== "meld" || !view.meld || !layout) return null;
  const declarer = view.meld.declarer === view.mySeat ? t("meld.you") : (view.seats[view.meld.declarer]?.name ?? t("meld.aPlayer"));
  const mine = mustMeld(view);
  const points = hints ? hints.points(cardGroups(arrangement)) : null;
  return (
    <div className={`gt-meld${layout.compact ? " gt-compact" : ""}`} style={{ top: layout.actionsBottom }} role="region" aria-label={t("meld.label")}>
      <div className="gt-prompt" style={{ marginLeft: layout.promptLeft - 12 }}>
        <strong>
          {layout.compact ? "" : t("meld.declared", { name: declarer, context: view.meld.declarer === view.mySeat ? "you" : undefined })}
          {mine ? (layout.compact ? t("meld.arrangeShort") : t("meld.arrange")) : t("meld.waiting")}
          {seconds !== null ? t("actions.clock", { seconds }) : ""}
        </strong>
        {mine && points !== null ? (
          <span className="gt-points" data-testid="hand-points">
            {t("actions.points", { points })}
          </span>
        ) : null}
      </div>
      {mine ? (
        <div className="gt-buttons">
          <button type="button" onClick={() => controller.autoArrange()}>
            {t("meld.autoArrange")}
          </button>
          <button type="button" onClick={() => controller.groupSelected()}>
            {t("meld.group")}
          </button>
          <button type="button" className="gt-accent" onClick={() => controller.submitMeld()}>
            {t("meld.submit")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

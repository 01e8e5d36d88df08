/**
 * After a valid declaration, the players still in the deal arrange their cards and submit them
 * before the meld timer runs out; the table's best arrangement is one tap away. Everyone else
 * sees who declared and the clock.
 */
import { useAtomValue } from "jotai";
import { cardGroups } from "../model/hand.ts";
import { mustMeld } from "../model/guards.ts";
import { arrangementAtom, hintsAtom, layoutAtom, viewAtom } from "../model/table-store.ts";
import { useController } from "./controller-context.ts";
import { useCountdown } from "./use-countdown.ts";

export function MeldPanel() {
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const layout = useAtomValue(layoutAtom);
  const arrangement = useAtomValue(arrangementAtom);
  const hints = useAtomValue(hintsAtom);
  const seconds = useCountdown(view?.meld?.deadline ?? null);
  if (!view || view.phase !== "meld" || !view.meld || !layout) return null;
  const declarer = view.meld.declarer === view.mySeat ? "You" : (view.seats[view.meld.declarer]?.name ?? "A player");
  const mine = mustMeld(view);
  const points = hints ? hints.points(cardGroups(arrangement)) : null;
  return (
    <div className={`gt-meld${layout.compact ? " gt-compact" : ""}`} style={{ top: layout.actionsBottom }} role="region" aria-label="Meld phase">
      <div className="gt-prompt" style={{ marginLeft: layout.promptLeft - 12 }}>
        <strong>
          {layout.compact ? "" : `${declarer} declared. `}
          {mine ? (layout.compact ? "Arrange and submit" : "Arrange your cards and submit them") : "Waiting for the others' cards"}
          {seconds !== null ? ` · ${seconds}s` : ""}
        </strong>
        {mine && points !== null ? (
          <span className="gt-points" data-testid="hand-points">
            Points: {points}
          </span>
        ) : null}
      </div>
      {mine ? (
        <div className="gt-buttons">
          <button type="button" onClick={() => controller.autoArrange()}>
            Auto-arrange
          </button>
          <button type="button" onClick={() => controller.groupSelected()}>
            Group
          </button>
          <button type="button" className="gt-accent" onClick={() => controller.submitMeld()}>
            Submit cards
          </button>
        </div>
      ) : null}
    </div>
  );
}

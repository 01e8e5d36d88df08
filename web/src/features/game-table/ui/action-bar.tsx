/**
 * The buttons above the hand: arrange (sort, group, auto-arrange), play (discard, declare), and
 * drop / auto drop, each disabled with its reason as a tooltip; plus the turn prompt and the
 * live points of the hand. In the meld phase the loser's panel (`MeldPanel`) replaces it.
 */
import type { TFunction } from "i18next";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { cardGroups, findCard, handCards } from "../model/hand.ts";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { amPlaying, canSetAutoDrop, discardProblem, dropProblem, GUARD_REASONS, isMyTurn, mustMeld } from "../model/guards.ts";
import { arrangementAtom, focusAtom, hintsAtom, layoutAtom, selectionAtom, viewAtom } from "../model/table-store.ts";
import type { TableView } from "../model/types.ts";
import { useController } from "./controller-context.ts";
import { useCountdown } from "./use-countdown.ts";

function prompt(view: TableView, seconds: number | null, compact: boolean, t: TFunction<"game-table">): string {
  const turn = view.turn;
  if (!turn) return "";
  if (turn.seat === view.mySeat) {
    const clock = seconds === null ? "" : t("actions.clock", { seconds });
    if (compact) return `${turn.drawnFrom ? t("actions.discardOrDeclare") : t("actions.pick")}${clock}`;
    return `${turn.drawnFrom ? t("actions.yourTurnDiscard") : t("actions.yourTurnPick")}${clock}`;
  }
  const name = view.seats[turn.seat]?.name ?? t("actions.anotherPlayer");
  return t("actions.playing", { name });
}

export function ActionBar() {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const layout = useAtomValue(layoutAtom);
  const arrangement = useAtomValue(arrangementAtom);
  const selection = useAtomValue(selectionAtom);
  const focus = useAtomValue(focusAtom);
  const hints = useAtomValue(hintsAtom);
  const myTurn = view ? isMyTurn(view) : false;
  const turnEnd = myTurn && view?.turn ? (Date.now() < view.turn.turnEndsAt ? view.turn.turnEndsAt : view.turn.deadline) : null;
  const seconds = useCountdown(turnEnd);
  if (!view || !layout || view.phase !== "play" || !view.hand || mustMeld(view)) return null;
  const playing = amPlaying(view);
  const selectedId = selection.size === 1 ? [...selection][0] : (focus ?? undefined);
  const target = selectedId === undefined ? undefined : findCard(arrangement, selectedId);
  const discardWhy = knownText(t, "reasons", GUARD_REASONS, discardProblem(view, target?.card ?? null) ?? undefined) ?? null;
  const dropWhy = knownText(t, "reasons", GUARD_REASONS, dropProblem(view) ?? undefined) ?? null;
  const points = hints ? hints.points(cardGroups(arrangement)) : null;
  const cost = hints?.dropCost(view.hasDrawn) ?? 0;
  const style = { top: layout.actionsBottom } as const;
  return (
    <div className={`gt-actions${layout.compact ? " gt-compact" : ""}`} style={style} role="toolbar" aria-label={t("actions.label")}>
      <div className="gt-prompt" aria-live="off" style={{ marginLeft: layout.promptLeft - 12 }}>
        <strong className={myTurn ? "gt-myturn" : undefined}>{prompt(view, seconds, layout.compact, t)}</strong>
        {points !== null && handCards(arrangement).length > 0 ? <span className="gt-points" data-testid="hand-points">{t("actions.points", { points })}</span> : null}
      </div>
      <div className="gt-buttons">
        <button type="button" onClick={() => controller.sortBySuit()} title={t("actions.sortTitle")}>
          {t("actions.sort")}
        </button>
        <button type="button" onClick={() => controller.groupSelected()} disabled={selection.size === 0} title={selection.size === 0 ? t("actions.groupNone") : t("actions.groupTitle")}>
          {selection.size > 0 ? t("actions.groupCount", { count: selection.size }) : t("actions.group")}
        </button>
        <button type="button" onClick={() => controller.autoArrange()} title={t("actions.autoArrangeTitle")}>
          {t("actions.autoArrange")}
        </button>
        {playing ? (
          <>
            <button type="button" className="gt-primary" onClick={() => controller.discard(selectedId)} disabled={discardWhy !== null} title={discardWhy ?? t("actions.discardTitle")}>
              {t("actions.discard")}
            </button>
            <button type="button" className="gt-accent" onClick={() => controller.requestDeclare(selectedId)} disabled={discardWhy !== null} title={discardWhy ?? t("actions.declareTitle")}>
              {t("actions.declare")}
            </button>
            {myTurn ? (
              <button type="button" className="gt-danger" onClick={() => controller.requestDrop()} disabled={dropWhy !== null} title={dropWhy ?? t("actions.dropTitle", { cost })}>
                {t("actions.drop")}
              </button>
            ) : canSetAutoDrop(view) ? (
              <label className="gt-autodrop" title={t("actions.autoDropTitle", { cost })}>
                <input type="checkbox" checked={view.autoDrop} onChange={(e) => controller.setAutoDrop(e.currentTarget.checked)} /> {t("actions.autoDrop")}
              </label>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The fairness panel: the deck commitment shown before the deal, and after it the revealed seed
 * with a Verify button that re-derives the deck here in the browser (`shared-rules`) and checks
 * it against the commitment, the cut joker, the first open card and the player's dealt hand.
 */
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { verifyFairness, type FairnessReport } from "../model/fairness.ts";
import { viewAtom } from "../model/table-store.ts";
import type { TableView } from "../model/types.ts";
import { useController } from "./controller-context.ts";
import { Modal } from "./modal.tsx";

function runCheck(view: TableView): FairnessReport | null {
  if (!view.seedHex || !view.commitment || !view.shuffleId) return null;
  return verifyFairness({
    seedHex: view.seedHex,
    dealId: view.shuffleId,
    commitment: view.commitment,
    decks: view.decks,
    jokersPerDeck: view.rules.jokersPerDeck,
    cardsPerHand: view.rules.cardsPerHand,
    turnOrder: view.turnOrder,
    mySeat: view.mySeat,
    dealtHand: view.dealtHand,
    cut: view.cut,
    firstOpen: view.firstOpen,
  });
}

export function FairnessPanel() {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const [report, setReport] = useState<{ dealId: string; report: FairnessReport | null } | null>(null);
  if (!view) return null;
  const shown = report && report.dealId === view.dealId ? report.report : undefined;
  const canVerify = Boolean(view.seedHex && view.commitment && view.shuffleId && view.turnOrder.length > 0);
  return (
    <Modal
      title={t("fair.title")}
      wide
      onClose={() => controller.closeDialog()}
      actions={
        <>
          {view.seedHex ? (
            <button type="button" className="gt-accent" disabled={!canVerify} onClick={() => setReport({ dealId: view.dealId ?? "", report: runCheck(view) })} data-autofocus>
              {t("fair.verify")}
            </button>
          ) : null}
          <button type="button" onClick={() => controller.closeDialog()}>
            {t("fair.close")}
          </button>
        </>
      }
    >
      <p>{t("fair.intro")}</p>
      <dl className="gt-fair">
        <dt>{t("fair.deal")}</dt>
        <dd>
          #{view.dealNumber} <code>{view.shuffleId ?? view.dealId ?? "—"}</code>
        </dd>
        <dt>{t("fair.commitment")}</dt>
        <dd>
          <code data-testid="commitment">{view.commitment ?? t("fair.commitmentLater")}</code>
        </dd>
        <dt>{t("fair.seed")}</dt>
        <dd>
          <code data-testid="seed">{view.seedHex ?? t("fair.seedLater")}</code>
        </dd>
      </dl>
      {view.seedHex && !canVerify ? <p className="gt-warn">{t("fair.notSeen")}</p> : null}
      {shown === null ? <p className="gt-warn">{t("fair.notYet")}</p> : null}
      {shown ? (
        <div role="status" data-testid="fairness-result">
          <p className={shown.ok ? "gt-ok" : "gt-warn"}>{shown.ok ? t("fair.matches") : t("fair.differs")}</p>
          <ul className="gt-checks">
            {shown.checks.map((c) => (
              <li key={c.name} className={c.ok === false ? "gt-warn" : undefined}>
                {c.ok === null ? "–" : c.ok ? "✓" : "✗"} {t(`fair.checks.${c.name}`)}
                {c.ok === null ? t("fair.notSeenCheck") : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Modal>
  );
}

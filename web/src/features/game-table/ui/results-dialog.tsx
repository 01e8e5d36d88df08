/**
 * The results of a deal: every hand with its groups, each player's points and the money won or
 * lost, the next-deal countdown, and for Pool and Deals the running score table.
 */
import type { TFunction } from "i18next";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { resultsInOrder } from "../model/results-order.ts";
import { hintsAtom, viewAtom } from "../model/table-store.ts";
import { signedStake } from "../model/stake.ts";
import type { ResultRow, ScoreBoard, TableView } from "../model/types.ts";
import { CardGroups } from "./card-chip.tsx";
import { useController } from "./controller-context.ts";
import { Modal } from "./modal.tsx";
import { useCountdown } from "./use-countdown.ts";

const OUTCOME_KEY = { winner: "winner", lost: "lost", dropped: "dropped", wrong_show: "wrongShow" } as const satisfies Record<ResultRow["outcome"], string>;

function money(amount: number | null, practice: boolean): string {
  return amount === null ? "—" : signedStake(amount, practice);
}

function outcomeText(row: ResultRow, t: TFunction<"game-table">): string {
  if (row.outcome === "dropped") return row.dropKind === "first" ? t("results.firstDrop") : row.dropKind === "middle" ? t("results.middleDrop") : t("results.dropped");
  return t(`results.${OUTCOME_KEY[row.outcome]}`);
}

export function ScoreTable({ board }: { board: ScoreBoard }) {
  const { t } = useTranslation(TABLE);
  return (
    <table className="gt-table gt-scores" aria-label={board.kind === "pool" ? t("results.poolScores") : t("results.dealsChips")}>
      <thead>
        <tr>
          <th scope="col">{t("results.player")}</th>
          {Array.from({ length: board.deals }, (_, i) => (
            <th scope="col" key={i}>
              {t("results.dealColumn", { deal: i + 1 })}
            </th>
          ))}
          <th scope="col">{board.kind === "pool" ? t("results.score") : t("results.chips")}</th>
        </tr>
      </thead>
      <tbody>
        {board.rows.map((r) => (
          <tr key={r.seat} className={r.eliminated ? "gt-out" : undefined}>
            <th scope="row">{r.name}</th>
            {r.perDeal.map((p, i) => (
              <td key={i}>{p}</td>
            ))}
            <td>
              <strong>{r.total}</strong>
              {r.eliminated ? t("results.out") : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ResultsTable({ view }: { view: TableView }) {
  const { t } = useTranslation(TABLE);
  const hints = useAtomValue(hintsAtom);
  const results = view.results;
  if (!results) return null;
  const isJoker = hints?.isJoker ?? (() => false);
  return (
    <table className="gt-table" data-testid="results-table">
      <thead>
        <tr>
          <th scope="col">{t("results.player")}</th>
          <th scope="col">{t("results.result")}</th>
          <th scope="col">{t("results.cards")}</th>
          <th scope="col">{t("results.points")}</th>
          <th scope="col">{t("results.wonLost")}</th>
        </tr>
      </thead>
      <tbody>
        {resultsInOrder(results.rows, view.mySeat).map((row) => (
          <tr key={row.seat} className={row.outcome === "winner" ? "gt-winner" : undefined} data-seat={row.seat}>
            <th scope="row">
              {row.name}
              {row.seat === view.mySeat ? t("results.you") : ""}
              {row.isBot ? t("results.bot") : ""}
            </th>
            <td>{outcomeText(row, t)}</td>
            <td className="gt-cards-cell">
              <CardGroups groups={row.groups ?? [row.hand]} isJoker={isJoker} />
              {row.arrangedBy === "solver" ? <small>{t("results.arranged")}</small> : null}
            </td>
            <td className="gt-num" data-testid="result-points">
              {row.points}
            </td>
            <td className={`gt-num ${row.amount !== null && row.amount > 0 ? "gt-plus" : row.amount !== null && row.amount < 0 ? "gt-minus" : ""}`}>{money(row.amount, view.info.practice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ResultsDialog() {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const seconds = useCountdown(view?.phase === "results" ? view.nextDealAt : null);
  if (!view?.results || (view.phase !== "results" && view.phase !== "ended") || view.matchEnd || view.rejoin || view.split) return null;
  const winner = view.results.rows.find((r) => r.outcome === "winner");
  const title = winner ? (winner.seat === view.mySeat ? t("results.youWon") : t("results.won", { name: winner.name })) : t("results.over");
  return (
    <Modal
      title={title}
      wide
      actions={
        <>
          <span className="gt-countdown" data-testid="next-deal">
            {seconds !== null ? t("results.next", { seconds }) : view.phase === "ended" ? t("results.matchOver") : ""}
          </span>
          {view.scoreboard?.kind === "pool" && view.phase === "results" ? (
            <button type="button" onClick={() => controller.split("propose")} title={t("results.askSplitTitle")}>
              {t("results.askSplit")}
            </button>
          ) : null}
          <button type="button" onClick={() => controller.openDialog({ type: "fairness" })}>
            {t("results.verify")}
          </button>
          <button type="button" className="gt-danger" onClick={() => controller.openDialog({ type: "leave" })}>
            {t("results.leave")}
          </button>
        </>
      }
    >
      <p className="gt-sub">
        {t(view.results.endedBy === "declaration" ? "results.byDeclaration" : "results.byDrops", { deal: view.dealNumber })}
      </p>
      <ResultsTable view={view} />
      {view.scoreboard && view.scoreboard.deals > 0 ? <ScoreTable board={view.scoreboard} /> : null}
    </Modal>
  );
}

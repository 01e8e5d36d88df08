/**
 * The results of a deal: every hand with its groups, each player's points and the money won or
 * lost, the next-deal countdown, and for Pool and Deals the running score table.
 */
import { useAtomValue } from "jotai";
import { resultsInOrder } from "../model/results-order.ts";
import { hintsAtom, viewAtom } from "../model/table-store.ts";
import { signedStake } from "../model/stake.ts";
import type { ResultRow, ScoreBoard, TableView } from "../model/types.ts";
import { CardGroups } from "./CardChip.tsx";
import { useController } from "./controller-context.ts";
import { Modal } from "./Modal.tsx";
import { useCountdown } from "./use-countdown.ts";

const OUTCOME_TEXT: Readonly<Record<ResultRow["outcome"], string>> = {
  winner: "Winner",
  lost: "Lost",
  dropped: "Dropped",
  wrong_show: "Wrong show",
};

function money(amount: number | null, practice: boolean): string {
  return amount === null ? "—" : signedStake(amount, practice);
}

function outcomeText(row: ResultRow): string {
  if (row.outcome === "dropped") return row.dropKind === "first" ? "First drop" : row.dropKind === "middle" ? "Middle drop" : "Dropped";
  return OUTCOME_TEXT[row.outcome];
}

export function ScoreTable({ board }: { board: ScoreBoard }) {
  return (
    <table className="gt-table gt-scores" aria-label={board.kind === "pool" ? "Pool scores" : "Deals chips"}>
      <thead>
        <tr>
          <th scope="col">Player</th>
          {Array.from({ length: board.deals }, (_, i) => (
            <th scope="col" key={i}>
              D{i + 1}
            </th>
          ))}
          <th scope="col">{board.kind === "pool" ? "Score" : "Chips"}</th>
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
              {r.eliminated ? " (out)" : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ResultsTable({ view }: { view: TableView }) {
  const hints = useAtomValue(hintsAtom);
  const results = view.results;
  if (!results) return null;
  const isJoker = hints?.isJoker ?? (() => false);
  return (
    <table className="gt-table" data-testid="results-table">
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Result</th>
          <th scope="col">Cards</th>
          <th scope="col">Points</th>
          <th scope="col">Won / lost</th>
        </tr>
      </thead>
      <tbody>
        {resultsInOrder(results.rows, view.mySeat).map((row) => (
          <tr key={row.seat} className={row.outcome === "winner" ? "gt-winner" : undefined} data-seat={row.seat}>
            <th scope="row">
              {row.name}
              {row.seat === view.mySeat ? " (you)" : ""}
              {row.isBot ? " · bot" : ""}
            </th>
            <td>{outcomeText(row)}</td>
            <td className="gt-cards-cell">
              <CardGroups groups={row.groups ?? [row.hand]} isJoker={isJoker} />
              {row.arrangedBy === "solver" ? <small> (arranged by the table)</small> : null}
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
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const seconds = useCountdown(view?.phase === "results" ? view.nextDealAt : null);
  if (!view?.results || (view.phase !== "results" && view.phase !== "ended") || view.matchEnd || view.rejoin || view.split) return null;
  const winner = view.results.rows.find((r) => r.outcome === "winner");
  const title = winner ? (winner.seat === view.mySeat ? "You won the deal!" : `${winner.name} won the deal`) : "Deal over";
  return (
    <Modal
      title={title}
      wide
      actions={
        <>
          <span className="gt-countdown" data-testid="next-deal">
            {seconds !== null ? `Next deal in ${seconds}s` : view.phase === "ended" ? "The match is over." : ""}
          </span>
          {view.scoreboard?.kind === "pool" && view.phase === "results" ? (
            <button type="button" onClick={() => controller.split("propose")} title="With 2 or 3 players left, ask everyone to split the prize by drops">
              Ask to split
            </button>
          ) : null}
          <button type="button" onClick={() => controller.openDialog({ type: "fairness" })}>
            Verify deal
          </button>
          <button type="button" className="gt-danger" onClick={() => controller.openDialog({ type: "leave" })}>
            Leave table
          </button>
        </>
      }
    >
      <p className="gt-sub">
        Deal #{view.dealNumber} · {view.results.endedBy === "declaration" ? "ended by a declaration" : "everyone else dropped"}
      </p>
      <ResultsTable view={view} />
      {view.scoreboard && view.scoreboard.deals > 0 ? <ScoreTable board={view.scoreboard} /> : null}
    </Modal>
  );
}

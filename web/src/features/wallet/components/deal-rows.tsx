import { Link } from "react-router-dom";
import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { NOT_AVAILABLE, shortId } from "./transaction-rows.tsx";
import { num, str, type Loose } from "../../../shared/api/loose.ts";

/** One finished deal of GET /profile/game-history, read defensively from the API. */

export interface PlayedDeal {
  readonly dealId: string;
  readonly tableId: string;
  readonly dealNumber: number;
  readonly cash: boolean;
  readonly variant: string;
  readonly result: string;
  readonly points: number | null;
  readonly amount: number;
  readonly date: string;
}

export function toPlayedDeal(r: Loose): PlayedDeal {
  return {
    dealId: str(r["iDealId"]),
    tableId: str(r["iTableId"]),
    dealNumber: num(r["nDeal"]),
    cash: r["eGameType"] === "cash",
    variant: str(r["sVariant"]),
    result: str(r["eResult"]),
    points: r["nPoints"] === null || r["nPoints"] === undefined ? null : num(r["nPoints"]),
    amount: num(r["nAmount"]),
    date: str(r["dCreatedDate"]),
  };
}

const VARIANTS: Record<string, string> = {
  points13: "Points 13 cards",
  points21: "Points 21 cards",
  points10: "Points 10 cards",
  points27: "Points 27 cards",
  pool101: "Pool 101",
  pool201: "Pool 201",
  deals: "Deals",
};
const RESULTS: Record<string, string> = { won: "Won", lost: "Lost", dropped: "Dropped", wrong_show: "Wrong show", voided: "Voided" };

/** Real money in rupees, practice in chips: the unit is always named. */
export function formatDealAmount(amount: number, cash: boolean): string {
  const sign = amount > 0 ? "+" : "";
  return cash ? `${sign}${formatRupees(amount)}` : `${sign}${formatAmount(amount)} chips`;
}

export const DEAL_COLUMNS: Column<PlayedDeal>[] = [
  { key: "date", header: "Date", cell: (d) => formatDateTime(d.date) },
  {
    key: "table",
    header: "Table",
    cell: (d) =>
      d.cash ? <Link to={`/game-transaction/table-transaction/${encodeURIComponent(d.tableId)}`}>#{shortId(d.tableId)}</Link> : `#${shortId(d.tableId)} (practice)`,
  },
  { key: "game", header: "Game", cell: (d) => `${VARIANTS[d.variant] ?? (d.variant || NOT_AVAILABLE)} · deal ${d.dealNumber}` },
  { key: "result", header: "Result", cell: (d) => RESULTS[d.result] ?? NOT_AVAILABLE },
  { key: "points", header: "Points", align: "end", cell: (d) => (d.points === null ? "–" : d.points) },
  { key: "amount", header: "Amount", align: "end", cell: (d) => <span className={d.amount > 0 ? "amount-in" : d.amount < 0 ? "amount-out" : ""}>{formatDealAmount(d.amount, d.cash)}</span> },
  {
    key: "history",
    header: "Hand history",
    cell: (d) => (
      <Link to={`/game-history/${encodeURIComponent(d.dealId)}`} aria-label={`Hand history of deal ${d.dealNumber} at table ${shortId(d.tableId)}`}>
        View
      </Link>
    ),
  },
];

import { Link } from "react-router-dom";
import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { shortId, walletT, type WalletT } from "./transaction-rows.tsx";
import type { PlayedDealRow } from "../api/wallet-api.ts";

/** One finished deal of GET /profile/game-history, as the contract read it. */

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

export function toPlayedDeal(r: PlayedDealRow): PlayedDeal {
  return {
    dealId: r.iDealId,
    tableId: r.iTableId,
    dealNumber: r.nDeal,
    cash: r.eGameType === "cash",
    variant: r.sVariant,
    result: r.eResult,
    points: r.nPoints,
    amount: r.nAmount,
    date: r.dCreatedDate,
  };
}

const VARIANTS = ["points13", "points21", "points10", "points27", "pool101", "pool201", "deals"] as const;
const RESULTS = ["won", "lost", "dropped", "wrong_show", "voided"] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** Real money in rupees, practice in chips: the unit is always named. */
export function formatDealAmount(amount: number, cash: boolean, t: WalletT = walletT()): string {
  const sign = amount > 0 ? "+" : "";
  return cash ? `${sign}${formatRupees(amount)}` : t("chips", { amount: `${sign}${formatAmount(amount)}` });
}

export const dealColumns = (t: WalletT): Column<PlayedDeal>[] => [
  { key: "date", header: t("columns.date"), cell: (d) => formatDateTime(d.date) },
  {
    key: "table",
    header: t("columns.table"),
    cell: (d) =>
      d.cash ? (
        <Link to={`/game-transaction/table-transaction/${encodeURIComponent(d.tableId)}`}>#{shortId(d.tableId)}</Link>
      ) : (
        t("rows.practiceTable", { id: shortId(d.tableId) })
      ),
  },
  {
    key: "game",
    header: t("columns.game"),
    cell: (d) => t("rows.game", { variant: isOneOf(VARIANTS, d.variant) ? t(`variants.${d.variant}`) : d.variant || t("notAvailable"), deal: d.dealNumber }),
  },
  { key: "result", header: t("columns.result"), cell: (d) => (isOneOf(RESULTS, d.result) ? t(`results.${d.result}`) : t("notAvailable")) },
  { key: "points", header: t("columns.points"), align: "end", cell: (d) => (d.points === null ? "–" : d.points) },
  {
    key: "amount",
    header: t("columns.amount"),
    align: "end",
    cell: (d) => <span className={d.amount > 0 ? "amount-in" : d.amount < 0 ? "amount-out" : ""}>{formatDealAmount(d.amount, d.cash, t)}</span>,
  },
  {
    key: "history",
    header: t("columns.history"),
    cell: (d) => (
      <Link to={`/game-history/${encodeURIComponent(d.dealId)}`} aria-label={t("rows.viewLabel", { deal: d.dealNumber, table: shortId(d.tableId) })}>
        {t("rows.view")}
      </Link>
    ),
  },
];

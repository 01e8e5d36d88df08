import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { WALLET } from "../i18n/index.ts";
import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import type { GameTransactionRow, PassbookRow, TournamentTransactionRow } from "../api/wallet-api.ts";
import { describeTransaction } from "../model/descriptions.ts";

/** Rows of the transaction lists (SPEC.md section 3), from the replies the contract read. */

export const NOT_AVAILABLE = "Not Available";

export type WalletT = TFunction<"wallet">;
/** The wallet's words in the current language, for code outside a component's render. */
export const walletT = (): WalletT => i18n.getFixedT(null, WALLET);

/** The last 8 characters of an id, as SPEC.md shows tournament ids ("#1a2b3c4d"). */
export const shortId = (id: string) => (id.length > 8 ? id.slice(-8) : id);

export interface GameTransaction {
  readonly id: string;
  readonly date: string;
  readonly tableId: string;
  readonly description: string;
  readonly amountIn: number;
  readonly bonusIn: number;
  readonly amountOut: number;
  readonly bonusOut: number;
  readonly net: number;
}

export function toGameTransaction(r: GameTransactionRow): GameTransaction {
  return {
    id: r._id,
    date: r.dCreatedDate,
    tableId: r.iTableId,
    description: r.sDescription,
    amountIn: r.nAmountIn,
    bonusIn: r.nBonusIn,
    amountOut: r.nAmountOut,
    bonusOut: r.nBonusOut,
    net: r.nAmount,
  };
}

export function Signed({ value }: { value: number }) {
  if (value === 0) return <span>{formatRupees(0)}</span>;
  return <span className={value > 0 ? "amount-in" : "amount-out"}>{value > 0 ? `+${formatRupees(value)}` : formatRupees(value)}</span>;
}

export function gameColumns(withTableLink: boolean, t: WalletT): Column<GameTransaction>[] {
  const columns: Column<GameTransaction>[] = [
    { key: "date", header: t("columns.date"), cell: (row) => formatDateTime(row.date) },
    { key: "description", header: t("columns.description"), cell: (row) => (row.description ? describeTransaction(row.description, t) : t("notAvailable")) },
    { key: "in", header: t("columns.amountIn"), align: "end", cell: (row) => formatRupees(row.amountIn) },
    { key: "bonusIn", header: t("columns.bonusIn"), align: "end", cell: (row) => formatRupees(row.bonusIn) },
    { key: "out", header: t("columns.amountOut"), align: "end", cell: (row) => formatRupees(row.amountOut) },
    { key: "bonusOut", header: t("columns.bonusOut"), align: "end", cell: (row) => formatRupees(row.bonusOut) },
    { key: "net", header: t("columns.amount"), align: "end", cell: (row) => <Signed value={row.net} /> },
  ];
  if (withTableLink) {
    columns.splice(1, 0, {
      key: "table",
      header: t("columns.table"),
      cell: (row) => (row.tableId ? <Link to={`/game-transaction/table-transaction/${encodeURIComponent(row.tableId)}`}>#{shortId(row.tableId)}</Link> : t("notAvailable")),
    });
  }
  return columns;
}

export interface TournamentTransaction {
  readonly id: string;
  readonly tournamentId: string;
  readonly round: number | null;
  readonly position: number | null;
  readonly debit: number;
  readonly credit: number;
  readonly date: string;
  /** PRACTICE rows are chips, never rupees. */
  readonly currency: string;
  /** What the row is: "Entry fee held", "Withdrawn: entry fee returned", "Prize: position 1"… */
  readonly description: string;
}

/** A tournament amount in its own currency: chips for practice entries, a ticket's value, rupees otherwise. */
export function tournamentAmount(value: number, currency: string, t: WalletT = walletT()): string {
  if (currency === "PRACTICE") return t("chips", { amount: formatAmount(value) });
  if (currency === "TICKET") return value ? t("rows.ticket", { amount: formatRupees(value) }) : "–";
  return formatRupees(value);
}

export function toTournamentTransaction(r: TournamentTransactionRow): TournamentTransaction {
  return {
    id: r._id,
    tournamentId: r.iTournamentId,
    round: r.nRound,
    position: r.nPosition,
    debit: r.nDebit,
    credit: r.nCredit,
    date: r.dCreatedDate,
    currency: r.eCurrency,
    description: r.sDescription,
  };
}

export const tournamentColumns = (t: WalletT): Column<TournamentTransaction>[] => [
  { key: "date", header: t("columns.date"), cell: (row) => formatDateTime(row.date) },
  { key: "id", header: t("columns.tournament"), cell: (row) => (row.tournamentId ? t("rows.tournamentId", { id: shortId(row.tournamentId) }) : t("notAvailable")) },
  { key: "round", header: t("columns.round"), align: "center", cell: (row) => (row.round === null ? "–" : t("rows.round", { round: row.round })) },
  { key: "position", header: t("columns.position"), align: "center", cell: (row) => row.position ?? "–" },
  { key: "details", header: t("columns.details"), cell: (row) => (row.description ? describeTransaction(row.description, t) : t("notAvailable")) },
  {
    key: "debit",
    header: t("columns.debit"),
    align: "end",
    cell: (row) => (row.debit ? <span className="amount-out">{tournamentAmount(row.debit, row.currency, t)}</span> : tournamentAmount(0, row.currency, t)),
  },
  {
    key: "credit",
    header: t("columns.credit"),
    align: "end",
    cell: (row) => (row.credit ? <span className="amount-in">{tournamentAmount(row.credit, row.currency, t)}</span> : tournamentAmount(0, row.currency, t)),
  },
];

export interface PassbookEntry {
  readonly id: string;
  readonly type: "credit" | "debit";
  readonly amount: number;
  readonly status: string;
  readonly mode: string;
  readonly description: string;
  readonly date: string;
  readonly gst: number | null;
  readonly tds: number | null;
}

export function toPassbookEntry(r: PassbookRow): PassbookEntry {
  return {
    id: r._id,
    type: r.eType,
    amount: r.nAmount,
    status: r.eStatus,
    mode: r.eMode,
    description: r.sDescription,
    date: r.dCreatedDate,
    gst: r.nGst ?? null,
    tds: r.nTds ?? null,
  };
}

const STATUS_CLASS: Record<string, string> = { success: "success", pending: "pending", failed: "failed", reversed: "failed" };
const capital = (s: string) => (s ? `${s[0]?.toUpperCase() ?? ""}${s.slice(1)}` : "");

function statusLabel(status: string, t: WalletT): string {
  if (status === "success" || status === "pending" || status === "failed" || status === "reversed") return t(`statuses.${status}`);
  return capital(status) || t("notAvailable");
}

export function StatusBadge({ status, t }: { status: string; t: WalletT }) {
  return <span className={`status-badge status-badge--${STATUS_CLASS[status] ?? "other"}`}>{statusLabel(status, t)}</span>;
}

const MODE_KEYS: Record<string, "upi" | "bank" | "gateway" | "tds" | "bonus" | "refund"> = {
  upi: "upi",
  upi_intent: "upi",
  bank: "bank",
  bank_debit: "bank",
  gateway: "gateway",
  "payment gateway": "gateway",
  "bank transfer": "bank",
  tds: "tds",
  bonus: "bonus",
  refund: "refund",
};

function modeLabel(mode: string, t: WalletT): string {
  const key = MODE_KEYS[mode.toLowerCase()];
  return key ? t(`payModes.${key}`) : mode.toUpperCase();
}

export const passbookColumns = (t: WalletT): Column<PassbookEntry>[] => [
  { key: "date", header: t("columns.date"), cell: (e) => formatDateTime(e.date) },
  { key: "type", header: t("columns.type"), cell: (e) => (e.type === "credit" ? t("rows.credit") : t("rows.debit")) },
  { key: "description", header: t("columns.details"), cell: (e) => `${e.description ? describeTransaction(e.description, t) : t(`rows.${e.type}`)}${e.mode ? ` · ${modeLabel(e.mode, t)}` : ""}` },
  {
    key: "amount",
    header: t("columns.amount"),
    align: "end",
    cell: (e) => <span className={e.type === "credit" ? "amount-in" : "amount-out"}>{`${e.type === "credit" ? "+" : "-"}${formatRupees(e.amount)}`}</span>,
  },
  { key: "tax", header: t("columns.tax"), align: "end", cell: (e) => (e.gst ? t("rows.gst", { amount: formatRupees(e.gst) }) : e.tds ? t("rows.tds", { amount: formatRupees(e.tds) }) : "–") },
  { key: "status", header: t("columns.status"), cell: (e) => <StatusBadge status={e.status} t={t} /> },
];

import { Link } from "react-router-dom";
import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { num, numOrNull, str, type Loose } from "../../../shared/api/loose.ts";

/** Rows of the transaction lists (SPEC.md section 3), read defensively from the API. */

export const NOT_AVAILABLE = "Not Available";

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

export function toGameTransaction(r: Loose): GameTransaction {
  return {
    id: str(r["_id"]) || `${str(r["iTableId"])}-${str(r["dCreatedDate"])}`,
    date: str(r["dCreatedDate"]),
    tableId: str(r["iTableId"]),
    description: str(r["sDescription"]),
    amountIn: num(r["nAmountIn"]),
    bonusIn: num(r["nBonusIn"]),
    amountOut: num(r["nAmountOut"]),
    bonusOut: num(r["nBonusOut"]),
    net: num(r["nAmount"]),
  };
}

export function Signed({ value }: { value: number }) {
  if (value === 0) return <span>{formatRupees(0)}</span>;
  return <span className={value > 0 ? "amount-in" : "amount-out"}>{value > 0 ? `+${formatRupees(value)}` : formatRupees(value)}</span>;
}

export function gameColumns(withTableLink: boolean): Column<GameTransaction>[] {
  const columns: Column<GameTransaction>[] = [
    { key: "date", header: "Date", cell: (t) => formatDateTime(t.date) },
    { key: "description", header: "Description", cell: (t) => t.description || NOT_AVAILABLE },
    { key: "in", header: "Amount In", align: "end", cell: (t) => formatRupees(t.amountIn) },
    { key: "bonusIn", header: "Bonus In", align: "end", cell: (t) => formatRupees(t.bonusIn) },
    { key: "out", header: "Amount Out", align: "end", cell: (t) => formatRupees(t.amountOut) },
    { key: "bonusOut", header: "Bonus Out", align: "end", cell: (t) => formatRupees(t.bonusOut) },
    { key: "net", header: "Amount", align: "end", cell: (t) => <Signed value={t.net} /> },
  ];
  if (withTableLink) {
    columns.splice(1, 0, {
      key: "table",
      header: "Table",
      cell: (t) => (t.tableId ? <Link to={`/game-transaction/table-transaction/${encodeURIComponent(t.tableId)}`}>#{shortId(t.tableId)}</Link> : NOT_AVAILABLE),
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
export function tournamentAmount(value: number, currency: string): string {
  if (currency === "PRACTICE") return `${formatAmount(value)} chips`;
  if (currency === "TICKET") return value ? `Ticket (${formatRupees(value)})` : "–";
  return formatRupees(value);
}

export function toTournamentTransaction(r: Loose): TournamentTransaction {
  return {
    id: str(r["_id"]) || `${str(r["iTournamentId"])}-${str(r["dCreatedDate"])}`,
    tournamentId: str(r["iTournamentId"]),
    round: numOrNull(r["nRound"]),
    position: numOrNull(r["nPosition"]),
    debit: num(r["nDebit"]),
    credit: num(r["nCredit"]),
    date: str(r["dCreatedDate"]),
    currency: str(r["eCurrency"]) || "INR",
    description: str(r["sDescription"]),
  };
}

export const TOURNAMENT_COLUMNS: Column<TournamentTransaction>[] = [
  { key: "date", header: "Date", cell: (t) => formatDateTime(t.date) },
  { key: "id", header: "Tournament", cell: (t) => (t.tournamentId ? `ID: #${shortId(t.tournamentId)}` : NOT_AVAILABLE) },
  { key: "round", header: "Round", align: "center", cell: (t) => (t.round === null ? "–" : `R${t.round}`) },
  { key: "position", header: "Position", align: "center", cell: (t) => t.position ?? "–" },
  { key: "details", header: "Details", cell: (t) => t.description || NOT_AVAILABLE },
  { key: "debit", header: "Debit", align: "end", cell: (t) => (t.debit ? <span className="amount-out">{tournamentAmount(t.debit, t.currency)}</span> : tournamentAmount(0, t.currency)) },
  { key: "credit", header: "Credit", align: "end", cell: (t) => (t.credit ? <span className="amount-in">{tournamentAmount(t.credit, t.currency)}</span> : tournamentAmount(0, t.currency)) },
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

export function toPassbookEntry(r: Loose): PassbookEntry {
  return {
    id: str(r["_id"]),
    type: r["eType"] === "debit" ? "debit" : "credit",
    amount: num(r["nAmount"]),
    status: str(r["eStatus"]),
    mode: str(r["eMode"]),
    description: str(r["sDescription"]),
    date: str(r["dCreatedDate"]),
    gst: numOrNull(r["nGst"]),
    tds: numOrNull(r["nTds"]),
  };
}

const STATUS_CLASS: Record<string, string> = { success: "success", pending: "pending", failed: "failed", reversed: "failed" };
const capital = (s: string) => (s ? `${s[0]?.toUpperCase() ?? ""}${s.slice(1)}` : "");

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${STATUS_CLASS[status] ?? "other"}`}>{capital(status) || NOT_AVAILABLE}</span>;
}

function modeLabel(mode: string): string {
  const known: Record<string, string> = { upi: "UPI", upi_intent: "UPI", bank: "Bank", bank_debit: "Bank", gateway: "Gateway", "payment gateway": "Gateway", "bank transfer": "Bank", tds: "TDS", bonus: "Bonus", refund: "Refund" };
  return known[mode.toLowerCase()] ?? mode.toUpperCase();
}

export const PASSBOOK_COLUMNS: Column<PassbookEntry>[] = [
  { key: "date", header: "Date", cell: (e) => formatDateTime(e.date) },
  { key: "type", header: "Type", cell: (e) => (e.type === "credit" ? "Credit" : "Debit") },
  { key: "description", header: "Details", cell: (e) => `${e.description || capital(e.type)}${e.mode ? ` · ${modeLabel(e.mode)}` : ""}` },
  { key: "amount", header: "Amount", align: "end", cell: (e) => <span className={e.type === "credit" ? "amount-in" : "amount-out"}>{`${e.type === "credit" ? "+" : "-"}${formatRupees(e.amount)}`}</span> },
  { key: "tax", header: "GST / TDS", align: "end", cell: (e) => (e.gst ? `GST ${formatRupees(e.gst)}` : e.tds ? `TDS ${formatRupees(e.tds)}` : "–") },
  { key: "status", header: "Status", cell: (e) => <StatusBadge status={e.status} /> },
];

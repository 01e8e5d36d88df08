import type { Db } from "@rummy/db";
import { toBigInt, toDate } from "@rummy/db/ledger/index";
import { assertRefId, tableEscrow } from "./accounts.ts";
import { escrowOperationRows, tableFlowRows, tournamentFlowRows } from "./history-repository.ts";
import { paiseToRupees } from "./money.ts";
import { faceted, type Faceted, type Page } from "./page.ts";

/** SPEC.md's game transaction. "In" is money onto the table, "out" is money back; nAmount is the net for the player. */
export interface GameTransaction {
  _id: string;
  dCreatedDate: string;
  iTableId: string;
  sDescription: string;
  nAmountIn: number;
  nBonusIn: number;
  nAmountOut: number;
  nBonusOut: number;
  nAmount: number;
}

const DESCRIPTIONS: Record<string, string> = {
  "wallet.postBuyIn": "Joined the table",
  "wallet.settle": "Deal settled",
  "wallet.leaveTable": "Left the table",
};

type Row = Record<string, unknown>;

function toTransaction(row: Row, description: string): GameTransaction {
  const inCash = toBigInt(row["cash_in"]);
  const inBonus = toBigInt(row["bonus_in"]);
  const outCash = toBigInt(row["cash_out"]);
  const outBonus = toBigInt(row["bonus_out"]);
  return {
    _id: String(row["id"]),
    dCreatedDate: toDate(row["created_at"]).toISOString(),
    iTableId: String(row["table_id"]),
    sDescription: description,
    nAmountIn: paiseToRupees(inCash),
    nBonusIn: paiseToRupees(inBonus),
    nAmountOut: paiseToRupees(outCash),
    nBonusOut: paiseToRupees(outBonus),
    // The stack's change: buy-ins count in, returns out, settlements by their sign.
    nAmount: paiseToRupees(toBigInt(row["net"])),
  };
}

/** One row per table the player has played cash at, newest first. */
export async function gameTransactions(db: Db, userId: string, page: Page): Promise<Faceted<GameTransaction>> {
  const rows = await tableFlowRows(db, userId, page);
  const total = rows[0] ? Number(rows[0]["total"]) : 0;
  return faceted(rows.map((r) => toTransaction(r, `Table ${String(r["table_id"])}`)), total);
}

/** One row per operation on one table: joining, each settled deal, leaving. */
export async function tableTransactions(db: Db, userId: string, tableId: string, page: Page): Promise<Faceted<GameTransaction>> {
  const escrow = tableEscrow(assertRefId(tableId, "table"), userId, "INR").id;
  const rows = await escrowOperationRows(db, userId, tableId, escrow, page);
  const total = rows[0] ? Number(rows[0]["total"]) : 0;
  return faceted(rows.map((r) => toTransaction(r, DESCRIPTIONS[String(r["kind"])] ?? "Table transaction")), total);
}

/** SPEC.md's tournament transaction: entries as debits, prizes and refunds as credits. */
export interface TournamentTransaction {
  _id: string;
  iTournamentId: string;
  nRound: number | null;
  nPosition: number | null;
  nDebit: number;
  nCredit: number;
  dCreatedDate: string;
}

export async function tournamentTransactions(db: Db, userId: string, page: Page): Promise<Faceted<TournamentTransaction>> {
  const rows = await tournamentFlowRows(db, userId, page);
  const total = rows[0] ? Number(rows[0]["total"]) : 0;
  return faceted(
    rows.map((r) => ({
      _id: String(r["id"]),
      iTournamentId: String(r["tournament_id"]),
      nRound: r["round"] === null || r["round"] === undefined ? null : Number(r["round"]),
      nPosition: r["position"] === null || r["position"] === undefined ? null : Number(r["position"]),
      nDebit: paiseToRupees(toBigInt(r["debit"])),
      nCredit: paiseToRupees(toBigInt(r["credit"])),
      dCreatedDate: toDate(r["created_at"]).toISOString(),
    })),
    total,
  );
}

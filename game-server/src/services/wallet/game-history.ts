import { queryRows, type Db } from "@rummy/db";
import { toBigInt, toDate } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";
import { assertRefId, cashSources, tableEscrow } from "./accounts.ts";
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

function flowColumns(escrow: string | ReturnType<typeof sql.raw>, userId: string) {
  const { deposit, winnings, bonus } = cashSources(userId);
  return sql`coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${escrow} AND t.debit_account_id IN (${deposit.id}, ${winnings.id})), 0) AS cash_in,
    coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${escrow} AND t.debit_account_id = ${bonus.id}), 0) AS bonus_in,
    coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${escrow} AND t.credit_account_id IN (${deposit.id}, ${winnings.id})), 0) AS cash_out,
    coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${escrow} AND t.credit_account_id = ${bonus.id}), 0) AS bonus_out,
    coalesce(sum(CASE WHEN t.credit_account_id = ${escrow} THEN t.amount_paise ELSE -t.amount_paise END), 0) AS net`;
}

/** One row per table the player has played cash at, newest first. */
export async function gameTransactions(db: Db, userId: string, page: Page): Promise<Faceted<GameTransaction>> {
  const escrow = sql.raw("a.id");
  const rows = await queryRows(
    db,
    sql`SELECT a.id, a.ref_id AS table_id, max(t.created_at) AS created_at, ${flowColumns(escrow, userId)}, count(*) OVER () AS total
      FROM ledger_accounts a JOIN ledger_transfers t ON t.debit_account_id = a.id OR t.credit_account_id = a.id
      WHERE a.owner_user_id = ${userId}::uuid AND a.kind = 'table_escrow' AND a.currency = 'INR' AND t.phase IN ('posted', 'post_pending')
      GROUP BY a.id, a.ref_id ORDER BY max(t.created_at) DESC, a.id LIMIT ${page.size} OFFSET ${page.offset}`,
  );
  const total = rows[0] ? Number(rows[0]["total"]) : 0;
  return faceted(rows.map((r) => toTransaction(r, `Table ${String(r["table_id"])}`)), total);
}

/** One row per operation on one table: joining, each settled deal, leaving. */
export async function tableTransactions(db: Db, userId: string, tableId: string, page: Page): Promise<Faceted<GameTransaction>> {
  const escrow = tableEscrow(assertRefId(tableId, "table"), userId, "INR").id;
  const rows = await queryRows(
    db,
    sql`SELECT t.operation_id AS id, ${tableId} AS table_id, o.kind, min(t.created_at) AS created_at, ${flowColumns(escrow, userId)}, count(*) OVER () AS total
      FROM ledger_transfers t JOIN ledger_operations o ON o.id = t.operation_id
      WHERE (t.debit_account_id = ${escrow} OR t.credit_account_id = ${escrow}) AND t.phase IN ('posted', 'post_pending')
      GROUP BY t.operation_id, o.kind ORDER BY min(t.created_at) DESC, t.operation_id LIMIT ${page.size} OFFSET ${page.offset}`,
  );
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
  const { deposit, winnings, bonus } = cashSources(userId);
  const mine = sql`(${deposit.id}, ${winnings.id}, ${bonus.id})`;
  const rows = await queryRows(
    db,
    sql`SELECT *, count(*) OVER () AS total FROM (
        SELECT h.operation_id AS id, h.ref_id AS tournament_id, min(h.created_at) AS created_at, sum(h.amount_paise) AS debit,
               0::bigint AS credit, NULL::int AS round, NULL::int AS position
          FROM ledger_transfers h LEFT JOIN ledger_transfers r ON r.pending_id = h.id
         WHERE h.ref_kind = 'tournament' AND h.phase = 'pending' AND h.debit_account_id IN ${mine} AND (r.id IS NULL OR r.phase = 'post_pending')
         GROUP BY h.operation_id, h.ref_id
        UNION ALL
        SELECT t.id, t.ref_id, t.created_at, 0::bigint, t.amount_paise, (t.metadata ->> 'round')::int, (t.metadata ->> 'position')::int
          FROM ledger_transfers t
         WHERE t.ref_kind = 'tournament' AND t.code IN ('prize', 'refund') AND t.credit_account_id IN ${mine}
      ) x ORDER BY created_at DESC, id LIMIT ${page.size} OFFSET ${page.offset}`,
  );
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

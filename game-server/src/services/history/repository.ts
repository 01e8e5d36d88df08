import { queryRows, type Db } from "@rummy/db";
import { sql } from "drizzle-orm";

/**
 * SQL of the game history: the deals a player sat in, read from `deals` (its `players` map says
 * who played each seat) with the player's money for each deal from the ledger's settlement
 * operation (`settle:<dealId>`, wallet/settle.ts) on the player's table escrow.
 */

/** One deal as the list shows it; money in paise of the table's currency (chips for practice). */
export interface DealHistoryRow {
  readonly dealId: string;
  readonly tableId: string;
  readonly number: number;
  readonly gameType: "practice" | "cash";
  readonly rummyType: string;
  readonly variantId: string;
  readonly pointValuePaise: bigint;
  readonly status: "settled" | "voided";
  readonly seat: number;
  readonly results: unknown;
  readonly startedAt: Date;
  readonly endedAt: Date | null;
  readonly netPaise: bigint;
}

/** A finished deal is listed; one still being played is not (its seed and results are not out). */
const PLAYED_BY = (userId: string) => sql`d.table_id IN (SELECT s.table_id FROM table_seats s WHERE s.user_id = ${userId}::uuid)
  AND d.status IN ('settled', 'voided')
  AND EXISTS (SELECT 1 FROM jsonb_each_text(d.players) p WHERE p.value = ${userId})`;

const toRow = (r: Record<string, unknown>): DealHistoryRow => ({
  dealId: String(r["deal_id"]),
  tableId: String(r["table_id"]),
  number: Number(r["number"]),
  gameType: r["game_type"] === "cash" ? "cash" : "practice",
  rummyType: String(r["rummy_type"]),
  variantId: String(r["variant_id"]),
  pointValuePaise: BigInt(String(r["point_value_paise"] ?? 0)),
  status: r["status"] === "voided" ? "voided" : "settled",
  seat: Number(r["seat"]),
  results: r["results"] ?? null,
  startedAt: new Date(String(r["started_at"])),
  endedAt: r["settled_at"] ? new Date(String(r["settled_at"])) : null,
  netPaise: BigInt(String(r["net_paise"] ?? 0)),
});

const SELECT = (userId: string) => sql`SELECT d.id AS deal_id, d.table_id, d.number, d.status, d.results, d.started_at, d.settled_at,
    g.game_type, g.rummy_type, g.variant_id, g.point_value_paise,
    (SELECT p.key::int FROM jsonb_each_text(d.players) p WHERE p.value = ${userId} LIMIT 1) AS seat,
    (SELECT coalesce(sum(CASE WHEN t.credit_account_id = e.id THEN t.amount_paise ELSE -t.amount_paise END), 0)
       FROM ledger_transfers t,
            (SELECT 't:' || d.table_id || ':' || ${userId} || ':' || CASE g.game_type WHEN 'practice' THEN 'PRACTICE' ELSE 'INR' END AS id) e
      WHERE t.operation_id = 'settle:' || d.id AND t.phase IN ('posted', 'post_pending')
        AND (t.credit_account_id = e.id OR t.debit_account_id = e.id)) AS net_paise
  FROM deals d JOIN game_tables g ON g.id = d.table_id`;

/** The player's finished deals, newest first, and how many there are in all. */
export async function dealsPlayedBy(db: Db, userId: string, page: { size: number; offset: number }): Promise<{ rows: DealHistoryRow[]; total: number }> {
  const rows = await queryRows(
    db,
    sql`SELECT x.*, count(*) OVER () AS total FROM (${SELECT(userId)} WHERE ${PLAYED_BY(userId)}) x
      ORDER BY x.started_at DESC, x.deal_id LIMIT ${page.size} OFFSET ${page.offset}`,
  );
  return { rows: rows.map(toRow), total: rows[0] ? Number(rows[0]["total"]) : 0 };
}

/** One finished deal the player sat in, or undefined (not theirs, not finished, or no such deal). */
export async function dealPlayedBy(db: Db, userId: string, dealId: string): Promise<DealHistoryRow | undefined> {
  const rows = await queryRows(db, sql`${SELECT(userId)} WHERE d.id = ${dealId}::uuid AND ${PLAYED_BY(userId)}`);
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** Who sat in each seat when the deal started (the seat rows of the table at that moment). */
export async function seatNamesAt(db: Db, tableId: string, at: Date): Promise<Map<number, { name: string; isBot: boolean }>> {
  const rows = await queryRows(
    db,
    sql`SELECT DISTINCT ON (seat) seat, name, is_bot FROM table_seats
      WHERE table_id = ${tableId}::uuid AND joined_at <= ${at.toISOString()}::timestamptz
      ORDER BY seat, joined_at DESC`,
  );
  return new Map(rows.map((r) => [Number(r["seat"]), { name: String(r["name"]), isBot: r["is_bot"] === true }]));
}

import { queryRows, type Db } from "@rummy/db";
import { decode, toBigInt, toDate } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";
import { assertUserId } from "./accounts.ts";
import { paiseToRupees } from "./money.ts";
import { faceted, type Faceted, type Page } from "./page.ts";

/** SPEC.md's passbook entry, plus nGst / nTds where they apply and a description. */
export interface PassbookEntry {
  _id: string;
  eType: "credit" | "debit";
  nAmount: number;
  eStatus: "success" | "pending" | "failed" | "reversed";
  eMode: string;
  dCreatedDate: string;
  sDescription: string;
  nGst?: number;
  nTds?: number;
}

/** Money in and out of the wallet (games have their own lists): what the passbook's tabs show. */
const KINDS = {
  credit: ["wallet.deposit", "wallet.grantBonus"],
  debit: ["wallet.withdrawal", "wallet.reverseDeposit", "wallet.yearEndTds"],
} as const;

const STATUS = sql.raw(`CASE WHEN o.kind <> 'wallet.withdrawal' THEN 'success' ELSE (
    SELECT CASE WHEN r.id IS NULL THEN 'pending'
                WHEN r.phase <> 'post_pending' THEN 'failed'
                WHEN EXISTS (SELECT 1 FROM ledger_transfers rv WHERE rv.reverses_id = r.id) THEN 'reversed'
                ELSE 'success' END
      FROM ledger_transfers h LEFT JOIN ledger_transfers r ON r.pending_id = h.id WHERE h.id = o.id || ':payout') END`);

type Row = { id: string; kind: string; request: unknown; result: unknown; created_at: unknown; status: string; total: unknown };

export async function passbook(db: Db, userId: string, page: Page, eType?: "credit" | "debit"): Promise<Faceted<PassbookEntry>> {
  const kinds = eType ? KINDS[eType] : [...KINDS.credit, ...KINDS.debit];
  const rows = await queryRows<Row>(
    db,
    sql`SELECT o.id, o.kind, o.request, o.result, o.created_at, ${STATUS} AS status, count(*) OVER () AS total
      FROM ledger_operations o
      WHERE o.user_id = ${assertUserId(userId)}::uuid AND o.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
        AND NOT (o.kind = 'wallet.yearEndTds' AND (o.result -> 'tdsPaise' ->> '$bigint') = '0')
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${page.size} OFFSET ${page.offset}`,
  );
  const total = rows[0] ? Number(rows[0].total) : await countOnly(db, userId, kinds);
  return faceted(rows.map(toEntry), total);
}

async function countOnly(db: Db, userId: string, kinds: readonly string[]): Promise<number> {
  const rows = await queryRows(
    db,
    sql`SELECT count(*) AS n FROM ledger_operations o WHERE o.user_id = ${userId}::uuid AND o.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
      AND NOT (o.kind = 'wallet.yearEndTds' AND (o.result -> 'tdsPaise' ->> '$bigint') = '0')`,
  );
  return Number(rows[0]?.["n"] ?? 0);
}

function json(value: unknown): Record<string, unknown> {
  return decode<Record<string, unknown>>(typeof value === "string" ? JSON.parse(value) : value);
}

function toEntry(row: Row): PassbookEntry {
  const request = json(row.request);
  const result = json(row.result);
  const base = { _id: row.id, eStatus: row.status as PassbookEntry["eStatus"], dCreatedDate: toDate(row.created_at).toISOString() };
  switch (row.kind) {
    case "wallet.deposit":
      return { ...base, eType: "credit", nAmount: paiseToRupees(toBigInt(request["amountPaise"])), eMode: String(request["mode"] ?? "deposit"), sDescription: "Deposit", nGst: paiseToRupees(toBigInt(result["gstPaise"])) };
    case "wallet.grantBonus":
      return { ...base, eType: "credit", nAmount: paiseToRupees(toBigInt(request["amountPaise"])), eMode: "bonus", sDescription: `Bonus (${String(request["source"])})` };
    case "wallet.withdrawal":
      return { ...base, eType: "debit", nAmount: paiseToRupees(toBigInt(request["amountPaise"])), eMode: String(request["method"] ?? "withdrawal"), sDescription: "Withdrawal", nTds: paiseToRupees(toBigInt(result["tdsPaise"])) };
    case "wallet.reverseDeposit":
      return { ...base, eType: "debit", nAmount: paiseToRupees(toBigInt(result["reversedPaise"])), eMode: "refund", sDescription: "Deposit reversed" };
    default:
      return { ...base, eType: "debit", nAmount: paiseToRupees(toBigInt(result["tdsPaise"])), eMode: "tds", sDescription: "TDS at financial year end", nTds: paiseToRupees(toBigInt(result["tdsPaise"])) };
  }
}

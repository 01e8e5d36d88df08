import { queryRows, type Db } from "@rummy/db";
import { decode, toBigInt, toDate } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";
import { DEPOSIT_MODES } from "../deposits/complete.ts";
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

type Row = {
  id: string;
  kind: string;
  request: unknown;
  result: unknown;
  created_at: unknown;
  status: string;
  total: unknown;
  amount_paise: unknown;
  channel: string | null;
  failure_reason: string | null;
};

/** Passbook rows that are ledger operations: money that moved, or a withdrawal's hold. */
function ledgerRows(userId: string, kinds: readonly string[]) {
  return sql`SELECT o.id, o.kind, o.request, o.result, o.created_at, ${STATUS} AS status,
        NULL::bigint AS amount_paise, NULL::text AS channel, NULL::text AS failure_reason
      FROM ledger_operations o
      WHERE o.user_id = ${userId}::uuid AND o.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
        AND NOT (o.kind = 'wallet.yearEndTds' AND (o.result -> 'tdsPaise' ->> '$bigint') = '0')`;
}

/**
 * Deposits the ledger has not credited: still awaiting the payment, or failed. Each has the id its
 * credit will have (`deposit:<id>`), and drops out of this list the moment the credit exists, so a
 * deposit shows once whatever its status (also between the credit and the status update).
 */
function unsettledDeposits(userId: string) {
  return sql`SELECT 'deposit:' || d.id AS id, 'deposit.unsettled' AS kind, NULL::jsonb AS request, NULL::jsonb AS result,
        d.created_at, d.status, d.amount_paise, d.channel, d.failure_reason
      FROM deposits d
      WHERE d.user_id = ${userId}::uuid AND d.status <> 'success'
        AND NOT EXISTS (SELECT 1 FROM ledger_operations c WHERE c.id = 'deposit:' || d.id)`;
}

/**
 * The passbook: every deposit (pending, failed or credited), bonus, withdrawal (pending, paid,
 * failed or reversed), deposit reversal and year-end TDS, newest first, one page of it.
 */
export async function passbook(db: Db, userId: string, page: Page, eType?: "credit" | "debit"): Promise<Faceted<PassbookEntry>> {
  const user = assertUserId(userId);
  const kinds = eType ? KINDS[eType] : [...KINDS.credit, ...KINDS.debit];
  const entries = eType === "debit" ? ledgerRows(user, kinds) : sql`${ledgerRows(user, kinds)} UNION ALL ${unsettledDeposits(user)}`;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT e.*, count(*) OVER () AS total FROM (${entries}) e
      ORDER BY e.created_at DESC, e.id DESC LIMIT ${page.size} OFFSET ${page.offset}`,
  );
  const total = rows[0] ? Number(rows[0].total) : await countOnly(db, entries);
  return faceted(rows.map(toEntry), total);
}

/** A page past the end has no rows to carry the count: count on its own. */
async function countOnly(db: Db, entries: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows(db, sql`SELECT count(*) AS n FROM (${entries}) e`);
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
    case "deposit.unsettled":
      return {
        ...base,
        eType: "credit",
        nAmount: paiseToRupees(toBigInt(row.amount_paise)),
        eMode: DEPOSIT_MODES[row.channel as keyof typeof DEPOSIT_MODES] ?? "deposit",
        sDescription: row.status === "failed" && row.failure_reason ? `Deposit failed: ${row.failure_reason}` : "Deposit",
      };
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

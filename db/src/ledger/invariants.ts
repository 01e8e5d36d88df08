import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { queryRows } from "../rows.ts";

/** The operator's file is the single source of the invariants: tests, the bench and the CLI run it. */
export const CHECK_LEDGER_SQL_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "../../admin/check-ledger.sql");

export interface LedgerViolation {
  readonly violation: "currency_not_zero" | "negative_balance" | "balance_drift" | "currency_mismatch" | "orphan_transfer" | "hold_outlived";
  readonly subject: string;
  readonly detail: string;
}

let cachedSql: string | undefined;

function checkSql(): string {
  cachedSql ??= readFileSync(CHECK_LEDGER_SQL_PATH, "utf8")
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n")
    .trim()
    .replace(/;$/, "");
  return cachedSql;
}

/** Every invariant violation in the ledger; an empty list is a healthy ledger. */
export async function checkLedger(db: Db): Promise<LedgerViolation[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql.raw(checkSql()));
  return rows.map((r) => ({ violation: String(r["violation"]) as LedgerViolation["violation"], subject: String(r["subject"]), detail: String(r["detail"]) }));
}

import { queryRows, type Db } from "@rummy/db";
import { toBigInt } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";

/** Posted money that went from `sourceId` into `sinkId`, less what has come back: a seat's provenance. */
export async function netFlow(db: Db, sourceId: string, sinkId: string): Promise<bigint> {
  const rows = await queryRows(
    db,
    sql`SELECT coalesce(sum(CASE WHEN credit_account_id = ${sinkId} THEN amount_paise ELSE -amount_paise END), 0) AS net
      FROM ledger_transfers
      WHERE ((debit_account_id = ${sourceId} AND credit_account_id = ${sinkId}) OR (debit_account_id = ${sinkId} AND credit_account_id = ${sourceId}))
        AND phase IN ('posted', 'post_pending')`,
  );
  return toBigInt(rows[0]?.["net"]);
}

import { queryRows, type Db } from "@rummy/db";
import { toBigInt } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";
import { playerAccount } from "./accounts.ts";

/** SPEC.md's oBonus in paise: instant (IB) and locked (LB) bonus, granted and used. */
export interface BonusSummary {
  readonly totalInstantPaise: bigint;
  readonly usedInstantPaise: bigint;
  readonly totalLockedPaise: bigint;
  readonly usedLockedPaise: bigint;
}

/**
 * Granted is every bonus credit to the bucket. Instant bonus "used" is what left the bucket for
 * good: granted − expired − what it still holds (money on a pending hold is not used yet).
 * Locked bonus "used" is what has been released into cash.
 */
export async function bonusSummary(db: Db, userId: string): Promise<BonusSummary> {
  const instant = playerAccount(userId, "bonus_instant").id;
  const locked = playerAccount(userId, "bonus_locked").id;
  const rows = await queryRows(
    db,
    sql`SELECT
      coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${instant} AND t.code = 'bonus'), 0) AS granted_ib,
      coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${instant} AND t.code = 'bonus_expiry'), 0) AS expired_ib,
      coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${instant}), 0)
        - coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${instant}), 0) AS balance_ib,
      coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${locked} AND t.code = 'bonus'), 0) AS granted_lb,
      coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${locked} AND t.code = 'bonus_release'), 0) AS released_lb
    FROM ledger_transfers t
    WHERE (t.credit_account_id IN (${instant}, ${locked}) OR t.debit_account_id IN (${instant}, ${locked}))
      AND t.phase IN ('posted', 'post_pending')`,
  );
  const row = rows[0] ?? {};
  const grantedIb = toBigInt(row["granted_ib"]);
  const used = grantedIb - toBigInt(row["expired_ib"]) - toBigInt(row["balance_ib"]);
  return {
    totalInstantPaise: grantedIb,
    usedInstantPaise: used > 0n ? used : 0n,
    totalLockedPaise: toBigInt(row["granted_lb"]),
    usedLockedPaise: toBigInt(row["released_lb"]),
  };
}

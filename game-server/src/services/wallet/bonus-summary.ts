import type { Db } from "@rummy/db";
import { toBigInt } from "@rummy/db/ledger/index";
import { playerAccount } from "./accounts.ts";
import { bonusTotalsRow } from "./repository.ts";

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
  const row = (await bonusTotalsRow(db, instant, locked)) ?? {};
  const grantedIb = toBigInt(row["granted_ib"]);
  const used = grantedIb - toBigInt(row["expired_ib"]) - toBigInt(row["balance_ib"]);
  return {
    totalInstantPaise: grantedIb,
    usedInstantPaise: used > 0n ? used : 0n,
    totalLockedPaise: toBigInt(row["granted_lb"]),
    usedLockedPaise: toBigInt(row["released_lb"]),
  };
}

import type { Db } from "@rummy/db";
import { toBigInt, toDate } from "@rummy/db/ledger/index";
import { playerAccount } from "./accounts.ts";
import { bonusSummary } from "./bonus-summary.ts";
import { paiseToRupees } from "./money.ts";
import { faceted, type Faceted, type Page } from "./page.ts";
import { bonusGrantRows } from "./repository.ts";

/** SPEC.md's referral bonus row. */
export interface ReferralBonus {
  _id: string;
  oReferredUser: { sUserName: string };
  nBonus: number;
  nUsed: number;
  dCreatedDate: string;
}

/** Grants are looked at up to this many per player (a limit on everything). */
const MAX_GRANTS = 2_000;

/**
 * Referral bonuses with how much of each has been used. Use is attributed to grants the way it is
 * spent: soonest-expiring first (never-expiring last, then oldest), across every instant grant.
 */
export async function referralBonuses(db: Db, userId: string, page: Page): Promise<Faceted<ReferralBonus>> {
  const instant = playerAccount(userId, "bonus_instant").id;
  const grants = await bonusGrantRows(db, instant, MAX_GRANTS);
  let unallocated = (await bonusSummary(db, userId)).usedInstantPaise;
  const rows: ReferralBonus[] = [];
  for (const grant of grants) {
    const amount = toBigInt(grant["amount_paise"]);
    const used = unallocated < amount ? unallocated : amount;
    unallocated -= used;
    const metadata = (typeof grant["metadata"] === "string" ? JSON.parse(grant["metadata"]) : grant["metadata"]) as Record<string, unknown> | null;
    if (metadata?.["source"] !== "referral") continue;
    rows.push({
      _id: String(grant["id"]),
      oReferredUser: { sUserName: String(metadata["referredUserName"] ?? "") },
      nBonus: paiseToRupees(amount),
      nUsed: paiseToRupees(used),
      dCreatedDate: toDate(grant["created_at"]).toISOString(),
    });
  }
  rows.sort((a, b) => (a.dCreatedDate < b.dCreatedDate ? 1 : -1));
  return faceted(rows.slice(page.offset, page.offset + page.size), rows.length);
}

import { kycProfiles } from "@rummy/db/schema/index";
import { eq } from "drizzle-orm";
import type { Db } from "@rummy/db";

/**
 * What KYC allows (SPEC.md section 1: deposits need basic KYC, withdrawals full KYC). `basic`
 * is a verified PAN; `full` is approved KYC (PAN and Aadhaar, names matching or operator-approved).
 */
export type KycLevel = "none" | "basic" | "full";

export async function kycLevel(db: Db, userId: string): Promise<KycLevel> {
  const [row] = await db
    .select({ state: kycProfiles.state, panVerifiedAt: kycProfiles.panVerifiedAt, suspendedAt: kycProfiles.suspendedAt })
    .from(kycProfiles)
    .where(eq(kycProfiles.userId, userId))
    .limit(1);
  if (!row) return "none";
  if (row.state === "approved") return "full";
  return row.panVerifiedAt && !row.suspendedAt ? "basic" : "none";
}

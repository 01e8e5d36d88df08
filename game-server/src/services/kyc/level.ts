import type { Db } from "@rummy/db";
import { findLevelFields } from "./repository.ts";

/**
 * What KYC allows (SPEC.md section 1: deposits need basic KYC, withdrawals full KYC). `basic`
 * is a verified PAN; `full` is approved KYC (PAN and Aadhaar, names matching or operator-approved).
 */
export type KycLevel = "none" | "basic" | "full";

export async function kycLevel(db: Db, userId: string): Promise<KycLevel> {
  const row = await findLevelFields(db, userId);
  if (!row) return "none";
  if (row.state === "approved") return "full";
  return row.panVerifiedAt && !row.suspendedAt ? "basic" : "none";
}

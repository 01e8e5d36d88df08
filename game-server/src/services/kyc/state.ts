import { kycProfiles, kycRequests } from "@rummy/db/schema/index";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@rummy/db";
import { namesMatch } from "../profile/bank.ts";
import { kycRefusal } from "./errors.ts";

/** SPEC.md section 9: at most 2 failed attempts, then KYC waits for manual verification. */
export const MAX_FAILED_ATTEMPTS = 2;

export type KycProfile = typeof kycProfiles.$inferSelect;

/**
 * The player's KYC row, created empty on first use. Provider calls happen outside any
 * transaction; every state change afterwards is a single atomic UPDATE.
 */
export async function kycProfileOf(db: Db, userId: string): Promise<KycProfile> {
  await db.insert(kycProfiles).values({ userId }).onConflictDoNothing({ target: kycProfiles.userId });
  const [row] = await db.select().from(kycProfiles).where(eq(kycProfiles.userId, userId)).limit(1);
  if (!row) throw new Error("kyc profile vanished");
  return row;
}

/** Refuses any new submission while KYC is suspended or already approved. */
export function assertCanSubmit(profile: KycProfile): void {
  if (profile.suspendedAt) {
    throw kycRefusal("kyc/suspended");
  }
  if (profile.state === "approved") throw kycRefusal("kyc/approved");
}

/**
 * A provider said no: `rejected` with the reason (resubmission allowed), or after the second
 * failure `pending` with the suspension mark, waiting for an operator (db/admin/kyc.sql).
 */
export async function recordFailure(db: Db, userId: string, reason: string): Promise<KycProfile> {
  const [row] = await db
    .update(kycProfiles)
    .set({
      failedAttempts: sql`${kycProfiles.failedAttempts} + 1`,
      state: sql`case when ${kycProfiles.failedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then 'pending' else 'rejected' end`,
      suspendedAt: sql`case when ${kycProfiles.failedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then now() else null end`,
      rejectReason: reason,
      updatedAt: sql`now()`,
    })
    .where(eq(kycProfiles.userId, userId))
    .returning();
  if (!row) throw new Error("kyc profile vanished");
  return row;
}

/**
 * After a successful check: both documents verified with the same name is `approved` (automatic
 * verification); anything less is `pending` (the other document, or an operator, is awaited).
 */
export async function settleAfterSuccess(db: Db, userId: string): Promise<KycProfile> {
  const [profile] = await db.select().from(kycProfiles).where(eq(kycProfiles.userId, userId)).limit(1);
  if (!profile) throw new Error("kyc profile vanished");
  const both = Boolean(profile.panVerifiedAt && profile.aadhaarVerifiedAt);
  const sameName = both && namesMatch(profile.panName ?? "", profile.aadhaarName ?? "");
  const state = both && sameName ? "approved" : "pending";
  const rejectReason = both && !sameName ? "The names on PAN and Aadhaar differ. Waiting for manual verification." : "";
  const [row] = await db
    .update(kycProfiles)
    .set({ state, rejectReason, updatedAt: sql`now()`, ...(state === "approved" ? { failedAttempts: 0, reviewedBy: "auto" } : {}) })
    .where(eq(kycProfiles.userId, userId))
    .returning();
  return row ?? profile;
}

/** Every provider call is recorded: ownership of `request_id`s and the operator's audit trail. */
export async function recordRequest(
  db: Db,
  entry: { userId: string; kind: "pan" | "aadhaar_otp" | "digilocker"; providerRequestId: string; status: "started" | "succeeded" | "failed"; reason?: string; aadhaarLast4?: string },
): Promise<void> {
  await db.insert(kycRequests).values({
    userId: entry.userId,
    kind: entry.kind,
    providerRequestId: entry.providerRequestId,
    status: entry.status,
    reason: entry.reason ?? "",
    aadhaarLast4: entry.aadhaarLast4 ?? null,
    ...(entry.status !== "started" ? { completedAt: new Date() } : {}),
  });
}

/** The player's own open request with this provider id, or a 404 (another player's id included). */
export async function ownRequest(db: Db, userId: string, kind: "aadhaar_otp" | "digilocker", providerRequestId: string) {
  const [row] = await db
    .select()
    .from(kycRequests)
    .where(and(eq(kycRequests.userId, userId), eq(kycRequests.kind, kind), eq(kycRequests.providerRequestId, providerRequestId)))
    .limit(1);
  if (!row) throw kycRefusal("kyc/request_not_found");
  if (row.status !== "started") throw kycRefusal("kyc/request_done");
  return row;
}

export async function completeRequest(db: Db, id: string, status: "succeeded" | "failed", reason = "", aadhaarLast4?: string): Promise<void> {
  await db
    .update(kycRequests)
    .set({ status, reason, completedAt: sql`now()`, ...(aadhaarLast4 ? { aadhaarLast4 } : {}) })
    .where(eq(kycRequests.id, id));
}

import type { Db } from "@rummy/db";
import { namesMatch } from "../profile/bank.ts";
import { kycRefusal } from "./errors.ts";
import * as repo from "./repository.ts";
import type { KycProfile } from "./repository.ts";

export type { KycProfile } from "./repository.ts";

/** SPEC.md section 9: at most 2 failed attempts, then KYC waits for manual verification. */
export const MAX_FAILED_ATTEMPTS = 2;

/**
 * The player's KYC row, created empty on first use. Provider calls happen outside any
 * transaction; every state change afterwards is a single atomic UPDATE.
 */
export async function kycProfileOf(db: Db, userId: string): Promise<KycProfile> {
  const row = await repo.ensureProfile(db, userId);
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
  const row = await repo.addFailure(db, userId, reason, MAX_FAILED_ATTEMPTS);
  if (!row) throw new Error("kyc profile vanished");
  return row;
}

/**
 * After a successful check: both documents verified with the same name is `approved` (automatic
 * verification); anything less is `pending` (the other document, or an operator, is awaited).
 */
export async function settleAfterSuccess(db: Db, userId: string): Promise<KycProfile> {
  const profile = await repo.findProfile(db, userId);
  if (!profile) throw new Error("kyc profile vanished");
  const both = Boolean(profile.panVerifiedAt && profile.aadhaarVerifiedAt);
  const sameName = both && namesMatch(profile.panName ?? "", profile.aadhaarName ?? "");
  const state = both && sameName ? "approved" : "pending";
  const rejectReason = both && !sameName ? "The names on PAN and Aadhaar differ. Waiting for manual verification." : "";
  const row = await repo.updateState(db, userId, state, rejectReason);
  return row ?? profile;
}

/** Every provider call is recorded: ownership of `request_id`s and the operator's audit trail. */
export async function recordRequest(
  db: Db,
  entry: { userId: string; kind: "pan" | "aadhaar_otp" | "digilocker"; providerRequestId: string; status: "started" | "succeeded" | "failed"; reason?: string; aadhaarLast4?: string },
): Promise<void> {
  await repo.insertRequest(db, {
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
  const row = await repo.findRequest(db, userId, kind, providerRequestId);
  if (!row) throw kycRefusal("kyc/request_not_found");
  if (row.status !== "started") throw kycRefusal("kyc/request_done");
  return row;
}

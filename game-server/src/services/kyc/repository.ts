import { kycProfiles, kycRequests, users } from "@rummy/db/schema/index";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "@rummy/db";

/** The KYC module's SQL: the player's profile row (`kyc_profiles`) and each provider call (`kyc_requests`). */

export type KycProfile = typeof kycProfiles.$inferSelect;
export type KycRequest = typeof kycRequests.$inferSelect;
export type KycRequestKind = "pan" | "aadhaar_otp" | "digilocker";

/** Creates the player's empty profile row unless it exists, then reads it. */
export async function ensureProfile(db: Db, userId: string): Promise<KycProfile | undefined> {
  await db.insert(kycProfiles).values({ userId }).onConflictDoNothing({ target: kycProfiles.userId });
  const [row] = await db.select().from(kycProfiles).where(eq(kycProfiles.userId, userId)).limit(1);
  return row;
}

export async function findProfile(db: Db, userId: string): Promise<KycProfile | undefined> {
  const [row] = await db.select().from(kycProfiles).where(eq(kycProfiles.userId, userId)).limit(1);
  return row;
}

/** The fields the KYC level is read from. */
export async function findLevelFields(db: Db, userId: string) {
  const [row] = await db
    .select({ state: kycProfiles.state, panVerifiedAt: kycProfiles.panVerifiedAt, suspendedAt: kycProfiles.suspendedAt })
    .from(kycProfiles)
    .where(eq(kycProfiles.userId, userId))
    .limit(1);
  return row;
}

/**
 * One failed attempt more, in one atomic UPDATE: `rejected` with the reason, or from the
 * `maxFailedAttempts`-th failure `pending` with the suspension mark.
 */
export async function addFailure(db: Db, userId: string, reason: string, maxFailedAttempts: number): Promise<KycProfile | undefined> {
  const [row] = await db
    .update(kycProfiles)
    .set({
      failedAttempts: sql`${kycProfiles.failedAttempts} + 1`,
      state: sql`case when ${kycProfiles.failedAttempts} + 1 >= ${maxFailedAttempts} then 'pending' else 'rejected' end`,
      suspendedAt: sql`case when ${kycProfiles.failedAttempts} + 1 >= ${maxFailedAttempts} then now() else null end`,
      rejectReason: reason,
      updatedAt: sql`now()`,
    })
    .where(eq(kycProfiles.userId, userId))
    .returning();
  return row;
}

/** Writes the state decided after a successful check (an approval also clears the failures). */
export async function updateState(db: Db, userId: string, state: "approved" | "pending", rejectReason: string): Promise<KycProfile | undefined> {
  const [row] = await db
    .update(kycProfiles)
    .set({ state, rejectReason, updatedAt: sql`now()`, ...(state === "approved" ? { failedAttempts: 0, reviewedBy: "auto" } : {}) })
    .where(eq(kycProfiles.userId, userId))
    .returning();
  return row;
}

/** Another player's verified profile holding this PAN, if any. */
export async function findOtherVerifiedPanHolder(db: Db, pan: string, userId: string): Promise<{ userId: string } | undefined> {
  const [other] = await db
    .select({ userId: kycProfiles.userId })
    .from(kycProfiles)
    .where(and(eq(kycProfiles.panNumber, pan), ne(kycProfiles.userId, userId), isNotNull(kycProfiles.panVerifiedAt)))
    .limit(1);
  return other;
}

/** The verified PAN on the profile, and the date of birth into the user row when `dob` is given. */
export async function markPanVerified(db: Db, userId: string, pan: string, nameOnPan: string, dob: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(kycProfiles)
      .set({ panNumber: pan, panName: nameOnPan, panVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(kycProfiles.userId, userId));
    if (dob !== undefined) await tx.update(users).set({ dob, updatedAt: sql`now()` }).where(eq(users.id, userId));
  });
}

export async function markAadhaarVerified(db: Db, userId: string, name: string, last4: string): Promise<void> {
  await db
    .update(kycProfiles)
    .set({ aadhaarLast4: last4, aadhaarName: name, aadhaarVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(kycProfiles.userId, userId));
}

export async function insertRequest(
  db: Db,
  entry: { userId: string; kind: KycRequestKind; providerRequestId: string; status: "started" | "succeeded" | "failed"; reason: string; aadhaarLast4: string | null; completedAt?: Date },
): Promise<void> {
  await db.insert(kycRequests).values({
    userId: entry.userId,
    kind: entry.kind,
    providerRequestId: entry.providerRequestId,
    status: entry.status,
    reason: entry.reason,
    aadhaarLast4: entry.aadhaarLast4,
    ...(entry.completedAt ? { completedAt: entry.completedAt } : {}),
  });
}

export async function findRequest(db: Db, userId: string, kind: KycRequestKind, providerRequestId: string): Promise<KycRequest | undefined> {
  const [row] = await db
    .select()
    .from(kycRequests)
    .where(and(eq(kycRequests.userId, userId), eq(kycRequests.kind, kind), eq(kycRequests.providerRequestId, providerRequestId)))
    .limit(1);
  return row;
}

export async function completeRequest(db: Db, id: string, status: "succeeded" | "failed", reason = "", aadhaarLast4?: string): Promise<void> {
  await db
    .update(kycRequests)
    .set({ status, reason, completedAt: sql`now()`, ...(aadhaarLast4 ? { aadhaarLast4 } : {}) })
    .where(eq(kycRequests.id, id));
}

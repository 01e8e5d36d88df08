import type { Db } from "@rummy/db";
import { bankAccounts, kycProfiles, ledgerAccounts, payoutVpas, sessions, settings, users } from "@rummy/db/schema/index";
import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { liveSessionCondition, SESSION_TIME_PLACEHOLDERS, sessionTimeParams, type SessionTimes } from "../auth/repository.ts";

/**
 * The profile module's SQL: the profile read (account, KYC, bank and the ledger fingerprint in one
 * statement), bank details, verified UPI ids (`payout_vpas`), the agent id and the settings rows.
 */

// ---- the profile read

/** The SQL expression of a player's ledger fingerprint (`userIdColumn` is the player's id). */
export function ledgerFingerprint(userIdColumn: AnyPgColumn): SQL<string> {
  return sql<string>`(select coalesce(string_agg(${ledgerAccounts.id} || ':' || ${ledgerAccounts.creditsPostedPaise} || ':' || ${ledgerAccounts.debitsPostedPaise} || ':' || ${ledgerAccounts.creditsPendingPaise} || ':' || ${ledgerAccounts.debitsPendingPaise}, ',' order by ${ledgerAccounts.id}), '') from ${ledgerAccounts} where ${ledgerAccounts.ownerUserId} = ${userIdColumn})`;
}

const columns = {
  user: {
    id: users.id,
    userName: users.userName,
    fullName: users.fullName,
    email: users.email,
    mobile: users.mobile,
    dob: users.dob,
    gender: users.gender,
    language: users.language,
    isEmailVerified: users.isEmailVerified,
    isMobileVerified: users.isMobileVerified,
    avatar: users.avatar,
    addressLine1: users.addressLine1,
    addressLine2: users.addressLine2,
    landMark: users.landMark,
    city: users.city,
    state: users.state,
    pinCode: users.pinCode,
    referralCode: users.referralCode,
    agentId: users.agentId,
    createdAt: users.createdAt,
  },
  kyc: kycProfiles,
  bank: bankAccounts,
  ledger: ledgerFingerprint(users.id),
};

export type ProfileRow = {
  user: { [K in keyof typeof columns.user]: (typeof users.$inferSelect)[K] };
  kyc: typeof kycProfiles.$inferSelect | null;
  bank: typeof bankAccounts.$inferSelect | null;
  /** The player's ledger fingerprint (balance-cache.ts). */
  ledger: string;
};

/** The account with its KYC and bank rows and ledger fingerprint, by user id. */
export async function findProfileRow(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(kycProfiles, eq(kycProfiles.userId, users.id))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

function profileBySessionQuery(db: Db) {
  return db
    .select({ ...columns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(kycProfiles, eq(kycProfiles.userId, users.id))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
    .where(liveSessionCondition({ sid: sql.placeholder("sid"), sub: sql.placeholder("sub") }, SESSION_TIME_PLACEHOLDERS))
    .limit(1)
    .prepare("profile_by_token");
}

/** Built once per database (GET /profile is the busiest call). */
const sessionQueries = new WeakMap<Db, ReturnType<typeof profileBySessionQuery>>();

/** The same row for a live session's claims (the session's `lastSeenAt` besides), in one prepared statement. */
export async function findProfileRowForSession(
  db: Db,
  claims: { sid: string; sub: string },
  at: SessionTimes,
): Promise<(ProfileRow & { lastSeenAt: Date }) | undefined> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = profileBySessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sid: claims.sid, sub: claims.sub, ...sessionTimeParams(at) });
  return row;
}

// ---- account fields

/** Sets the agent id unless one is set; false when it was. */
export async function setAgentIdOnce(db: Db, userId: string, agentId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ agentId, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.agentId)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export type ProfileFields = Partial<
  Pick<
    typeof users.$inferInsert,
    "userName" | "fullName" | "dob" | "addressLine1" | "addressLine2" | "landMark" | "city" | "state" | "pinCode" | "email" | "isEmailVerified" | "language"
  >
>;

/** Writes profile fields; a unique violation (user name, e-mail) is thrown as PostgreSQL raised it. */
export async function updateProfileFields(db: Db, userId: string, set: ProfileFields): Promise<void> {
  await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The KYC state and verified PAN name the profile rules look at. */
export async function findKycFacts(db: Db, userId: string) {
  const [kyc] = await db
    .select({ state: kycProfiles.state, panName: kycProfiles.panName, panVerifiedAt: kycProfiles.panVerifiedAt })
    .from(kycProfiles)
    .where(eq(kycProfiles.userId, userId))
    .limit(1);
  return kyc;
}

// ---- bank details

export async function hasBankAccount(db: Db, userId: string): Promise<boolean> {
  const [existing] = await db.select({ userId: bankAccounts.userId }).from(bankAccounts).where(eq(bankAccounts.userId, userId)).limit(1);
  return existing !== undefined;
}

/** Inserts the bank details unless the player has some; false when they had. */
export async function insertBankAccountOnce(
  db: Db,
  userId: string,
  details: { bankName: string; ifsc: string; accountHolderName: string; accountNo: string },
): Promise<boolean> {
  const inserted = await db
    .insert(bankAccounts)
    .values({ userId, ...details })
    .onConflictDoNothing({ target: bankAccounts.userId })
    .returning({ userId: bankAccounts.userId });
  return inserted.length > 0;
}

// ---- verified UPI ids

export type VpaRow = typeof payoutVpas.$inferSelect;

/** True when another player holds this VPA as a verified (name-matching) destination. */
export async function vpaHeldByOther(db: Db, userId: string, vpa: string): Promise<boolean> {
  const [other] = await db
    .select({ userId: payoutVpas.userId })
    .from(payoutVpas)
    .where(and(eq(payoutVpas.vpa, vpa), eq(payoutVpas.nameMatchesPan, true), ne(payoutVpas.userId, userId)))
    .limit(1);
  return Boolean(other);
}

/** The provider's latest answer for this player's VPA, in one statement (insert or replace). */
export async function upsertVpa(
  db: Db,
  values: { userId: string; vpa: string; registeredName: string; nameMatchesPan: boolean; provider: string },
): Promise<VpaRow | undefined> {
  const [row] = await db
    .insert(payoutVpas)
    .values(values)
    .onConflictDoUpdate({
      target: [payoutVpas.userId, payoutVpas.vpa],
      set: { registeredName: values.registeredName, nameMatchesPan: values.nameMatchesPan, provider: values.provider, verifiedAt: sql`now()` },
    })
    .returning();
  return row;
}

/** The player's name-matching VPAs, newest first. */
export async function verifiedVpas(db: Db, userId: string, limit: number): Promise<VpaRow[]> {
  return db
    .select()
    .from(payoutVpas)
    .where(and(eq(payoutVpas.userId, userId), eq(payoutVpas.nameMatchesPan, true)))
    .orderBy(desc(payoutVpas.verifiedAt))
    .limit(limit);
}

// ---- settings

/** The settings rows with these keys, as a map from key to value. */
export async function readSettingValues(db: Db, keys: readonly string[]): Promise<ReadonlyMap<string, unknown>> {
  const found = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(found.map((r) => [r.key, r.value]));
}

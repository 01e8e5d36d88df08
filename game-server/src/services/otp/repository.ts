import { otpChallenges } from "@rummy/db/schema/index";
import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "@rummy/db";

/**
 * The OTP module's SQL: `otp_challenges`, which holds typed codes (SMS, e-mail) and, under purpose
 * `verify_email`, the e-mail verification links. Each function takes the handle to run on, so
 * the issuing transaction passes its own.
 */

export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type NewOtpChallenge = typeof otpChallenges.$inferInsert;

const CODES_ONLY = ne(otpChallenges.purpose, "verify_email");

/** Serialises issuing for one destination until the transaction ends. */
export async function lockDestination(tx: Db, destination: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${destination}`}))`);
}

/** The newest code (links excluded) sent to this user at this destination. */
export async function latestCode(tx: Db, userId: string, destination: string): Promise<OtpChallenge | undefined> {
  const [latest] = await tx
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.destination, destination), CODES_ONLY))
    .orderBy(desc(otpChallenges.sentAt))
    .limit(1);
  return latest;
}

/** Codes sent to a destination in the last hour and the last day (links excluded). */
export async function codeSendCounts(tx: Db, destination: string): Promise<{ hour: number; day: number } | undefined> {
  const [counts] = await tx
    .select({
      hour: sql<number>`count(*) filter (where ${otpChallenges.sentAt} > now() - interval '1 hour')`.mapWith(Number),
      day: sql<number>`count(*)`.mapWith(Number),
    })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.destination, destination), CODES_ONLY, sql`${otpChallenges.sentAt} > now() - interval '1 day'`));
  return counts;
}

/** Marks every unconsumed code of this user at this destination consumed. */
export async function retireCodes(tx: Db, userId: string, destination: string): Promise<void> {
  await tx
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.destination, destination), CODES_ONLY, isNull(otpChallenges.consumedAt)));
}

export async function insertChallenge(tx: Db, values: NewOtpChallenge): Promise<void> {
  await tx.insert(otpChallenges).values(values);
}

/** Marks one challenge consumed, whatever its state. */
export async function retireChallenge(db: Db, id: string): Promise<void> {
  await db.update(otpChallenges).set({ consumedAt: sql`now()` }).where(eq(otpChallenges.id, id));
}

/** Marks one challenge consumed unless it already was; false when another caller got there first. */
export async function consumeChallenge(db: Db, id: string): Promise<boolean> {
  const [consumed] = await db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return consumed !== undefined;
}

/**
 * Counts one use of a live challenge of its kind (a typed code, or an e-mail verification link):
 * unconsumed, attempts left, unexpired; the row, or nothing when it is not live.
 */
export async function countAttempt(db: Db, id: string, kind: "code" | "link"): Promise<OtpChallenge | undefined> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, id),
        kind === "link" ? eq(otpChallenges.purpose, "verify_email") : ne(otpChallenges.purpose, "verify_email"),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, otpChallenges.maxAttempts),
        gt(otpChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function findChallenge(db: Db, id: string): Promise<OtpChallenge | undefined> {
  const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
  return row;
}

/** E-mail verification links sent to an address: in the last hour, the last day, and the newest one's time. */
export async function linkSendCounts(db: Db, email: string): Promise<{ hour: number; day: number; last: Date | null } | undefined> {
  const [recent] = await db
    .select({
      hour: sql<number>`count(*) filter (where ${otpChallenges.sentAt} > now() - interval '1 hour')`.mapWith(Number),
      day: sql<number>`count(*)`.mapWith(Number),
      last: sql<Date | null>`max(${otpChallenges.sentAt})`.mapWith((v: unknown) => (v ? new Date(v as string) : null)),
    })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.destination, email), eq(otpChallenges.purpose, "verify_email"), sql`${otpChallenges.sentAt} > now() - interval '1 day'`));
  return recent;
}

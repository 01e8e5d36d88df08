import { otpChallenges } from "@rummy/db/schema/index";
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { Platform } from "../../platform/ports.ts";
import { hashOtpCode, otpHashesEqual } from "./codes.ts";
import type { ServiceError } from "../errors.ts";
import { otpRefusal } from "./errors.ts";
import type { OtpChannel } from "./policy.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckOtpInput {
  readonly verification: string | undefined;
  readonly code: string;
  /** The code must have been sent through one of these channels. */
  readonly channels: readonly OtpChannel[];
  /** When given, the code must have been sent to exactly this destination. */
  readonly destination?: string;
}

export interface ConsumedOtp {
  readonly userId: string;
  readonly channel: OtpChannel;
  readonly destination: string;
}

/**
 * Spends one attempt, then compares in constant time; a correct code is consumed exactly once.
 * The attempt is counted by the same UPDATE that reads the hash, so parallel guesses cannot go
 * beyond the per-code limit, and a dead code stays dead even for the right digits.
 */
export async function consumeOtp(platform: Platform, input: CheckOtpInput): Promise<ConsumedOtp> {
  const { verification } = input;
  if (!verification) throw otpRefusal("otp/missing_verification");
  if (!UUID.test(verification)) throw otpRefusal("otp/unknown");
  const { db } = platform;
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, verification),
        ne(otpChallenges.purpose, "verify_email"),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, otpChallenges.maxAttempts),
        sql`${otpChallenges.expiresAt} > now()`,
      ),
    )
    .returning();
  if (!row) throw await whyRefused(platform, verification);
  const boundElsewhere = !input.channels.includes(row.channel) || (input.destination !== undefined && input.destination !== row.destination);
  const matches = otpHashesEqual(row.codeHash, hashOtpCode(platform.config.jwtSecret, row.id, input.code));
  if (boundElsewhere) throw otpRefusal("otp/unknown");
  if (!matches) {
    const left = row.maxAttempts - row.attempts;
    throw left > 0 ? otpRefusal("otp/wrong") : otpRefusal("otp/exhausted", true);
  }
  const [consumed] = await db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.id, row.id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  if (!consumed) throw otpRefusal("otp/unknown");
  return { userId: row.userId, channel: row.channel, destination: row.destination };
}

async function whyRefused(platform: Platform, verification: string): Promise<ServiceError> {
  const [row] = await platform.db.select().from(otpChallenges).where(eq(otpChallenges.id, verification)).limit(1);
  if (!row || row.consumedAt) return otpRefusal("otp/unknown");
  if (row.attempts >= row.maxAttempts) return otpRefusal("otp/exhausted");
  return otpRefusal("otp/expired");
}

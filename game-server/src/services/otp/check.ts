import type { OtpPorts } from "./issue.ts";
import { hashOtpCode, otpHashesEqual } from "./codes.ts";
import type { ServiceError } from "../errors.ts";
import { otpRefusal } from "./errors.ts";
import type { OtpChannel } from "./policy.ts";
import { consumeChallenge, countAttempt, findChallenge } from "./repository.ts";

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
export async function consumeOtp(ports: Pick<OtpPorts, "db" | "config">, input: CheckOtpInput): Promise<ConsumedOtp> {
  const { verification } = input;
  if (!verification) throw otpRefusal("otp/missing_verification");
  if (!UUID.test(verification)) throw otpRefusal("otp/unknown");
  const { db } = ports;
  const row = await countAttempt(db, verification, "code");
  if (!row) throw await whyRefused(ports, verification);
  const boundElsewhere = !input.channels.includes(row.channel) || (input.destination !== undefined && input.destination !== row.destination);
  const matches = otpHashesEqual(row.codeHash, hashOtpCode(ports.config.jwtSecret, row.id, input.code));
  if (boundElsewhere) throw otpRefusal("otp/unknown");
  if (!matches) {
    const left = row.maxAttempts - row.attempts;
    throw left > 0 ? otpRefusal("otp/wrong") : otpRefusal("otp/exhausted", true);
  }
  if (!(await consumeChallenge(db, row.id))) throw otpRefusal("otp/unknown");
  return { userId: row.userId, channel: row.channel, destination: row.destination };
}

async function whyRefused(ports: Pick<OtpPorts, "db" | "config">, verification: string): Promise<ServiceError> {
  const row = await findChallenge(ports.db, verification);
  if (!row || row.consumedAt) return otpRefusal("otp/unknown");
  if (row.attempts >= row.maxAttempts) return otpRefusal("otp/exhausted");
  return otpRefusal("otp/expired");
}

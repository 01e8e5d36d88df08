import type { Platform } from "../../platform/ports.ts";
import { findUserById } from "../auth/repository.ts";
import { namesMatch } from "../profile/bank.ts";
import { ageOn, fromIsoDate, toIsoDate, type CalendarDate } from "../profile/dates.ts";
import { assertCanSubmit, kycProfileOf, recordFailure, recordRequest, settleAfterSuccess } from "./state.ts";
import { kycRefusal } from "./errors.ts";
import { findOtherVerifiedPanHolder, markPanVerified } from "./repository.ts";

/** What KYC needs of the platform: the database and the KYC provider. */
export type KycPorts = Pick<Platform, "db" | "kyc">;

export type KycAnswer = { verified: true; requestId: string } | { verified: false; requestId: string; reason: string };

/** The profile name KYC checks against: the full name, which the player must have entered. */
export async function kycSubject(ports: KycPorts, userId: string) {
  const user = await findUserById(ports.db, userId);
  if (!user) throw kycRefusal("profile/not_found");
  if (!user.fullName) throw kycRefusal("kyc/full_name_required");
  return user;
}

/**
 * `POST /profile/zoop/kyc`: verifies the PAN against the profile name and date of birth. A date
 * of birth is taken into the profile when there was none; a different one is refused outright.
 */
export async function submitPan(ports: KycPorts, userId: string, input: { pan: string; dob: CalendarDate }): Promise<KycAnswer> {
  const { db } = ports;
  const user = await kycSubject(ports, userId);
  if (ageOn(input.dob) < 18) throw kycRefusal("kyc/underage");
  const profileDob = user.dob ? fromIsoDate(user.dob) : undefined;
  if (profileDob && toIsoDate(profileDob) !== toIsoDate(input.dob)) {
    throw kycRefusal("kyc/dob_mismatch");
  }
  const profile = await kycProfileOf(db, userId);
  assertCanSubmit(profile);
  if (profile.panVerifiedAt) throw kycRefusal("kyc/pan_done");
  const other = await findOtherVerifiedPanHolder(db, input.pan, userId);
  if (other) throw kycRefusal("kyc/pan_taken");

  const outcome = await ports.kyc.verifyPan({ pan: input.pan, name: user.fullName, dob: toIsoDate(input.dob) });
  const reason = !outcome.ok ? outcome.reason : namesMatch(outcome.nameOnPan, user.fullName) ? "" : "The name on the PAN does not match your profile name";
  const requestId = outcome.ok ? outcome.requestId : `failed-${Date.now()}`;
  if (reason) {
    await recordRequest(db, { userId, kind: "pan", providerRequestId: requestId, status: "failed", reason });
    await recordFailure(db, userId, reason);
    return { verified: false, requestId, reason };
  }
  if (!outcome.ok) throw new Error("unreachable: a failed outcome always has a reason");
  await recordRequest(db, { userId, kind: "pan", providerRequestId: requestId, status: "succeeded" });
  await markPanVerified(db, userId, input.pan, outcome.nameOnPan, profileDob ? undefined : toIsoDate(input.dob));
  await settleAfterSuccess(db, userId);
  return { verified: true, requestId };
}

import { kycSubject, type KycAnswer, type KycPorts } from "./pan.ts";
import { assertCanSubmit, kycProfileOf, ownRequest, recordFailure, recordRequest, settleAfterSuccess } from "./state.ts";
import { kycRefusal } from "./errors.ts";
import { completeRequest, markAadhaarVerified } from "./repository.ts";

/**
 * Aadhaar by OTP or by DigiLocker. Only the last four digits and the holder's name are kept
 * (UIDAI's vault rule); the full number goes to the provider and nowhere else.
 */

async function readyForAadhaar(ports: KycPorts, userId: string) {
  const user = await kycSubject(ports, userId);
  const profile = await kycProfileOf(ports.db, userId);
  assertCanSubmit(profile);
  if (profile.aadhaarVerifiedAt) throw kycRefusal("kyc/aadhaar_done");
  return user;
}

async function markVerified(ports: KycPorts, userId: string, name: string, last4: string): Promise<void> {
  await markAadhaarVerified(ports.db, userId, name, last4);
  await settleAfterSuccess(ports.db, userId);
}

/** Sends the Aadhaar OTP (path chosen: `POST /profile/zoop/adhaar/sendOtp`). */
export async function requestAadhaarOtp(ports: KycPorts, userId: string, aadhaar: string): Promise<KycAnswer> {
  const user = await readyForAadhaar(ports, userId);
  const outcome = await ports.kyc.requestAadhaarOtp({ aadhaar, name: user.fullName });
  const last4 = aadhaar.slice(-4);
  if (!outcome.ok) {
    const requestId = `failed-${Date.now()}`;
    await recordRequest(ports.db, { userId, kind: "aadhaar_otp", providerRequestId: requestId, status: "failed", reason: outcome.reason, aadhaarLast4: last4 });
    await recordFailure(ports.db, userId, outcome.reason);
    return { verified: false, requestId, reason: outcome.reason };
  }
  await recordRequest(ports.db, { userId, kind: "aadhaar_otp", providerRequestId: outcome.requestId, status: "started", aadhaarLast4: last4 });
  return { verified: true, requestId: outcome.requestId };
}

/** `POST /profile/zoop/adhaar/verifyOtp`: a mistyped OTP is a retry; a provider refusal is a failed attempt. */
export async function verifyAadhaarOtp(
  ports: KycPorts,
  userId: string,
  input: { aadhaar: string; otp: string; requestId: string },
): Promise<KycAnswer> {
  await readyForAadhaar(ports, userId);
  const request = await ownRequest(ports.db, userId, "aadhaar_otp", input.requestId);
  if (request.aadhaarLast4 !== input.aadhaar.slice(-4)) throw kycRefusal("kyc/aadhaar_mismatch");
  const verdict = await ports.kyc.verifyAadhaarOtp({ requestId: input.requestId, otp: input.otp });
  if (verdict.kind === "wrong_otp") throw kycRefusal("kyc/wrong_otp");
  if (verdict.kind === "failed") {
    await completeRequest(ports.db, request.id, "failed", verdict.reason);
    await recordFailure(ports.db, userId, verdict.reason);
    return { verified: false, requestId: input.requestId, reason: verdict.reason };
  }
  await completeRequest(ports.db, request.id, "succeeded", "", verdict.last4);
  await markVerified(ports, userId, verdict.name, verdict.last4);
  return { verified: true, requestId: input.requestId };
}

/** `GET /profile/zoop/kyc/digilocker/adhaar`: opens a DigiLocker consent session. */
export async function startDigilocker(ports: KycPorts, userId: string, redirectUrl: string): Promise<{ requestId: string; url: string }> {
  await readyForAadhaar(ports, userId);
  const session = await ports.kyc.startDigilocker({ redirectUrl });
  await recordRequest(ports.db, { userId, kind: "digilocker", providerRequestId: session.requestId, status: "started" });
  return session;
}

export type DigilockerAnswer = KycAnswer | { verified: false; requestId: string; pending: true };

/** `POST /profile/zoop/kyc/digilocker/adhaar/status`. Denied consent is not a failed attempt. */
export async function digilockerStatus(
  ports: KycPorts,
  userId: string,
  input: { aadhaar: string; requestId: string },
): Promise<DigilockerAnswer> {
  const user = await readyForAadhaar(ports, userId);
  const request = await ownRequest(ports.db, userId, "digilocker", input.requestId);
  const status = await ports.kyc.digilockerStatus({ requestId: input.requestId, aadhaar: input.aadhaar, name: user.fullName });
  if (status.kind === "pending") return { verified: false, requestId: input.requestId, pending: true };
  if (status.kind === "denied") {
    await completeRequest(ports.db, request.id, "failed", "Consent denied by user");
    throw kycRefusal("kyc/consent_denied");
  }
  if (status.kind === "failed") {
    await completeRequest(ports.db, request.id, "failed", status.reason);
    await recordFailure(ports.db, userId, status.reason);
    return { verified: false, requestId: input.requestId, reason: status.reason };
  }
  if (status.last4 && status.last4 !== input.aadhaar.slice(-4)) {
    const reason = "The Aadhaar in DigiLocker does not match the number entered";
    await completeRequest(ports.db, request.id, "failed", reason);
    await recordFailure(ports.db, userId, reason);
    return { verified: false, requestId: input.requestId, reason };
  }
  await completeRequest(ports.db, request.id, "succeeded", "", status.last4);
  await markVerified(ports, userId, status.name, status.last4);
  return { verified: true, requestId: input.requestId };
}

/**
 * Identity checks (SPEC.md's Zoop calls). Outcomes are values: a provider saying "no" is a
 * `failed` outcome with its reason; only an unreachable or garbled provider throws.
 */
export type KycOutcome<T> = ({ ok: true } & T) | { ok: false; reason: string };

export interface PanCheck {
  readonly pan: string;
  /** The name to match, from the player's profile. */
  readonly name: string;
  /** `YYYY-MM-DD`. */
  readonly dob: string;
}

export type AadhaarOtpVerdict =
  | { kind: "verified"; name: string; last4: string }
  | { kind: "wrong_otp"; attemptsLeft: number }
  | { kind: "failed"; reason: string };

export type DigilockerStatus =
  | { kind: "pending" }
  | { kind: "verified"; name: string; last4: string }
  | { kind: "denied" }
  | { kind: "failed"; reason: string };

export interface KycProvider {
  readonly name: "sandbox" | "zoop";
  verifyPan(check: PanCheck): Promise<KycOutcome<{ requestId: string; nameOnPan: string }>>;
  /** Sends the OTP to the mobile registered with this Aadhaar number. */
  requestAadhaarOtp(input: { aadhaar: string; name: string }): Promise<KycOutcome<{ requestId: string }>>;
  verifyAadhaarOtp(input: { requestId: string; otp: string }): Promise<AadhaarOtpVerdict>;
  /** Opens a DigiLocker consent session; `url` is where the player gives consent. */
  startDigilocker(input: { redirectUrl: string }): Promise<{ requestId: string; url: string }>;
  /** The session's state; `aadhaar` is what the player typed, used only to cross-check the result. */
  digilockerStatus(input: { requestId: string; aadhaar: string; name: string }): Promise<DigilockerStatus>;
}

/** The provider could not be reached or answered something unreadable: nothing is recorded. */
export class KycUnavailableError extends Error {}

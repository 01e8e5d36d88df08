import { DEFAULT_COMPLIANCE, type CompliancePolicy } from "@rummy/db";
import { canonicalState } from "@rummy/shared-rules";

/** What `users.last_known_state` holds after a location check outside India. */
export const OUTSIDE_INDIA = "Outside India";

/** SPEC.md section 8's block texts, shared by the location check and the money gates. */
export const NOT_AVAILABLE_TITLE = "Not Available";
export const NOT_AVAILABLE_MESSAGE = "We are not available in your location";

/** True when operators list this state as restricted (names compared in canonical spelling). */
export function isRestrictedState(policy: Pick<CompliancePolicy, "restrictedStates">, state: string): boolean {
  const wanted = canonicalState(state) ?? state.trim().toLowerCase();
  return policy.restrictedStates.some((s) => (canonicalState(s) ?? s.trim().toLowerCase()) === wanted);
}

/** The cash gates' words when no usable location check is on record. */
export const LOCATION_CHECK_MESSAGES = {
  unknown: "We could not confirm your location. Please allow location access and try again.",
  stale: "Your location check has expired. Please allow location access and try again.",
} as const;

/** The latest location check as `users` keeps it (written by `checkLocation`). */
export interface LastLocation {
  readonly lastKnownState: string | null;
  readonly lastLocationAt: Date | null;
}

/** The operator's limit in minutes, or the default when the stored value is unusable. */
export function locationMaxAgeMs(policy: Pick<CompliancePolicy, "locationMaxAgeMinutes">): number {
  const minutes = policy.locationMaxAgeMinutes;
  return (typeof minutes === "number" && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_COMPLIANCE.locationMaxAgeMinutes) * 60_000;
}

/**
 * Why the last location check refuses money, or null when it allows it. Never checked (null) and
 * older than `locationMaxAgeMinutes` refuse too: the rule is about where the player is now, not
 * the address they typed or where they were this morning.
 */
export function locationRefusal(
  policy: Pick<CompliancePolicy, "restrictedStates" | "locationMaxAgeMinutes">,
  last: LastLocation,
  now: Date = new Date(),
): "unknown" | "stale" | "restricted" | null {
  if (!last.lastKnownState || !last.lastLocationAt) return "unknown";
  if (last.lastKnownState === OUTSIDE_INDIA || isRestrictedState(policy, last.lastKnownState)) return "restricted";
  if (now.getTime() - last.lastLocationAt.getTime() > locationMaxAgeMs(policy)) return "stale";
  return null;
}

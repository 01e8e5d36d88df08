import type { CompliancePolicy } from "@rummy/db";
import { canonicalState } from "../location/indian-states.ts";

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

/**
 * Why a last known location refuses money play, or null when it allows it. Never checked (null)
 * refuses too: the rule is about where the player is, not the address they typed.
 */
export function locationRefusal(policy: Pick<CompliancePolicy, "restrictedStates">, lastKnownState: string | null): "unknown" | "restricted" | null {
  if (!lastKnownState) return "unknown";
  if (lastKnownState === OUTSIDE_INDIA || isRestrictedState(policy, lastKnownState)) return "restricted";
  return null;
}

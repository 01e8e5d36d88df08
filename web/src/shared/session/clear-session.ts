import { forgetProfile } from "./profile.ts";
import { endSession } from "./session.ts";

/** Logout, 401 and the account-not-found reply all end here (SPEC.md section 8). */
export function clearSession(): void {
  endSession();
  forgetProfile();
}

import { users } from "@rummy/db/schema/index";
import { eq, sql } from "drizzle-orm";
import type { PlatformContext } from "../../api/context.ts";
import { revokeSession } from "../auth/sessions.ts";
import { locate, type Located } from "../location/locate.ts";
import { readCompliance } from "../profile/settings.ts";
import { isRestrictedState, OUTSIDE_INDIA } from "./restricted.ts";

export type LocationReason = "allowed" | "restricted_state" | "outside_india";

export interface LocationVerdict {
  readonly allowed: boolean;
  readonly reason: LocationReason;
  /** The Indian state, or null outside India. */
  readonly state: string | null;
  readonly located: Located;
}

/**
 * The region check (SPEC.md sections 1, 4 and 8): where the player is, whether the platform may
 * serve them there, and for a logged-in caller the last known state (the cash gate reads it).
 * A refused location ends the session that asked at once ("blocked and logged out").
 */
export async function checkLocation(
  platform: PlatformContext,
  input: { latitude: number; longitude: number; player?: { userId: string; sessionId: string } | undefined },
): Promise<LocationVerdict> {
  const located = locate(input.latitude, input.longitude);
  const policy = await readCompliance(platform.db);
  const state = located.inIndia ? located.state : null;
  const reason: LocationReason = !located.inIndia ? "outside_india" : isRestrictedState(policy, located.state) ? "restricted_state" : "allowed";
  const { player } = input;
  if (player) {
    await platform.db
      .update(users)
      .set({ lastKnownState: state ?? OUTSIDE_INDIA, lastLocationAt: sql`now()` })
      .where(eq(users.id, player.userId));
    if (reason !== "allowed") await revokeSession(platform.db, player.sessionId, "restricted_location");
  }
  return { allowed: reason === "allowed", reason, state, located };
}

import { users } from "@rummy/db/schema/index";
import { eq } from "drizzle-orm";
import type { PlatformContext } from "../../api/context.ts";
import { HttpError } from "../../api/envelope.ts";
import { readCompliance } from "../profile/settings.ts";
import { ageOn, fromIsoDate } from "../profile/dates.ts";
import { LOCATION_CHECK_MESSAGES, locationRefusal, NOT_AVAILABLE_MESSAGE } from "./restricted.ts";

export const CASH_GATE_MESSAGES = {
  moneyOff: "Cash games are switched off. You can still play practice tables.",
  blocked: "Your account has been blocked. Please contact support.",
  restricted: NOT_AVAILABLE_MESSAGE,
  locationUnknown: LOCATION_CHECK_MESSAGES.unknown,
  locationStale: LOCATION_CHECK_MESSAGES.stale,
  noDob: "Please add your date of birth in My Profile to play cash games.",
  underAge: "You must be 18 or older to play cash games.",
} as const;

function refuse(message: string, code: string): never {
  throw new HttpError(403, message, code);
}

/**
 * The compliance gate in front of cash play (DESIGN.md "Compliance"): money games switched on,
 * the account active, a location check (`POST /location/check`: coordinates cross-checked with
 * the request's address) at most `locationMaxAgeMinutes` old that placed the player in India and
 * not in a restricted state, and the player 18 or over. Practice play never calls it. Each refusal is a
 * 403 with a message the player can act on.
 */
export async function assertCashAllowed(platform: PlatformContext, userId: string, now = new Date()): Promise<void> {
  const policy = await readCompliance(platform.db);
  if (!policy.moneyGamesEnabled) refuse(CASH_GATE_MESSAGES.moneyOff, "compliance/money_games_off");
  const [user] = await platform.db
    .select({ status: users.status, dob: users.dob, lastKnownState: users.lastKnownState, lastLocationAt: users.lastLocationAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.status !== "active") refuse(CASH_GATE_MESSAGES.blocked, "compliance/blocked");
  const where = locationRefusal(policy, user, now);
  if (where === "unknown") refuse(CASH_GATE_MESSAGES.locationUnknown, "compliance/location_unknown");
  if (where === "stale") refuse(CASH_GATE_MESSAGES.locationStale, "compliance/location_stale");
  if (where === "restricted") refuse(CASH_GATE_MESSAGES.restricted, "compliance/restricted_state");
  const dob = user.dob ? fromIsoDate(user.dob) : undefined;
  if (!dob) refuse(CASH_GATE_MESSAGES.noDob, "compliance/no_dob");
  if (ageOn(dob, now) < policy.minimumAge) refuse(CASH_GATE_MESSAGES.underAge, "compliance/under_age");
}

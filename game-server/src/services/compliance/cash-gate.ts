import type { Platform } from "../../platform/ports.ts";
import { readCompliance } from "../profile/settings.ts";
import { ageOn, fromIsoDate } from "../profile/dates.ts";
import { CASH_GATE_MESSAGES, complianceRefusal, type ComplianceErrorCode } from "./errors.ts";
import { locationRefusal } from "./restricted.ts";
import { findCashGateFacts } from "./repository.ts";

/** What the cash gate needs of the platform: the database and the clock (age, the location check's freshness). */
export type CashGatePorts = Pick<Platform, "db" | "clock">;

export { CASH_GATE_MESSAGES };

function refuse(code: ComplianceErrorCode): never {
  throw complianceRefusal(code);
}

/**
 * The compliance gate in front of cash play (DESIGN.md "Compliance"): money games switched on,
 * the account active, a location check (`POST /location/check`: coordinates cross-checked with
 * the request's address) at most `locationMaxAgeMinutes` old that placed the player in India and
 * not in a restricted state, and the player 18 or over. Practice play never calls it. Each refusal is a
 * 403 with a message the player can act on.
 */
export async function assertCashAllowed(ports: CashGatePorts, userId: string, now = ports.clock.now()): Promise<void> {
  const policy = await readCompliance(ports.db);
  if (!policy.moneyGamesEnabled) refuse("compliance/money_games_off");
  const user = await findCashGateFacts(ports.db, userId);
  if (!user || user.status !== "active") refuse("compliance/blocked");
  const where = locationRefusal(policy, user, now);
  if (where === "unknown") refuse("compliance/location_unknown");
  if (where === "stale") refuse("compliance/location_stale");
  if (where === "restricted") refuse("compliance/restricted_state");
  const dob = user.dob ? fromIsoDate(user.dob) : undefined;
  if (!dob) refuse("compliance/no_dob");
  if (ageOn(dob, now) < policy.minimumAge) refuse("compliance/under_age");
}

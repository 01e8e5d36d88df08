import type { CompliancePolicy } from "@rummy/db";
import type { Platform } from "../../platform/ports.ts";
import { revokeSession } from "../auth/sessions.ts";
import { ipRegion, type IpRegion } from "../location/ip-region.ts";
import { locate, type Located } from "../location/locate.ts";
import { readCompliance } from "../profile/settings.ts";
import { isRestrictedState, OUTSIDE_INDIA } from "./restricted.ts";
import { recordLocationCheck } from "./repository.ts";

export type LocationReason = "allowed" | "restricted_state" | "outside_india";
export type RefusedBy = "coordinates" | "ip" | "both";

export interface LocationJudgement {
  readonly reason: LocationReason;
  /** The Indian state the verdict is about (the restricted one when a source refused), or null outside India. */
  readonly state: string | null;
  readonly refusedBy: RefusedBy | null;
}

export interface LocationVerdict extends LocationJudgement {
  readonly allowed: boolean;
  readonly located: Located;
  readonly ip: IpRegion;
}

function blame(coordinates: boolean, ip: boolean): RefusedBy {
  return coordinates && ip ? "both" : coordinates ? "coordinates" : "ip";
}

/**
 * Two witnesses, the browser's coordinates (claimed) and the request's address (seen by the
 * server, placed by the offline GeoIP database), and the stricter answer wins: outside India if
 * either says so, a restricted state if either names one, otherwise the coordinates' state (the
 * finer of the two). An address that cannot be placed (loopback, private, unknown) is no witness.
 */
export function judgeLocation(policy: Pick<CompliancePolicy, "restrictedStates">, located: Located, ip: IpRegion): LocationJudgement {
  const coordinatesAbroad = !located.inIndia;
  const ipAbroad = ip.resolved && ip.country !== "IN";
  if (coordinatesAbroad || ipAbroad) return { reason: "outside_india", state: null, refusedBy: blame(coordinatesAbroad, ipAbroad) };
  const coordinatesRestricted = isRestrictedState(policy, located.state);
  const ipState = ip.resolved ? ip.state : null;
  const ipRestricted = ipState !== null && isRestrictedState(policy, ipState);
  if (coordinatesRestricted || ipRestricted) {
    return { reason: "restricted_state", state: coordinatesRestricted ? located.state : ipState, refusedBy: blame(coordinatesRestricted, ipRestricted) };
  }
  return { reason: "allowed", state: located.state, refusedBy: null };
}

/**
 * The region check (SPEC.md sections 1, 4 and 8): where the player is, whether the platform may
 * serve them there, and for a logged-in caller a record of both witnesses (`location_checks`)
 * and the latest verdict on `users` (the cash gates read it), written together. A refused
 * location ends the session that asked at once ("blocked and logged out").
 */
export async function checkLocation(
  ports: Pick<Platform, "db">,
  input: { latitude: number; longitude: number; ip: string; player?: { userId: string; sessionId: string } | undefined },
): Promise<LocationVerdict> {
  const located = locate(input.latitude, input.longitude);
  const ip = ipRegion(input.ip);
  const judgement = judgeLocation(await readCompliance(ports.db), located, ip);
  const { player } = input;
  if (player) {
    const state = judgement.state ?? OUTSIDE_INDIA;
    await recordLocationCheck(ports.db, {
      userId: player.userId,
      coordinatesState: located.inIndia ? located.state : null,
      ip: input.ip,
      ipResolved: ip.resolved,
      ipCountry: ip.resolved ? ip.country : null,
      ipRegion: ip.resolved ? ip.region : null,
      ipState: ip.resolved ? ip.state : null,
      state,
      verdict: judgement.reason,
      refusedBy: judgement.refusedBy,
    });
    if (judgement.reason !== "allowed") await revokeSession(ports.db, player.sessionId, "restricted_location");
  }
  return { ...judgement, allowed: judgement.reason === "allowed", located, ip };
}

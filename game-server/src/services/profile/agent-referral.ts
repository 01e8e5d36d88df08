import type { Platform } from "../../platform/ports.ts";
import { findUserById } from "../auth/repository.ts";
import { profileRefusal } from "./errors.ts";
import { setAgentIdOnce } from "./repository.ts";

/**
 * Joins an agent once. SPEC.md shows only "agent id, exactly 6 characters"; agent and club rules
 * are not shown, so the id is recorded for the operator and cannot be changed by the player.
 */
export async function joinAgent(ports: Pick<Platform, "db">, userId: string, agentId: string): Promise<void> {
  if (!(await setAgentIdOnce(ports.db, userId, agentId))) throw profileRefusal("profile/agent_set");
}

/** SPEC.md "Invite": the player's code and a link that opens registration with it filled in. */
export async function referralInvite(ports: Pick<Platform, "db">, userId: string, baseUrl: string): Promise<{ sReferralCode: string; sReferralLink: string }> {
  const user = await findUserById(ports.db, userId);
  if (!user) throw profileRefusal("profile/not_found");
  const link = new URL("/", baseUrl);
  link.searchParams.set("sReferralCode", user.referralCode);
  return { sReferralCode: user.referralCode, sReferralLink: link.toString() };
}

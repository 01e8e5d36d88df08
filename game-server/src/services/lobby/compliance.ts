import { schema, type CompliancePolicy } from "@rummy/db";
import { eq } from "drizzle-orm";
import type { PlatformContext } from "../../api/context.ts";
import { HttpError } from "../../api/envelope.ts";

/**
 * The cash-play gate for joins and private tables. Practice always works. The accounts issue
 * owns the full policy helper (`assertCashAllowed`: money switch, restricted state, age); until
 * it lands this reads the two facts the lobby must enforce itself. Replace the body with a call
 * to that helper once it exists.
 */
export const CASH_OFF_MESSAGE = "Cash games are switched off. You can still play practice tables.";
export const RESTRICTED_MESSAGE = "We are not available in your location";

export async function assertCashAllowedFor(platform: PlatformContext, userId: string): Promise<void> {
  const [row] = await platform.db.select().from(schema.settings).where(eq(schema.settings.key, "compliance")).limit(1);
  const policy = row?.value as CompliancePolicy | undefined;
  if (!policy?.moneyGamesEnabled) throw new HttpError(403, CASH_OFF_MESSAGE, "compliance/money_games_off");
  const [user] = await platform.db
    .select({ state: schema.users.state, lastKnownState: schema.users.lastKnownState })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .limit(1);
  const state = (user?.lastKnownState ?? user?.state ?? "").trim().toLowerCase();
  if (state && policy.restrictedStates.some((s) => s.toLowerCase() === state)) throw new HttpError(403, RESTRICTED_MESSAGE, "compliance/restricted_state");
}

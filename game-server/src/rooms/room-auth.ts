import { ServerError, type AuthContext } from "@colyseus/core";
import type { PlayerIdentity } from "../services/auth/sessions.ts";

/** The token port rooms authenticate with: the live session a raw token names, or null. */
export type TokenCheck = (token: string) => Promise<PlayerIdentity | null>;

/** A socket's token (the `Authorization` of the join, or the `token` join option) checked, or a 401. */
export async function authenticate(check: TokenCheck, token: string, options: { token?: unknown }, context: AuthContext): Promise<PlayerIdentity> {
  const raw = token || context.token || (typeof options?.token === "string" ? options.token : "");
  const player = raw ? await check(raw) : null;
  if (!player) throw new ServerError(401, "Authentication Error, Please try logging again");
  return player;
}

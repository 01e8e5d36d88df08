import type { Client } from "@colyseus/core";
import type { PlayerIdentity } from "../services/auth/sessions.ts";
import type { Language } from "../services/i18n/language.ts";

/** The language of the player behind a room client (their account's, read with the session), if any. */
export function languageOf(client: Client | undefined): Language | null | undefined {
  return (client?.auth as PlayerIdentity | undefined)?.language;
}

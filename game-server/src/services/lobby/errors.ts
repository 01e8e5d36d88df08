import { refusalsOf } from "../errors.ts";
import { LINKED_AT_TABLE_MESSAGE } from "../fairplay/errors.ts";

/** The lobby's refusals (joins, private tables, take seat), each with the sentence the player reads. */
export const LOBBY_ERRORS = {
  "lobby/maintenance": "The game is currently under maintenance.",
  /** Seating lost every race for a table (or for a new private table's code); a new try usually wins. */
  "lobby/busy": (what: "seat" | "private_table" = "seat") =>
    what === "private_table" ? "Could not create a private table. Please try again." : "Tables are busy right now. Please try again.",
  /** The wallet is behind (lobby/admission.ts): nothing was taken, and a try a few seconds later usually seats. */
  "lobby/overloaded": "Tables are very busy right now. Please try again in a few seconds.",
  "lobby/private_not_found": "Invalid private table code.",
  "lobby/table_full": "This private table is full.",
  /** The player's account vanished between the guard and the seat: their session is gone. */
  "lobby/unknown_player": "Authentication Error, Please try logging again",
  "fairplay/linked_at_table": LINKED_AT_TABLE_MESSAGE,
} as const;

export type LobbyErrorCode = keyof typeof LOBBY_ERRORS;

export const lobbyRefusal = refusalsOf(LOBBY_ERRORS);

/**
 * Whether the player still holds a seat at a table, asked when a rejoin finds no room for it.
 * Scaled out, a table whose process stopped is missing for a few seconds and then runs again on
 * another process under the same id; a table that closed meanwhile (its match ended, or it was
 * voided) never comes back, and the lobby's "Joined game" list (GET /rummy/table/joined) no longer
 * names it. Read with the contract's shape, as the lobby reads the same reply; the shape comes
 * with the question (the lobby's page preloads their chunk, which the table's must not absorb).
 */
import { MISSING_BEFORE_SEAT_CHECK } from "@rummy/shared-rules/contract/rejoin";
import { ErrorCode } from "colyseus.js";
import { codeOf } from "./join-errors.ts";

/** API_PREFIX's route, written out: shared/api/client.ts would bring the site's session and i18n into the table's chunk. */
const JOINED_PATH = "/api/v1/rummy/table/joined";

/** The matchmaker found no room under the table's id (it is between processes, or closed for good). */
const isRoomMissing = (error: unknown): boolean => codeOf(error) === ErrorCode.MATCHMAKE_INVALID_ROOM_ID;

/** True or false as the server says; null when it could not say (network, restart, an unexpected reply): keep trying. */
async function seatStillHeld(tableId: string, authToken: string): Promise<boolean | null> {
  try {
    const response = await fetch(JOINED_PATH, { headers: { Accept: "application/json", authorization: authToken } });
    if (!response.ok) return null;
    const [body, { joinedNamesTable }] = await Promise.all([
      response.json() as Promise<unknown>,
      import("@rummy/shared-rules/contract/lobby-shapes"),
    ]);
    const named = joinedNamesTable(body, tableId);
    if (typeof named === "boolean") return named;
    console.error(`Unexpected reply from the server. GET /rummy/table/joined ${named.mismatch}`);
    return null;
  } catch {
    return null;
  }
}

/**
 * One rejoin loop's judge of its failures: true once the room has been missing
 * MISSING_BEFORE_SEAT_CHECK times and the server says the seat is no longer held (the table
 * closed while the player was away); false while it may still come back.
 */
export function closedTableJudge(tableId: string, authToken: string): (error: unknown) => Promise<boolean> {
  let missing = 0;
  return async (error) => isRoomMissing(error) && ++missing >= MISSING_BEFORE_SEAT_CHECK && (await seatStillHeld(tableId, authToken)) === false;
}

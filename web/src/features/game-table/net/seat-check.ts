/**
 * Whether the player still holds a seat at a table, asked when a rejoin finds no room for it.
 * Scaled out, a table whose process stopped is missing for a few seconds and then runs again on
 * another process under the same id; a table that closed meanwhile (its match ended, or it was
 * voided) never comes back, and the lobby's "Joined game" list (GET /rummy/table/joined) no longer
 * names it. Read with the contract's shape, as the lobby reads the same reply; the shapes come
 * with the question (the lobby's page preloads their chunk, which the table's must not absorb).
 */
import type { JOINED_SHAPE } from "@rummy/shared-rules/contract/lobby-shapes";
import type { envelopeShape, Shaped } from "@rummy/shared-rules/contract/shape";
import { ErrorCode } from "colyseus.js";
import { codeOf } from "./join-errors.ts";

type JoinedReply = Shaped<ReturnType<typeof envelopeShape<typeof JOINED_SHAPE>>>;
/** API_PREFIX's route, written out: shared/api/client.ts would bring the site's session and i18n into the table's chunk. */
const JOINED_PATH = "/api/v1/rummy/table/joined";

/** The matchmaker found no room under the table's id (it is between processes, or closed for good). */
export const isRoomMissing = (error: unknown): boolean => codeOf(error) === ErrorCode.MATCHMAKE_INVALID_ROOM_ID;

/** True or false as the server says; null when it could not say (network, restart, an unexpected reply): keep trying. */
export async function seatStillHeld(tableId: string, authToken: string): Promise<boolean | null> {
  try {
    const response = await fetch(JOINED_PATH, { headers: { Accept: "application/json", authorization: authToken } });
    if (!response.ok) return null;
    const [body, { JOINED_SHAPE }, { envelopeShape, mismatch }] = await Promise.all([
      response.json() as Promise<unknown>,
      import("@rummy/shared-rules/contract/lobby-shapes"),
      import("@rummy/shared-rules/contract/shape"),
    ]);
    const found = mismatch(envelopeShape(JOINED_SHAPE), body);
    if (found !== null) {
      console.error(`Unexpected reply from the server. GET /rummy/table/joined ${found}`);
      return null;
    }
    return (body as JoinedReply).data.some((row) => row.iTableId === tableId);
  } catch {
    return null;
  }
}

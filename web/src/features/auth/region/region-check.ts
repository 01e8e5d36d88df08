import { VERDICT_SHAPE } from "@rummy/shared-rules/contract/shell-shapes";
import { atom, getDefaultStore } from "jotai";
import { api, ApiError, errorMessage } from "../../../shared/api/client.ts";
import { trackPending } from "../../../shared/api/pending.ts";
import { readShapedReply } from "../../../shared/api/contract-reply.ts";
import { clearSession } from "../../../shared/session/clear-session.ts";
import { toastError } from "../../../shared/ui/toast-store.ts";
import { LOCATION_MESSAGES, LOCATION_TITLES, readPosition, type Coordinates, type RegionProblem } from "./geolocation.ts";

/**
 * The region check (SPEC.md sections 4 and 8): read the browser location, ask the server whether
 * play is allowed there, and show the block modal when it is not. Login, register, OTP and
 * forgot-password actions call it first; the logged-in shell calls it once at start.
 */

export const regionProblemAtom = atom<RegionProblem | null>(null);

/** The accounts API's location check (game-server/src/api/location). */
export const LOCATION_CHECK_PATH = "/location/check";

const store = getDefaultStore();

export interface LocationVerdict {
  readonly allowed: boolean;
  readonly message: string;
}

async function askServer(coords: Coordinates): Promise<LocationVerdict> {
  try {
    const reply = await api.post<unknown>(LOCATION_CHECK_PATH, { latitude: coords.latitude, longitude: coords.longitude });
    const { message, data } = readShapedReply(VERDICT_SHAPE, reply, `POST ${LOCATION_CHECK_PATH}`);
    return { allowed: data.bAllowed, message };
  } catch (error) {
    // 403 (or 451) is the server saying "not here"; anything else is a failure to check.
    if (error instanceof ApiError && (error.status === 403 || error.status === 451)) return { allowed: false, message: error.message };
    throw error;
  }
}

function block(problem: RegionProblem): false {
  clearSession();
  store.set(regionProblemAtom, problem);
  return false;
}

/**
 * True when play is allowed here. `useServerMessage` shows the server's words in the block modal
 * (the shell's banned-state modal); entry actions show SPEC.md's fixed sentence.
 */
export async function ensureRegionAllowed(options: { useServerMessage?: boolean } = {}): Promise<boolean> {
  const position = await trackPending(readPosition);
  if (!position.ok) return block(position.problem);
  try {
    const verdict = await askServer(position.coords);
    if (verdict.allowed) return true;
    const message = options.useServerMessage && verdict.message ? verdict.message : LOCATION_MESSAGES.restricted;
    return block({ title: LOCATION_TITLES.restricted, message });
  } catch (error) {
    toastError(errorMessage(error));
    return false;
  }
}

/**
 * The logged-in shell's periodic re-check: the server's cash gates accept a location check only
 * while it is recent (compliance.locationMaxAgeMinutes, 30 by default), so the shell refreshes it
 * well within that. A refusal blocks as at start; a position that cannot be read now (or a network
 * failure) is left alone: the gates themselves ask the player to allow location when it matters.
 */
export async function refreshRegion(): Promise<void> {
  const position = await readPosition();
  if (!position.ok) return;
  try {
    const verdict = await askServer(position.coords);
    if (!verdict.allowed) block({ title: LOCATION_TITLES.restricted, message: verdict.message || LOCATION_MESSAGES.restricted });
  } catch {
    // The next refresh, or the gate's own message, covers it.
  }
}

import { CASH_GATE_MESSAGES } from "../../services/compliance/cash-gate.ts";
import { NOT_AVAILABLE_MESSAGE } from "../../services/compliance/restricted.ts";
import { TournamentError, type TournamentErrorCode } from "../../services/tournaments/errors.ts";
import { WalletError } from "../../services/wallet/errors.ts";
import { HttpError } from "../envelope.ts";

/**
 * The one table from the tournaments module's error codes to an HTTP status and the message a
 * player sees (SPEC.md's words where it has them: "Insufficient Rummy chips", the cash gate's
 * and the location block's texts, the lobby's maintenance text).
 */
export const TOURNAMENT_REPLIES: Record<TournamentErrorCode, { readonly status: number; readonly message: string }> = {
  "tournament/not_found": { status: 404, message: "Tournament not found." },
  "tournament/registration_closed": { status: 409, message: "Registration for this tournament is closed." },
  "tournament/full": { status: 409, message: "This tournament is full." },
  "tournament/already_registered": { status: 409, message: "You are already registered in this tournament." },
  "tournament/insufficient_chips": { status: 400, message: "Insufficient Rummy chips" },
  "tournament/no_ticket": { status: 400, message: "You need a ticket to join this tournament." },
  "tournament/cash_off": { status: 403, message: CASH_GATE_MESSAGES.moneyOff },
  "tournament/restricted_state": { status: 403, message: NOT_AVAILABLE_MESSAGE },
  "tournament/cash_refused": { status: 403, message: "You cannot play cash tournaments right now." },
  "tournament/maintenance": { status: 503, message: "The game is currently under maintenance." },
  "tournament/too_late": { status: 409, message: "This tournament has already started." },
  "tournament/not_registered": { status: 409, message: "You are not registered in this tournament." },
  "tournament/busy": { status: 409, message: "Your registration is still being processed. Please try again." },
};

/** The module's refusals (and the wallet's, which it passes through) as HTTP errors; anything else is a crash. */
export function toHttp(error: unknown): unknown {
  if (error instanceof TournamentError) {
    const reply = TOURNAMENT_REPLIES[error.code];
    // The cash gate's own refusal (blocked, location unknown, age) keeps the gate's words.
    const message = error.code === "tournament/cash_refused" && error.detail ? error.detail : reply.message;
    return new HttpError(reply.status, message, error.code);
  }
  if (error instanceof WalletError) return new HttpError(error.status, error.playerMessage, error.code);
  return error;
}

export async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toHttp(error);
  }
}

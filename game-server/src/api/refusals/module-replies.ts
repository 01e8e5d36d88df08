import { CASH_GATE_MESSAGES } from "../../services/compliance/cash-gate.ts";
import { NOT_AVAILABLE_MESSAGE } from "../../services/compliance/restricted.ts";
import { LINKED_AT_TABLE_MESSAGE, type FairPlayErrorCode } from "../../services/fairplay/errors.ts";
import { MAX_REPORTS_PER_DAY } from "../../services/fairplay/reports.ts";
import type { TournamentErrorCode } from "../../services/tournaments/errors.ts";

/**
 * Tournaments' and fair play's refusals: their statuses and English sentences, kept here rather
 * than with their modules. `api/errors.ts` answers with them.
 */

/** A refusal whose sentence lives here rather than with its module: its status and its sentence, from the error's detail. */
export interface Reply {
  readonly status: number;
  readonly message: (detail: string | undefined) => string;
}

const say = (message: string) => () => message;

/**
 * Tournaments: SPEC.md's words where it has them ("Insufficient Rummy chips", the cash gate's and
 * the location block's texts, the lobby's maintenance text).
 */
export const TOURNAMENT_REPLIES: Record<TournamentErrorCode, Reply> = {
  "tournament/not_found": { status: 404, message: say("Tournament not found.") },
  "tournament/registration_closed": { status: 409, message: say("Registration for this tournament is closed.") },
  "tournament/full": { status: 409, message: say("This tournament is full.") },
  "tournament/already_registered": { status: 409, message: say("You are already registered in this tournament.") },
  "tournament/insufficient_chips": { status: 400, message: say("Insufficient Rummy chips") },
  "tournament/no_ticket": { status: 400, message: say("You need a ticket to join this tournament.") },
  "tournament/cash_off": { status: 403, message: say(CASH_GATE_MESSAGES.moneyOff) },
  "tournament/restricted_state": { status: 403, message: say(NOT_AVAILABLE_MESSAGE) },
  // The cash gate's own refusal (blocked, location unknown, age) keeps the gate's words.
  "tournament/cash_refused": { status: 403, message: (detail) => detail || "You cannot play cash tournaments right now." },
  "tournament/maintenance": { status: 503, message: say("The game is currently under maintenance.") },
  "tournament/too_late": { status: 409, message: say("This tournament has already started.") },
  "tournament/not_registered": { status: 409, message: say("You are not registered in this tournament.") },
  "tournament/busy": { status: 409, message: say("Your registration is still being processed. Please try again.") },
};

/** A report's own mistake says which part was wrong. */
const INVALID_REPORT_MESSAGES: ReadonlyMap<string | undefined, string> = new Map([
  ["comment too long", "Please keep your comment within 200 characters."],
  ["reporting oneself", "You cannot report yourself."],
]);

/** Fair play: players' reports and the operator's signals and reversals. */
export const FAIRPLAY_REPLIES: Record<FairPlayErrorCode, Reply> = {
  "fairplay/linked_at_table": { status: 409, message: say(LINKED_AT_TABLE_MESSAGE) },
  "fairplay/invalid_report": { status: 400, message: (detail) => INVALID_REPORT_MESSAGES.get(detail) ?? "Please choose the table or the player you are reporting." },
  "fairplay/report_target_not_found": { status: 404, message: say("You can only report a table you played at, or a player you played with.") },
  "fairplay/too_many_reports": { status: 429, message: say(`You can send at most ${MAX_REPORTS_PER_DAY} reports a day. Please try again tomorrow.`) },
  "fairplay/signal_not_found": { status: 404, message: say("No such fair-play signal.") },
  "fairplay/nothing_to_reverse": { status: 409, message: say("There is nothing left to reverse in these deals.") },
  "fairplay/insufficient_funds": { status: 409, message: say("The account no longer holds the winnings to reverse.") },
};

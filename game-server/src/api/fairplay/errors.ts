import { FairPlayError, LINKED_AT_TABLE_MESSAGE, type FairPlayErrorCode } from "../../services/fairplay/errors.ts";
import { MAX_REPORTS_PER_DAY } from "../../services/fairplay/reports.ts";
import { HttpError } from "../envelope.ts";

/** The one table from the fair-play module's codes to an HTTP status and the player's message. */
export const FAIRPLAY_REPLIES: Record<FairPlayErrorCode, { readonly status: number; readonly message: string }> = {
  "fairplay/linked_at_table": { status: 409, message: LINKED_AT_TABLE_MESSAGE },
  "fairplay/invalid_report": { status: 400, message: "Please choose the table or the player you are reporting." },
  "fairplay/report_target_not_found": { status: 404, message: "You can only report a table you played at, or a player you played with." },
  "fairplay/too_many_reports": { status: 429, message: `You can send at most ${MAX_REPORTS_PER_DAY} reports a day. Please try again tomorrow.` },
  "fairplay/signal_not_found": { status: 404, message: "No such fair-play signal." },
  "fairplay/nothing_to_reverse": { status: 409, message: "There is nothing left to reverse in these deals." },
  "fairplay/insufficient_funds": { status: 409, message: "The account no longer holds the winnings to reverse." },
};

export function toHttp(error: unknown): unknown {
  if (error instanceof FairPlayError) {
    const reply = FAIRPLAY_REPLIES[error.code];
    // A report's own mistake says which part was wrong.
    const message = error.code === "fairplay/invalid_report" && error.detail === "comment too long" ? "Please keep your comment within 200 characters." : error.code === "fairplay/invalid_report" && error.detail === "reporting oneself" ? "You cannot report yourself." : reply.message;
    return new HttpError(reply.status, message, error.code);
  }
  return error;
}

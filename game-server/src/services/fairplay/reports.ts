import type { Db } from "@rummy/db";
import { MAX_REPORT_COMMENT_LENGTH, type ReportReason } from "@rummy/shared-rules/contract/fairplay";
import { FairPlayError } from "./errors.ts";
import { countRecentReports, dealSeat, insertReport, sharedATable, tableSeat } from "./repository.ts";

/**
 * A player's report of a table or a player, from the table or from the hand history (issue 20).
 * The player is named by seat (the table and the hand history show seats and names, never
 * account ids) or by id; either way the reporter must have played at that table or in that deal,
 * and the reported player with them. Reports land in the operator queue beside the signals
 * (db/admin/fair-play.sql).
 */
export const MAX_REPORTS_PER_DAY = 10;
export const MAX_COMMENT_LENGTH = MAX_REPORT_COMMENT_LENGTH;

export interface ReportInput {
  readonly reason: ReportReason;
  readonly comment: string;
  readonly tableId?: string | undefined;
  readonly dealId?: string | undefined;
  /** The reported player's seat at that table or in that deal. */
  readonly seat?: number | undefined;
  readonly reportedUserId?: string | undefined;
}

interface Target {
  readonly tableId: string | null;
  readonly dealId: string | null;
  readonly reportedUserId: string | null;
}

async function resolveTarget(db: Db, reporterId: string, input: ReportInput): Promise<Target> {
  const seat = input.seat ?? null;
  if (input.dealId) {
    const found = await dealSeat(db, reporterId, input.dealId, seat);
    if (!found || (input.tableId && input.tableId !== found.tableId)) throw new FairPlayError("fairplay/report_target_not_found", "deal");
    if (seat !== null && !found.userId) throw new FairPlayError("fairplay/report_target_not_found", "no player at that seat");
    return { tableId: found.tableId, dealId: input.dealId, reportedUserId: found.userId ?? input.reportedUserId ?? null };
  }
  if (input.tableId) {
    const found = await tableSeat(db, reporterId, input.tableId, seat);
    if (!found) throw new FairPlayError("fairplay/report_target_not_found", "table");
    if (seat !== null && !found.userId) throw new FairPlayError("fairplay/report_target_not_found", "no player at that seat");
    return { tableId: input.tableId, dealId: null, reportedUserId: found.userId ?? input.reportedUserId ?? null };
  }
  if (input.reportedUserId) return { tableId: null, dealId: null, reportedUserId: input.reportedUserId };
  throw new FairPlayError("fairplay/invalid_report", "name a table, a deal or a player");
}

export async function submitReport(db: Db, reporterId: string, input: ReportInput, now = new Date()): Promise<{ id: string }> {
  const comment = input.comment.trim().replace(/\s+/g, " ");
  if (comment.length > MAX_COMMENT_LENGTH) throw new FairPlayError("fairplay/invalid_report", "comment too long");
  const target = await resolveTarget(db, reporterId, input);
  if (target.reportedUserId === reporterId) throw new FairPlayError("fairplay/invalid_report", "reporting oneself");
  if (target.reportedUserId && !(await sharedATable(db, reporterId, target.reportedUserId))) {
    throw new FairPlayError("fairplay/report_target_not_found", "never played together");
  }
  if ((await countRecentReports(db, reporterId, new Date(now.getTime() - 24 * 3600_000))) >= MAX_REPORTS_PER_DAY) {
    throw new FairPlayError("fairplay/too_many_reports");
  }
  const id = await insertReport(db, { reporterId, ...target, reason: input.reason, comment });
  return { id };
}

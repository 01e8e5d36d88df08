import { z } from "zod";
import { envelope } from "./envelope.ts";
import { REPORT_REASONS } from "./report-reasons.ts";

export { REPORT_REASONS, type ReportReason } from "./report-reasons.ts";

export const MAX_REPORT_COMMENT_LENGTH = 200;

/**
 * `POST /fairplay/report`: from the table (iTableId, and nSeat for a player) or from the hand
 * history (iDealId, and nSeat), or a player by id.
 */
export const reportBody = z
  .object({
    eReason: z.enum(REPORT_REASONS),
    sComment: z.string().max(MAX_REPORT_COMMENT_LENGTH, `Please keep your comment within ${MAX_REPORT_COMMENT_LENGTH} characters.`).default(""),
    iTableId: z.uuid().optional(),
    iDealId: z.uuid().optional(),
    nSeat: z.number().int().min(0).max(5).optional(),
    iReportedUserId: z.uuid().optional(),
  })
  .strict()
  .refine((b) => b.iTableId !== undefined || b.iDealId !== undefined || b.iReportedUserId !== undefined, { message: "Please choose the table or the player you are reporting." })
  .refine((b) => b.nSeat === undefined || b.iTableId !== undefined || b.iDealId !== undefined, { message: "nSeat needs iTableId or iDealId." });

export const reportResponse = envelope(z.object({ _id: z.string() }));

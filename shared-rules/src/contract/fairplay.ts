import { z } from "zod";
import { envelope } from "./envelope.ts";

/** Why a player reports a table or a player (issue 20); the database's column holds the same set. */
export const REPORT_REASONS = ["collusion", "chip_dumping", "cheating_software", "abuse", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

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

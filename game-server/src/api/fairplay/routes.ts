import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { REPORT_REASONS } from "@rummy/db/schema/fairplay";
import { MAX_COMMENT_LENGTH, submitReport } from "../../services/fairplay/reports.ts";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { ok } from "../envelope.ts";
import { envelope } from "../request-info.ts";

/**
 * Fair play (issue 20): a player reports a table or a player, from the table (iTableId, and nSeat
 * for a player) or from the hand history (iDealId, and nSeat). The path is ours (SPEC.md shows
 * none) in the style of its calls; the reply is SPEC.md's 'Report submitted successfully.'.
 */
const tags = ["fairplay"];
const security = [{ bearer: [] }];

export const REPORT_SUBMITTED = "Report submitted successfully.";

const reportBody = z
  .object({
    eReason: z.enum(REPORT_REASONS),
    sComment: z.string().max(MAX_COMMENT_LENGTH, `Please keep your comment within ${MAX_COMMENT_LENGTH} characters.`).default(""),
    iTableId: z.uuid().optional(),
    iDealId: z.uuid().optional(),
    nSeat: z.number().int().min(0).max(5).optional(),
    iReportedUserId: z.uuid().optional(),
  })
  .strict()
  .refine((b) => b.iTableId !== undefined || b.iDealId !== undefined || b.iReportedUserId !== undefined, { message: "Please choose the table or the player you are reporting." })
  .refine((b) => b.nSeat === undefined || b.iTableId !== undefined || b.iDealId !== undefined, { message: "nSeat needs iTableId or iDealId." });

export const fairPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.post(
    "/fairplay/report",
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: "Report a table or a player for collusion, chip dumping, cheating software or abuse",
        body: reportBody,
        response: { 200: envelope(z.object({ _id: z.string() })) },
      },
    },
    async (request) => {
      const b = request.body;
      const { id } = await submitReport(db, playerOf(request).userId, {
        reason: b.eReason,
        comment: b.sComment,
        tableId: b.iTableId,
        dealId: b.iDealId,
        seat: b.nSeat,
        reportedUserId: b.iReportedUserId,
      });
      return ok(REPORT_SUBMITTED, { _id: id });
    },
  );
};

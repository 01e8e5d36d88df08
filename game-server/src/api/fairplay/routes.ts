import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { reportBody, reportResponse } from "@rummy/shared-rules/contract/fairplay";
import { submitReport } from "../../services/fairplay/reports.ts";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { ok } from "../envelope.ts";

/**
 * Fair play (issue 20): a player reports a table or a player, from the table (iTableId, and nSeat
 * for a player) or from the hand history (iDealId, and nSeat). The path is ours (SPEC.md shows
 * none) in the style of its calls; the reply is SPEC.md's 'Report submitted successfully.'.
 */
const tags = ["fairplay"];
const security = [{ bearer: [] }];

export const REPORT_SUBMITTED = "Report submitted successfully.";

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
        response: { 200: reportResponse },
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

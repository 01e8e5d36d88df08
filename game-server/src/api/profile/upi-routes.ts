import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { verifiedUpiIds, verifyUpiId, UPI_MESSAGES } from "../../services/profile/upi.ts";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { ok } from "../envelope.ts";
import { upiVerifyBody } from "@rummy/shared-rules/contract/payout-forms";
import { upiListResponse, upiResponse } from "@rummy/shared-rules/contract/profile-replies";

const tags = ["withdraw"];
const security = [{ bearer: [] }];

/**
 * UPI ids a player may withdraw to (PAYMENTS.md "Payout destinations"). Each lookup is a paid
 * call to the bank, hence the tighter rate limit.
 */
export const upiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.post(
    "/profile/upi/verify",
    {
      preHandler: requirePlayer,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        security,
        summary: "Verify a UPI id (VPA) with the bank before a UPI withdrawal",
        description: `Asks the payouts provider for the VPA's registered name. 200 when it matches the PAN name (the VPA becomes a UPI withdrawal destination for this player only); 400 \`${UPI_MESSAGES.notFound}\` or \`${UPI_MESSAGES.nameMismatch}\`; 409 \`${UPI_MESSAGES.taken}\`; 503 when the bank did not answer.`,
        body: upiVerifyBody,
        response: { 200: upiResponse },
      },
    },
    async (request) => ok(UPI_MESSAGES.verified, await verifyUpiId(platform, playerOf(request).userId, request.body.sVpa)),
  );

  app.get(
    "/profile/upi",
    { preHandler: requirePlayer, schema: { tags, security, summary: "The player's verified UPI ids", response: { 200: upiListResponse } } },
    async (request) => ok("success.", { aVpas: await verifiedUpiIds(platform, playerOf(request).userId) }),
  );
};

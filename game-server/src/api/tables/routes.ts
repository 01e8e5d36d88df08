import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, ok } from "../envelope.ts";
import { dealVerification } from "../../services/tables/verify.ts";

/**
 * Fairness (RULES.md "Randomness and fairness"): a settled deal's revealed seed, commitment,
 * setup and full action log, so anyone can re-derive the deck with `verifyDeal` and replay the
 * deal. Before settlement the seed stays secret and the call answers 409.
 */
const card = z.number();
const verification = z.object({
  iDealId: z.string(),
  iTableId: z.string(),
  nDeal: z.number(),
  eStatus: z.enum(["playing", "settled", "voided"]),
  sCommitment: z.string(),
  sSeed: z.string(),
  sShuffleLabel: z.string(),
  nDecks: z.number(),
  nJokersPerDeck: z.number(),
  sVariant: z.string(),
  aSeats: z.array(z.number()),
  nFirstSeat: z.number(),
  bCommitmentMatches: z.boolean(),
  aDeck: z.array(card),
  aLog: z.array(z.object({ nSeq: z.number(), nNow: z.number(), oAction: z.record(z.string(), z.unknown()), dCreatedAt: z.string() })),
  oResults: z.record(z.string(), z.unknown()).nullable(),
});

export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/rummy/deal/:id/verify",
    {
      schema: {
        tags: ["tables"],
        summary: "A settled deal's seed, commitment, deck and action log for independent verification",
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ message: z.string(), data: verification }) },
      },
    },
    async (req) => {
      const v = await dealVerification(app.platform.db, req.params.id);
      if (v === "missing") throw new HttpError(404, "Deal not found.", "tables/no_such_deal");
      if (v === "secret") throw new HttpError(409, "The seed is revealed once the deal is settled.", "tables/not_revealed");
      return ok("success.", v);
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dealParams, verificationResponse } from "@rummy/shared-rules/contract/tables";
import { HttpError, ok } from "../envelope.ts";
import { dealVerification } from "../../services/tables/verify.ts";

/** Fairness: a settled deal's verification (the contract's tables.ts); before settlement the seed stays secret and the call answers 409. */
export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/rummy/deal/:id/verify",
    {
      schema: {
        tags: ["tables"],
        summary: "A settled deal's seed, commitment, deck and action log for independent verification",
        params: dealParams,
        response: { 200: verificationResponse },
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

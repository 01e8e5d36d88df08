import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkBody, checkResponse, refusedResponse } from "@rummy/shared-rules/contract/location";
import { NOT_AVAILABLE_MESSAGE, NOT_AVAILABLE_TITLE } from "../../services/compliance/restricted.ts";
import { checkLocation } from "../../services/compliance/location-check.ts";
import { maybePlayerOf, optionalPlayer } from "../auth-guard.ts";
import { AUTH_LIMITS } from "../auth/limits.ts";
import { ok } from "../envelope.ts";
import { errorHandler } from "../errors.ts";

/**
 * The product's own region check (SPEC.md section 7 "External": its endpoint is not shown, so
 * `POST /api/v1/location/check` is chosen). Open to visitors; the coordinates are cross-checked
 * with the request's address (`request.ip`: X-Forwarded-For counts only with TRUST_PROXY). With a
 * token it also records the check (both witnesses) and the player's latest verdict, and a refused
 * location revokes that session (403).
 */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(errorHandler({ specMessages: true }));
  const { platform } = app;

  app.post(
    "/location/check",
    {
      preHandler: optionalPlayer,
      config: AUTH_LIMITS.location,
      schema: {
        tags: ["location"],
        summary: "Is the platform available at these coordinates? (offline state lookup)",
        body: checkBody,
        response: { 200: checkResponse, 403: refusedResponse },
      },
    },
    async (request, reply) => {
      const player = maybePlayerOf(request);
      const verdict = await checkLocation(platform, { ...request.body, ip: request.ip, player });
      if (verdict.allowed) {
        return ok("success.", { sState: verdict.state, bInIndia: true, bAllowed: true, sTitle: "", sDetail: `You are in ${verdict.state}.` });
      }
      const sDetail =
        verdict.reason === "outside_india" ? "The platform is available only in India." : `Cash rummy is not offered in ${verdict.state}.`;
      const data = { message: NOT_AVAILABLE_MESSAGE, sState: verdict.state, bInIndia: verdict.reason !== "outside_india", bAllowed: false, sTitle: NOT_AVAILABLE_TITLE, sDetail };
      return reply.code(403).send({ message: NOT_AVAILABLE_MESSAGE, data });
    },
  );
};

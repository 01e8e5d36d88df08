import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NOT_AVAILABLE_MESSAGE, NOT_AVAILABLE_TITLE } from "../../services/compliance/restricted.ts";
import { checkLocation } from "../../services/compliance/location-check.ts";
import { maybePlayerOf, optionalPlayer } from "../auth-guard.ts";
import { AUTH_LIMITS } from "../auth/limits.ts";
import { ok } from "../envelope.ts";
import { envelope } from "../request-info.ts";
import { says } from "../validation.ts";
import { errorHandler } from "../errors.ts";

const INVALID = says("Please send a valid latitude and longitude.");

const degrees = (limit: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" && v.length <= 40 ? Number(v) : v),
    z.number({ error: INVALID }).finite({ error: INVALID }).min(-limit, { error: INVALID }).max(limit, { error: INVALID }).optional(),
  );

/**
 * SPEC.md names the coordinates `nLatitude`/`nLongitude` in its style; the web app sends
 * `latitude`/`longitude`. Either pair is accepted.
 */
const checkBody = z
  .object({ nLatitude: degrees(90), nLongitude: degrees(180), latitude: degrees(90), longitude: degrees(180) })
  .transform((b, ctx) => {
    const latitude = b.nLatitude ?? b.latitude;
    const longitude = b.nLongitude ?? b.longitude;
    if (latitude === undefined || longitude === undefined) {
      ctx.issues.push({ code: "custom", message: INVALID, input: b });
      return z.NEVER;
    }
    return { latitude, longitude };
  });

const verdictData = z.object({
  sState: z.string().nullable(),
  bInIndia: z.boolean(),
  bAllowed: z.boolean(),
  sTitle: z.string(),
  sDetail: z.string(),
});
const refusedBody = z.object({ message: z.string(), data: verdictData.extend({ message: z.string() }) });

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
        response: { 200: envelope(verdictData), 403: refusedBody },
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

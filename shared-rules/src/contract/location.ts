import { z } from "zod";
import { envelope } from "./envelope.ts";
import { zodOf } from "./shape-zod.ts";
import { VERDICT_SHAPE } from "./shell-shapes.ts";
import { says } from "./validation.ts";

/**
 * The product's own region check (SPEC.md section 7 "External": its endpoint is not shown, so
 * `POST /location/check` is chosen). Open to visitors; a refused location is a 403 with the verdict.
 */
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
export const checkBody = z
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

/** The verdict's shape is shell-shapes.ts's: the browser reads it without zod. */
export const verdict = zodOf(VERDICT_SHAPE);

export const checkResponse = envelope(verdict);
export const refusedResponse = envelope(zodOf({ fields: { ...VERDICT_SHAPE.fields, message: "string" } } as const));

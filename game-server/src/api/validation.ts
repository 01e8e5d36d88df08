import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Checked } from "../services/auth/identifiers.ts";
import { OtpDeliveryError } from "../providers/otp/index.ts";
import { errorBody } from "./envelope.ts";

/**
 * SPEC.md's validation messages reach the player verbatim. Request schemas mark their messages
 * with `says()`; the account modules' error handler answers those as they are, and hands every
 * other error (generic Zod messages, HttpError, crashes) to the app's handler.
 */
const specMessages = new Set<string>();

export function says(message: string): string {
  specMessages.add(message);
  return message;
}

export function accountErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // @fastify/rate-limit throws a plain object ({ statusCode: 429, message, data }). Rethrown from a
  // plugin's error handler, Fastify would send it as a 200 payload, so it is answered here.
  if (!(error instanceof Error)) {
    const refusal = error as { statusCode?: unknown; message?: unknown };
    const status = typeof refusal.statusCode === "number" && refusal.statusCode >= 400 && refusal.statusCode < 500 ? refusal.statusCode : 500;
    const message = typeof refusal.message === "string" && status < 500 ? refusal.message : "Something went wrong on our side. Please try again.";
    return reply.code(status).send(errorBody(message));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const message = first?.message;
    if (message && specMessages.has(message)) return reply.code(400).send(errorBody(message));
  }
  if (error instanceof OtpDeliveryError) {
    request.log.warn({ err: error }, "OTP delivery failed");
    return reply.code(502).send(errorBody("Unable to send OTP right now. Please try again later."));
  }
  throw error;
}

/** PostgreSQL refuses NUL in text; no field of a form ever has one. */
export const NO_NUL = new RegExp(`^[^${String.fromCharCode(0)}]*$`);

/**
 * A string field: a missing or non-string value, one holding a NUL byte, or one over `maxLength`
 * answers `required`. Lengths are bounded before any rule runs.
 */
export function text(required: string, maxLength = 1000) {
  says(required);
  return z.string({ error: required }).max(maxLength, { error: required }).regex(NO_NUL, { error: required });
}

/** Runs a `Checked` rule on a string and outputs its normalised value. */
export function rule<T>(required: string, check: (raw: string) => Checked<T>, maxLength = 1000) {
  return text(required, maxLength).transform((raw, ctx) => {
    const result = check(raw);
    if (result.ok) return result.value;
    says(result.message);
    ctx.issues.push({ code: "custom", message: result.message, input: raw });
    return z.NEVER;
  });
}

/** SPEC.md: "only non-empty fields are sent". An empty string, null or absent field means "leave as is". */
export function optionalNonEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());
}

/** A number or a numeric string, e.g. `nPinCode` or an OTP typed into a number field. */
export function digits(required: string, length: number) {
  says(required);
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((v, ctx) => {
      const s = typeof v === "number" ? (Number.isSafeInteger(v) && v >= 0 ? String(v).padStart(length, "0") : "") : v.trim();
      if (new RegExp(`^\\d{${length}}$`).test(s)) return s;
      ctx.issues.push({ code: "custom", message: required, input: v });
      return z.NEVER;
    });
}

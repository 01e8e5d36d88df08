import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { OtpDeliveryError } from "../providers/otp/index.ts";
import { isServiceError } from "../services/errors.ts";
import { FairPlayError } from "../services/fairplay/errors.ts";
import type { Language } from "../services/i18n/language.ts";
import { hindiMessage } from "../services/i18n/refusals-hi.ts";
import { hindiResponsible } from "../services/i18n/responsible-hi.ts";
import { ResponsibleError } from "../services/responsible/errors.ts";
import { MEDIA_MESSAGES } from "../services/support/media-types.ts";
import { TournamentError } from "../services/tournaments/errors.ts";
import { WalletError } from "../services/wallet/errors.ts";
import { errorBody, HttpError } from "./envelope.ts";
import { FAIRPLAY_REPLIES, TOURNAMENT_REPLIES, type Reply } from "./refusals/module-replies.ts";
import { istText, limitRupees, RESPONSIBLE_REPLIES } from "./refusals/responsible.ts";
import { RETRY_AFTER_SECONDS, SENT_WITHOUT_CODE, SERVICE_STATUS } from "./refusals/service-status.ts";
import { replyLanguage } from "./reply-language.ts";
import { isSpecMessage } from "./validation.ts";

/**
 * The one place where a refusal becomes HTTP. Services throw their module's codes (each carrying
 * the sentence the player reads); the tables in `refusals/` give each code its status (and, for
 * responsible play, tournaments and fair play, its sentence) once, and the one error handler below
 * answers every route with SPEC.md's envelope `{ message, data: { message, code } }`.
 */

/** What a refusal answers: its status, the player's sentence and (when it has one) its code. */
export interface Refusal {
  readonly status: number;
  readonly message: string;
  readonly code?: string;
  /** Sent as Retry-After: the refusal is about load, and a later try is expected to work. */
  readonly retryAfterSeconds?: number;
}

/**
 * A module's refusal as HTTP, or undefined for anything else (a crash, or a framework error).
 * In Hindi (issue 21) the sentence comes from the Hindi catalogue (services/i18n) when it has one; English is the services' own.
 */
export function refusalOf(error: unknown, language: Language = "en"): Refusal | undefined {
  const refusal = englishRefusalOf(error);
  if (!refusal || language === "en") return refusal;
  const hindi = error instanceof ResponsibleError ? hindiResponsible(error.code, error.detail, istText, limitRupees) : hindiMessage(refusal.message, refusal.code ?? codeOf(error));
  return hindi === undefined ? refusal : { ...refusal, message: hindi };
}

/** The code of a refusal sent without one (a vanished session), for its Hindi. */
const codeOf = (error: unknown): string | undefined => (isServiceError(error) ? error.code : undefined);

function englishRefusalOf(error: unknown): Refusal | undefined {
  if (isServiceError(error)) {
    const status = (SERVICE_STATUS as Record<string, number | undefined>)[error.code];
    if (status === undefined) return undefined;
    if (SENT_WITHOUT_CODE.has(error.code)) return { status, message: error.message };
    const retryAfterSeconds = (RETRY_AFTER_SECONDS as Record<string, number | undefined>)[error.code];
    return { status, message: error.message, code: error.code, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
  }
  if (error instanceof ResponsibleError) {
    const entry = RESPONSIBLE_REPLIES[error.code];
    return { status: entry.status, message: entry.message(error.detail), code: error.code };
  }
  if (error instanceof WalletError) return { status: error.status, message: error.playerMessage, code: error.code };
  if (error instanceof TournamentError || error instanceof FairPlayError) {
    const reply: Reply = error instanceof TournamentError ? TOURNAMENT_REPLIES[error.code] : FAIRPLAY_REPLIES[error.code];
    return { status: reply.status, message: reply.message(error.detail), code: error.code };
  }
  if (error instanceof HttpError) return error.code ? { status: error.statusCode, message: error.message, code: error.code } : { status: error.statusCode, message: error.message };
  return undefined;
}

const CRASH_MESSAGE = "Something went wrong on our side. Please try again.";

export interface ErrorScope {
  /** Account forms (SPEC.md section 5): a validation message marked with `says()` reaches the player as it is. */
  readonly specMessages?: boolean;
  /** Support's multipart uploads: busboy's limits answer with SPEC.md's attachment messages. */
  readonly multipart?: boolean;
}

/**
 * The one error handler. The app sets it for every route; the account and support modules set
 * the same handler with their scope (their form messages are SPEC.md's words).
 */
export function errorHandler(scope: ErrorScope = {}) {
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const language: Language = replyLanguage(request);
    /** A sentence without a code (crash, OTP delivery, rate limit) in the request's language. */
    const say = (message: string, code?: string) => (language === "hi" ? (hindiMessage(message, code) ?? message) : message);
    // @fastify/rate-limit throws a plain object ({ statusCode: 429, message, data }).
    if (!(error instanceof Error)) {
      const refusal = error as { statusCode?: unknown; message?: unknown };
      const status = typeof refusal.statusCode === "number" && refusal.statusCode >= 400 && refusal.statusCode < 500 ? refusal.statusCode : 500;
      const message = typeof refusal.message === "string" && status < 500 ? refusal.message : CRASH_MESSAGE;
      return reply.code(status).send(errorBody(say(message, status === 429 ? "http/rate_limited" : undefined)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      if (scope.specMessages && first?.message && isSpecMessage(first.message)) return reply.code(400).send(errorBody(say(first.message)));
      const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") || first?.params?.["missingProperty"];
      const detail = first?.message ?? "invalid input";
      return reply.code(400).send(errorBody(field ? `${String(field)}: ${detail}` : detail));
    }
    if (scope.multipart) {
      if (error.code === "FST_FILES_LIMIT") return reply.code(400).send(errorBody(say(MEDIA_MESSAGES.tooMany, "support/too_many_files")));
      if (error.code === "FST_REQ_FILE_TOO_LARGE") return reply.code(400).send(errorBody(say(MEDIA_MESSAGES.videoTooBig, "support/too_big")));
      if (error.code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
        return reply.code(415).send(errorBody(say("Attachments must be sent as multipart/form-data.", "support/not_multipart")));
      }
      if (error.code?.startsWith("FST_") && (error.statusCode ?? 500) < 500) return reply.code(400).send(errorBody(error.message));
    }
    if (error instanceof OtpDeliveryError) {
      request.log.warn({ err: error }, "OTP delivery failed");
      return reply.code(502).send(errorBody(say("Unable to send OTP right now. Please try again later.")));
    }
    const refusal = refusalOf(error, language);
    if (refusal?.retryAfterSeconds) reply.header("retry-after", String(refusal.retryAfterSeconds));
    if (refusal) return reply.code(refusal.status).send(errorBody(refusal.message, refusal.code ? { code: refusal.code } : {}));
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(errorBody(error.message));
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody(say(CRASH_MESSAGE)));
  };
}

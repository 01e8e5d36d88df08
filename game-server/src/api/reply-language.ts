import type { FastifyInstance, FastifyRequest } from "fastify";
import { maybePlayerOf } from "./auth-guard.ts";
import { languageFor, type Language } from "../services/i18n/language.ts";
import { hindiSuccess } from "../services/i18n/success-hi.ts";

/**
 * Issue 21: the language a reply speaks. A logged-in player's is the one their account chose
 * (`eLanguage`, read with the session), so every device and client gets it; a visitor's, or a
 * player who never chose, is the request's first Accept-Language.
 */
export function replyLanguage(request: FastifyRequest): Language {
  return languageFor(maybePlayerOf(request)?.language, request.headers["accept-language"]);
}

interface Envelope {
  readonly message: string;
  readonly data?: unknown;
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === "object" && payload !== null && typeof (payload as { message?: unknown }).message === "string";

/** The envelope with its sentence replaced, in `data.message` too when it repeats it (SPEC.md's refusals do). */
function said(payload: Envelope, message: string): Envelope {
  const data = payload.data;
  const repeats = typeof data === "object" && data !== null && (data as { message?: unknown }).message === payload.message;
  return repeats ? { ...payload, message, data: { ...data, message } } : { ...payload, message };
}

/** The reply's payload in the request's language: the same object unless it is an envelope with a Hindi sentence to say. */
export function inReplyLanguage(request: FastifyRequest, payload: unknown): unknown {
  if (!isEnvelope(payload) || replyLanguage(request) !== "hi") return payload;
  const hindi = hindiSuccess(payload.message);
  return hindi === undefined ? payload : said(payload, hindi);
}

/**
 * A success reply's sentence in the reply's language (refusals are the error handler's). Runs
 * before serialization, so the reply schema checks the translated body like any other. The hook
 * is synchronous (a callback, not an async function): a reply with nothing to translate is
 * passed on in the same tick, with no promise made for it.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook("preSerialization", (request, _reply, payload, done) => {
    done(null, inReplyLanguage(request, payload));
  });
}

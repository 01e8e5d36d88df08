import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import stringify from "safe-stable-stringify";
import { z } from "zod";
import { claimKey, completeKey, releaseKey, type KeyScope } from "../services/idempotency/store.ts";
import { maybePlayerOf } from "./auth-guard.ts";
import { HttpError } from "./envelope.ts";

/**
 * `Idempotency-Key` (IETF draft "The Idempotency-Key HTTP Header Field", as Stripe answers it) on
 * the calls that move money, so a double click or a retried request cannot move it twice. The
 * web app sends one key per user action; a repeat with that key gets the first answer (status,
 * body, and the headers below) instead of running again. Without the header a call runs as before.
 *
 * - Scope: (player, method + route, key); keys live 24 hours (services/idempotency/store.ts).
 * - Two copies at once: exactly one runs; the other gets 409 and may retry (Stripe does the same).
 * - The same key with another request (method, URL or canonical JSON body differ): 422.
 * - A 5xx is not kept: the key is given back, so the same action may be retried. 2xx and 4xx are kept.
 */

/** The money routes, as Fastify names them (prefix included). A new money call is one line here. */
export const IDEMPOTENT_ROUTES: readonly string[] = [
  "POST /api/v1/transaction/rbl/upi/intent-qr",
  "POST /api/v1/transaction/buycash",
  "POST /api/v1/transaction/rbl/payout",
  "POST /api/v1/transaction/rbl/disbursement",
  "POST /api/v1/rummy/table/join",
  "POST /api/v1/rummy/table/private/create",
  "POST /api/v1/rummy/table/private/join",
  "POST /api/v1/tournament/join",
  "POST /api/v1/tournament/withdraw/:id",
];

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that comes from the store, as Stripe does. */
export const REPLAYED_HEADER = "idempotent-replayed";
/** Headers kept with an answer and sent again with it (the rest, e.g. rate limits, are per request). */
const REPLAYED_HEADERS = ["content-type", "authorization", "verification", "location"];
/** 1 to 255 printable ASCII characters (a UUID is what the web app sends). */
const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: "Idempotency-Key must be 1 to 255 printable characters.",
  inProgress: "A request with this Idempotency-Key is still being processed. Please try again in a moment.",
  reused: "This Idempotency-Key was already used with a different request. Send a new key for a new request.",
} as const;

const claims = new WeakMap<FastifyRequest, KeyScope>();

function requestHash(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.method} ${request.url}\n${stringify(request.body ?? null) ?? ""}`)
    .digest("hex");
}

/** Runs after the route's own preHandlers (after `requirePlayer`), so the player is known. */
async function claimOrReplay(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !KEY_FORMAT.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.badKey, "idempotency/bad_key");
  // A request without a session (the payment gateway page's one-time link token) is kept to one
  // effect by the link itself, which pays once; the key has no player to be scoped to.
  const player = maybePlayerOf(request);
  if (!player) return undefined;
  const scope: KeyScope = { userId: player.userId, route: `${request.method} ${request.routeOptions.url ?? request.url}`, key };
  const claim = await claimKey(request.server.platform.db, scope, requestHash(request));
  switch (claim.kind) {
    case "claimed":
      claims.set(request, scope);
      return undefined;
    case "mismatch":
      throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused, "idempotency/key_reused");
    case "in_progress":
      reply.header("retry-after", "1");
      throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, "idempotency/in_progress");
    case "done":
      reply.code(claim.answer.status);
      for (const [name, value] of Object.entries(claim.answer.headers)) reply.header(name, value);
      reply.header(REPLAYED_HEADER, "true");
      return reply.send(claim.answer.body);
  }
}

/** Keeps the first answer, or gives the key back after a 5xx. A failure to store is logged, never the player's problem. */
async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const scope = claims.get(request);
  if (!scope) return payload;
  claims.delete(request);
  const db = request.server.platform.db;
  try {
    if (reply.statusCode >= 500 || !(typeof payload === "string" || Buffer.isBuffer(payload))) {
      await releaseKey(db, scope);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    await completeKey(db, scope, { status: reply.statusCode, headers, body: payload.toString() });
  } catch (error) {
    request.log.error({ err: error }, "could not store the answer of an Idempotency-Key request");
  }
  return payload;
}

/** An answer that never reached `onSend` (the request died on the way): the key is given back. */
async function releaseUnanswered(request: FastifyRequest): Promise<void> {
  const scope = claims.get(request);
  if (!scope) return;
  claims.delete(request);
  await releaseKey(request.server.platform.db, scope).catch((error: unknown) => request.log.error({ err: error }, "could not release an Idempotency-Key"));
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The header in the route's OpenAPI schema: described, never validated there (the preHandler answers with a clear 400). */
const documentedHeader = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.string().optional().describe("One fresh value (a UUID) per user action; a repeat with the same key gets the first answer. 1-255 printable characters, kept 24 hours."),
});

function isListed(route: RouteOptions, routes: readonly string[]): boolean {
  return asList(route.method).some((method) => routes.includes(`${method} ${route.url}`));
}

/** Registers the hooks on every listed route; call before the API modules are registered. */
export function registerIdempotency(app: FastifyInstance, routes: readonly string[] = IDEMPOTENT_ROUTES): void {
  app.addHook("onRoute", (route) => {
    if (!isListed(route, routes)) return;
    route.preHandler = [...asList(route.preHandler), claimOrReplay];
    // First of the route's onSend hooks, so it keeps the reply as the handler made it (before
    // @fastify/compress, whose own onRoute hook may have run first, turns it into a stream).
    route.onSend = [keepAnswer, ...asList(route.onSend)];
    route.onResponse = [...asList(route.onResponse), releaseUnanswered];
    if (route.schema && !route.schema.headers) route.schema = { ...route.schema, headers: documentedHeader };
  });
}

import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { verifyPlayerToken as verifyToken, type PlayerIdentity } from "../services/auth/sessions.ts";
import type { PlatformContext } from "./context.ts";
import { HttpError } from "./envelope.ts";

/**
 * The one gate for private calls. Routes add `preHandler: requirePlayer` and read the caller with
 * `playerOf(request)`; Colyseus rooms call `verifyPlayerToken` with the same token.
 */

export type { PlayerIdentity };

export const UNAUTHORIZED_MESSAGE = "Authentication Error, Please try logging again";

const players = new WeakMap<FastifyRequest, PlayerIdentity>();

/** The token from `authorization: Bearer <token>` or a bare `authorization: <token>` (SPEC.md section 6). */
export function tokenFromHeader(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const token = value.startsWith("Bearer ") || value.startsWith("bearer ") ? value.slice(7) : value;
  const trimmed = token.trim();
  return trimmed.length > 0 && trimmed.length <= 2048 ? trimmed : undefined;
}

/** Fastify preHandler: 401 unless the request carries a live session token. */
export async function requirePlayer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new HttpError(401, UNAUTHORIZED_MESSAGE, "auth/missing_token");
  const player = await verifyToken(request.server.platform, token);
  if (!player) throw new HttpError(401, UNAUTHORIZED_MESSAGE, "auth/invalid_token");
  players.set(request, player);
}

/**
 * Fastify preHandler for calls open to visitors that also serve a logged-in player: no header
 * means a visitor, a header that does not verify is still a 401 so the browser logs out.
 */
export async function optionalPlayer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.headers.authorization === undefined) return;
  await requirePlayer(request, reply);
}

/** The caller of a route guarded by `requirePlayer`. */
export function playerOf(request: FastifyRequest): PlayerIdentity {
  const player = players.get(request);
  if (!player) throw new HttpError(401, UNAUTHORIZED_MESSAGE, "auth/missing_token");
  return player;
}

/** The caller when `optionalPlayer` ran, or undefined for a visitor. */
export function maybePlayerOf(request: FastifyRequest): PlayerIdentity | undefined {
  return players.get(request);
}

/** For Colyseus rooms and anything else holding a raw token: the live session it names, or null. */
export function verifyPlayerToken(platform: PlatformContext, token: string): Promise<PlayerIdentity | null> {
  return verifyToken(platform, token);
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void> | void;

const GUARDS: ReadonlySet<unknown> = new Set([requirePlayer, optionalPlayer]);

function hooksOf(value: unknown): Hook[] {
  if (Array.isArray(value)) return value as Hook[];
  return value ? [value as Hook] : [];
}

/**
 * An `onRoute` hook (registered once, by `authGuard`): a route declared with
 * `preHandler: requirePlayer` (or `optionalPlayer`) runs it in `onRequest` instead, before the
 * body is read or validated. A missing or revoked token is then a 401 whatever the body, and an
 * anonymous caller never gets a large JSON or multipart body parsed.
 */
export function authenticateFirst(route: RouteOptions): void {
  const preHandlers = hooksOf(route.preHandler);
  const guards = preHandlers.filter((hook) => GUARDS.has(hook));
  if (guards.length === 0) return;
  const rest = preHandlers.filter((hook) => !GUARDS.has(hook));
  const target = route as unknown as { preHandler?: Hook[]; onRequest?: Hook[] };
  target.preHandler = rest.length > 0 ? rest : undefined;
  target.onRequest = [...guards, ...hooksOf(route.onRequest)];
}

/** Registers `authenticateFirst` before any route is declared. Tokens themselves are `services/auth/session-tokens.ts`. */
export const authGuard = fp(
  async (app) => {
    app.addHook("onRoute", authenticateFirst);
  },
  { name: "auth-guard" },
);

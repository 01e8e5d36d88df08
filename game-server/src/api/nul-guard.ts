import type { FastifyInstance } from "fastify";
import { errorBody } from "./envelope.ts";

/**
 * PostgreSQL text cannot hold a NUL character, so one in a path, query or body would surface as a
 * database error (a 500). Every route refuses it up front with a 400 instead.
 */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, v]) => key.includes("\u0000") || hasNul(v, depth + 1));
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    let url: string;
    try {
      url = decodeURIComponent(request.url);
    } catch {
      return reply.code(400).send(errorBody("The address is not valid."));
    }
    if (url.includes("\u0000")) return reply.code(400).send(errorBody("Text must not contain NUL characters."));
  });
  // Bodies are checked after each route's own validation, so its field messages come first.
  app.addHook("preHandler", async (request, reply) => {
    if (hasNul(request.body)) return reply.code(400).send(errorBody("Text must not contain NUL characters."));
  });
}

import type { FastifyInstance } from "fastify";
import { DEVICE_ID_HEADER } from "../../services/fairplay/identifiers.ts";
import { recordRequestIdentifiers } from "../../services/fairplay/linked.ts";
import { maybePlayerOf } from "../auth-guard.ts";

/**
 * Fair play: on every call made with a live session, the account's device id (the web app's
 * `x-device-id`) and address are recorded for linked-account checks (services/fairplay/linked.ts).
 * A preHandler, so the caller is known (the session guard runs in onRequest) and a join sees the
 * device it arrived with; a write happens at most once per user, identifier and ten minutes, and
 * a failed write never fails the call.
 */
export function registerDeviceRecording(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    const player = maybePlayerOf(request);
    if (player) await recordRequestIdentifiers(app.platform.db, player.userId, request.headers[DEVICE_ID_HEADER], request.ip);
  });
}

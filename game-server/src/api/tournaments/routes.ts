import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  lastRoundQualifiers,
  listForPlayer,
  myTickets,
  register,
  tournamentStatement,
  viewForPlayer,
  withdraw,
  type RegistrationDeps,
} from "../../services/tournaments/index.ts";
import { faceted, paiseToRupees, toPage } from "../../services/wallet/index.ts";
import { maybePlayerOf, optionalPlayer, playerOf, requirePlayer } from "../auth-guard.ts";
import { ok } from "../envelope.ts";
import { cashGateFor } from "./cash-gate.ts";
import {
  idParams,
  joinBody,
  joinResponse,
  listBody,
  listResponse,
  pageQuery,
  qualifiersBody,
  qualifiersResponse,
  ticketsResponse,
  transactionsResponse,
  viewResponse,
  withdrawResponse,
} from "./schemas.ts";

const tags = ["tournaments"];
const security = [{ bearer: [] }];

/**
 * SPEC.md section 7 "Tournaments", plus My Tickets (`GET /tournament/tickets`, path not in
 * SPEC.md, chosen in its style) and the tournament statement (`GET /profile/getTournamentTransaction`).
 * Each route validates, calls one service of `services/tournaments` and replies; refusals are
 * mapped once in `api/errors.ts`. Successes answer SPEC.md's `success.`.
 */
export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.platform;
  // The platform's clock, so a platform built with a fixed clock sees registration windows by it.
  const deps: RegistrationDeps = { db, now: () => clock.now(), cashGate: cashGateFor(app.platform) };

  app.post(
    "/tournament/list",
    { preHandler: optionalPlayer, schema: { tags, summary: "Tournaments not over, soonest first, or by eState (upcoming, registrationStarted, registered, running)", body: listBody, response: { 200: listResponse } } },
    async (request) => ok("success.", { data: await listForPlayer(deps, { userId: maybePlayerOf(request)?.userId, filter: request.body?.eState }) }),
  );

  app.post(
    "/tournament/view/:id",
    { preHandler: optionalPlayer, schema: { tags, summary: "One tournament: timings, entries, waitlist, rounds, prizes and the caller's entry", params: idParams, response: { 200: viewResponse } } },
    async (request) => ok("success.", { data: await viewForPlayer(deps, { tournamentId: request.params.id, userId: maybePlayerOf(request)?.userId }) }),
  );

  app.post(
    "/tournament/join",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Register (or join the waitlist): holds the entry fee or practice chips, or uses a ticket", body: joinBody, response: { 200: joinResponse } } },
    async (request) => {
      const r = await register(deps, { userId: playerOf(request).userId, tournamentId: request.body.iTournamentId });
      return ok("success.", { eStatus: r.state, nWaitlistPosition: r.waitlistRank });
    },
  );

  app.post(
    "/tournament/withdraw/:id",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Withdraw while registration is open: the entry fee is released or the ticket restored", params: idParams, response: { 200: withdrawResponse } } },
    async (request) => {
      await withdraw(deps, { userId: playerOf(request).userId, tournamentId: request.params.id });
      return ok("success.", {});
    },
  );

  app.post(
    "/state/tournament/qualifiers",
    { preHandler: optionalPlayer, schema: { tags, summary: "Qualifiers and scoreboards of the last round", body: qualifiersBody, response: { 200: qualifiersResponse } } },
    async (request) => {
      const q = await lastRoundQualifiers(deps, request.body.iTournamentId);
      return ok(q.nTotalQualifier > 0 ? "success." : "No Qualifiers Found.", { data: q });
    },
  );

  app.get(
    "/tournament/tickets",
    { preHandler: requirePlayer, schema: { tags, security, summary: "My Tickets: name, status, value (rupees) and validity", querystring: pageQuery, response: { 200: ticketsResponse } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await myTickets(db, playerOf(request).userId, toPage(q.size, q.pageIndex ?? q.pageNumber));
      return ok("success.", faceted(rows.map(({ valuePaise, ...t }) => ({ ...t, nValue: paiseToRupees(valuePaise) })), total));
    },
  );

  app.get(
    "/profile/getTournamentTransaction",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Tournament entries, refunds and prizes", querystring: pageQuery, response: { 200: transactionsResponse } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await tournamentStatement(db, playerOf(request).userId, toPage(q.size, q.pageNumber ?? q.pageIndex));
      return ok("success.", faceted(rows, total));
    },
  );
};

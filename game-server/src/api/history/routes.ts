import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dealParams, gameHistoryResponse, handHistoryResponse, historyQuery } from "@rummy/shared-rules/contract/history";
import { dealHistory, handHistory } from "../../services/history/hand-history.ts";
import { toPage, WalletError } from "../../services/wallet/index.ts";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { HttpError, ok } from "../envelope.ts";

/**
 * The player's game history (issue 19): every finished deal they sat in, practice or cash, newest
 * first, and one deal's hand history. Paths in SPEC.md's `/profile/...` style; a deal the player
 * did not sit in answers 404, exactly like one that does not exist.
 */
const tags = ["history"];
const security = [{ bearer: [] }];

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.get(
    "/profile/game-history",
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: "Every finished deal the player sat in, practice (chips) or cash (rupees), newest first",
        querystring: historyQuery,
        response: { 200: gameHistoryResponse },
      },
    },
    async (request) => {
      let page;
      try {
        page = toPage(request.query.size, request.query.pageIndex);
      } catch (error) {
        if (error instanceof WalletError) throw new HttpError(error.status, error.playerMessage, error.code);
        throw error;
      }
      const { rows, total } = await dealHistory(db, playerOf(request).userId, page);
      return ok("success.", [{ data: rows, count: [{ totalData: total }] }]);
    },
  );

  app.get(
    "/profile/game-history/:dealId",
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: "One deal's hand history as the player saw it, step by step, with the results table and the fairness check",
        params: dealParams,
        response: { 200: handHistoryResponse },
      },
    },
    async (request) => {
      const history = await handHistory(db, playerOf(request).userId, request.params.dealId);
      if (!history) throw new HttpError(404, "No such game in your history.", "history/no_such_deal");
      if (history === "unreplayable") throw new HttpError(409, "This deal was voided and its moves cannot be replayed.", "history/unreplayable");
      return ok("success.", history);
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { modeBody, occupancyResponse, tableParams, waitResponse } from "@rummy/shared-rules/contract/lobby";
import { requirePlayer } from "../auth-guard.ts";
import { ok } from "../envelope.ts";
import { stakeOccupancy } from "../../services/lobby/occupancy.ts";
import { findTable } from "../../services/tables/repository.ts";
import { HttpError } from "../envelope.ts";
import { listCatalogue } from "../../services/tables/catalogue.ts";

/**
 * The lobby's live figures (issue 19), asked for with the same body as the table list: for each
 * of its rows (`iCatalogueId` is the list's `_id`), the people seated at that stake now, and the
 * median wait for a second player over its last tables, with the words to show.
 */
export const occupancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/rummy/table/occupancy",
    {
      preHandler: requirePlayer,
      schema: {
        tags: ["lobby"],
        summary: "Players at each stake of a lobby mode right now, and how long a second player usually takes to join",
        body: modeBody,
        response: { 200: occupancyResponse },
      },
    },
    async (req) => {
      const rows = await listCatalogue(app.platform.db, req.body.eRummyType, req.body.eGameType);
      return ok("success.", await stakeOccupancy(app.platform.db, rows.map((r) => r.id)));
    },
  );

  app.get(
    "/rummy/table/:tableId/wait",
    {
      preHandler: requirePlayer,
      schema: {
        tags: ["lobby"],
        summary: "For a player waiting at a table: how long a second player usually takes at its stake",
        params: tableParams,
        response: { 200: waitResponse },
      },
    },
    async (req) => {
      const table = await findTable(app.platform.db, req.params.tableId);
      if (!table) throw new HttpError(404, "There is no such table.", "lobby/no_such_table");
      // A private table has no stake history of its own: it waits for the friends invited.
      const [figures] = table.catalogueId && !table.privateCode ? await stakeOccupancy(app.platform.db, [table.catalogueId]) : [];
      return ok("success.", figures ? { nWaitSeconds: figures.nWaitSeconds, nWaitTables: figures.nWaitTables, sWait: figures.sWait } : { nWaitSeconds: null, nWaitTables: 0, sWait: "" });
    },
  );
};

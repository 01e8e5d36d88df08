import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paiseOfRupees } from "@rummy/shared-rules";
import { joinBody, joinedResponse, modeBody, privateCreateBody, privateJoinBody, seatResponse, spinResponse, spinStatusResponse, tablesResponse } from "@rummy/shared-rules/contract/lobby";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { HttpError, ok } from "../envelope.ts";
import { findConfiguration, listCatalogue, toLobbyTable } from "../../services/tables/catalogue.ts";
import type { GameType } from "../../services/tables/kinds.ts";
import { parseTableOptions, TableOptionsError, type TableOptions } from "../../services/tables/options.ts";
import { privateTableRange } from "../../services/lobby/guards.ts";
import { joinedGame, joinedSeats, joinTable, type SeatTaken } from "../../services/lobby/seating.ts";
import { createPrivateTable, joinPrivateTable } from "../../services/lobby/private-tables.ts";
import { specOfCatalogue } from "../../services/lobby/table-spec.ts";
import { spin, spinStatus } from "../../services/spin/daily-spin.ts";
import { rupees } from "../../services/tables/kinds.ts";
import { playerFacingName } from "../../services/tables/table-name.ts";
import type { PlatformContext } from "../context.ts";
import { timed } from "../../services/timings.ts";

/**
 * SPEC.md section 7, "Lobby and tables": the table list, joining, joined tables, private tables
 * and the daily spin. Paths SPEC.md does not show are chosen in the same style and listed in
 * rooms/PROTOCOL.md ("Lobby calls").
 */
/**
 * Room options (the contract's `oRoomOptions`) are taken only by a test boot, and only for the kinds
 * of table it allows; anything else is a 400 (rooms/PROTOCOL.md, "Room options"). An empty object is accepted.
 */
function optionsOf(platform: PlatformContext, raw: unknown, gameType: GameType): TableOptions {
  try {
    return parseTableOptions(raw, platform.config.testTableOptions, gameType);
  } catch (error) {
    if (error instanceof TableOptionsError) throw new HttpError(400, error.message, "lobby/bad_options");
    throw error;
  }
}

function seatData(s: SeatTaken) {
  return { iTableId: s.table.id, nChips: rupees(s.seat.chipsPaise), sPrivateCode: s.table.privateCode ?? "", nSeat: s.seat.seat, eGameType: s.table.gameType };
}

export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/rummy/table/weblist",
    {
      preHandler: requirePlayer,
      schema: {
        tags: ["lobby"],
        summary: "Tables of one lobby mode (point, pool, deal, point21) and game type (practice, cash)",
        body: modeBody,
        response: { 200: tablesResponse },
      },
    },
    async (req) => {
      const rows = await listCatalogue(app.platform.db, req.body.eRummyType, req.body.eGameType);
      return ok("success.", rows.map((r) => ({ ...toLobbyTable(r), sName: playerFacingName(r) })));
    },
  );

  app.post(
    "/rummy/table/join",
    {
      preHandler: requirePlayer,
      schema: {
        tags: ["lobby"],
        summary: "Take a seat at a table of this configuration (opens one if none has a free seat)",
        body: joinBody,
        response: { 200: seatResponse },
      },
    },
    async (req) => {
      const { userId } = playerOf(req);
      const b = req.body;
      const row = await findConfiguration(app.platform.db, { rummyType: b.eRummyType, gameType: b.eGameType, maxPlayers: b.nMaxPlayer, tablePoint: b.nTablePoint, tableFee: b.nTableFee });
      if (!row) throw new HttpError(404, "There is no such table. Please choose one from the lobby.", "lobby/no_such_table");
      const taken = await timed("rest_join_seat", () => joinTable(app.platform, userId, specOfCatalogue(row), optionsOf(app.platform, b.oRoomOptions, b.eGameType)));
      return ok("success.", seatData(taken));
    },
  );

  app.get(
    "/rummy/table/joined",
    { preHandler: requirePlayer, schema: { tags: ["lobby"], summary: "Tables where the player holds a seat", response: { 200: joinedResponse } } },
    async (req) => {
      const seats = await joinedSeats(app.platform, playerOf(req).userId);
      return ok(seats.length > 0 ? "success." : "You haven't yet joined any Tables.", seats.map(joinedGame));
    },
  );

  app.post(
    "/rummy/table/private/create",
    {
      preHandler: requirePlayer,
      schema: {
        tags: ["lobby"],
        summary: "Create a private points table (entry fee 240 x point value); returns its 6-character code",
        body: privateCreateBody,
        response: { 200: seatResponse },
      },
    },
    async (req) => {
      const b = req.body;
      const range = await privateTableRange(app.platform);
      // The slider's own value (exact, at most 2 decimals) stands for what the browser sent.
      const point = range.find((p) => Math.abs(p - b.nTablePoint) < 0.0001);
      if (point === undefined) throw new HttpError(400, "Please choose a point value from the slider.", "lobby/bad_point_value");
      const taken = await createPrivateTable(
        app.platform,
        playerOf(req).userId,
        { rummyType: b.eRummyType, gameType: b.eGameType, pointValuePaise: paiseOfRupees(point), maxPlayers: b.nMaxPlayer },
        optionsOf(app.platform, b.oRoomOptions, b.eGameType),
      );
      return ok("success.", seatData(taken));
    },
  );

  app.post(
    "/rummy/table/private/join",
    {
      preHandler: requirePlayer,
      schema: {
        tags: ["lobby"],
        summary: "Join a private table by its code",
        body: privateJoinBody,
        response: { 200: seatResponse },
      },
    },
    async (req) => ok("success.", seatData(await joinPrivateTable(app.platform, playerOf(req).userId, req.body.sPrivateCode))),
  );

  app.get(
    "/rummy/spin",
    {
      preHandler: requirePlayer,
      schema: {
        tags: ["lobby"],
        summary: "The daily bonus wheel: its 7 slots and whether today's spin is still open",
        response: { 200: spinStatusResponse },
      },
    },
    async (req) => ok("success.", await spinStatus(app.platform, playerOf(req).userId)),
  );

  app.post(
    "/rummy/spin",
    {
      preHandler: requirePlayer,
      schema: { tags: ["lobby"], summary: "Spin the daily bonus wheel (once per Asia/Kolkata day)", response: { 200: spinResponse } },
    },
    async (req) => ok("success.", await spin(app.platform, playerOf(req).userId)),
  );
};

import { z } from "zod";
import { envelope } from "./envelope.ts";
import { GAME_TYPE_VALUES, JOINED_ROW_SHAPE, LOBBY_TABLE_SHAPE, OCCUPANCY_ROW_SHAPE, RUMMY_TYPE_VALUES, SEAT_SHAPE, WAIT_SHAPE } from "./lobby-shapes.ts";
import { zodOf } from "./shape-zod.ts";

/**
 * SPEC.md section 7, "Lobby and tables": the table list, joining, joined tables, private tables
 * and the daily spin (rooms/PROTOCOL.md "Lobby calls"). The replies the lobby reads before Play
 * are made from lobby-shapes.ts, which the browser reads without zod.
 */
export { GAME_TYPE_VALUES, RUMMY_TYPE_VALUES };

const rummyType = z.enum(RUMMY_TYPE_VALUES);
const gameType = z.enum(GAME_TYPE_VALUES);
const maxPlayers = z.union([z.literal(2), z.literal(6)]);
/**
 * Room options change the game (the shuffle, the clocks): a player never chooses them. Only a test
 * boot (ALLOW_TEST_TABLE_OPTIONS) takes them (rooms/PROTOCOL.md, "Room options").
 */
const roomOptions = z.record(z.string(), z.unknown()).optional();

/** The table list and the occupancy figures are asked for by mode. */
export const modeBody = z.object({ eRummyType: rummyType, eGameType: gameType });
export const joinBody = z.object({
  eRummyType: rummyType,
  eGameType: gameType,
  nMaxPlayer: maxPlayers,
  nTablePoint: z.number().positive(),
  nTableFee: z.number().nonnegative().optional(),
  oRoomOptions: roomOptions,
});
/** Private tables are points tables (SPEC.md: "type is always point"). */
export const privateCreateBody = z.object({
  eRummyType: z.enum(["point", "point21"]).default("point"),
  eGameType: gameType.default("cash"),
  nTablePoint: z.number().positive(),
  nMaxPlayer: maxPlayers,
  oRoomOptions: roomOptions,
});
export const privateJoinBody = z.object({ sPrivateCode: z.string().trim().length(6) });
export const tableParams = z.object({ tableId: z.uuid() });

export const lobbyTable = zodOf(LOBBY_TABLE_SHAPE);
export const joinedRow = zodOf(JOINED_ROW_SHAPE);
export const seatReply = zodOf(SEAT_SHAPE);
const wait = zodOf(WAIT_SHAPE);
export const occupancyRow = zodOf(OCCUPANCY_ROW_SHAPE);

export const tablesResponse = envelope(z.array(lobbyTable));
export const seatResponse = envelope(seatReply);
export const joinedResponse = envelope(z.array(joinedRow));
export const occupancyResponse = envelope(z.array(occupancyRow));
export const waitResponse = envelope(wait);

export const spinSlot = z.object({ _id: z.string(), nValue: z.number() });
/** What the wheel pays: practice chips while cash play is off, bonus rupees while it is on. */
export const spinReward = z.enum(["chips", "bonus"]);
export const spinStatusResponse = envelope(z.object({ aDailyBonus: z.array(spinSlot), bCanSpin: z.boolean(), dNextSpinAt: z.string(), eReward: spinReward }));
export const spinResponse = envelope(z.object({ _id: z.string(), nValue: z.number(), nIndex: z.number(), eReward: spinReward }));

import { z } from "zod";
import { envelope } from "./envelope.ts";

/**
 * SPEC.md section 7, "Lobby and tables": the table list, joining, joined tables, private tables
 * and the daily spin (rooms/PROTOCOL.md "Lobby calls").
 */
export const RUMMY_TYPE_VALUES = ["point", "pool", "deal", "point21", "point10", "point27"] as const;
export const GAME_TYPE_VALUES = ["practice", "cash"] as const;

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

export const lobbyTable = z.object({
  _id: z.string(),
  sName: z.string(),
  eRummyType: z.enum(RUMMY_TYPE_VALUES),
  eGameType: z.enum(GAME_TYPE_VALUES),
  nMaxPlayer: z.number(),
  nTablePoint: z.number(),
  nTableFee: z.number(),
  nDeck: z.number(),
  nDeals: z.number().nullable(),
  nPoolLimit: z.number().nullable(),
});

export const joinedRow = z.object({
  _id: z.string(),
  iTableId: z.string(),
  eRummyType: z.enum(RUMMY_TYPE_VALUES),
  /** `tournament` for a tournament round table (SPEC.md "Joined game"). */
  eGameType: z.enum([...GAME_TYPE_VALUES, "tournament"]),
  nMaxPlayer: z.number(),
  nTablePoint: z.number(),
  nTableFee: z.number(),
  nChips: z.number(),
  sPrivateCode: z.string(),
  iTournamentId: z.string().nullable(),
});

export const seatReply = z.object({ iTableId: z.string(), nChips: z.number(), sPrivateCode: z.string(), nSeat: z.number(), eGameType: z.enum(GAME_TYPE_VALUES) });

/** A second player's usual wait at a stake, and the words to show (issue 19). */
const wait = z.object({ nWaitSeconds: z.number().nullable(), nWaitTables: z.number(), sWait: z.string() });
export const occupancyRow = wait.extend({ iCatalogueId: z.string(), nPlayers: z.number() });

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

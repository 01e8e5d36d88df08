/**
 * The lobby's replies that stand between a player and the Play button (SPEC.md section 7, "Lobby
 * and tables"), as shapes (shape.ts): the table list, the seat a join gives, the joined tables
 * and the stakes' occupancy. lobby.ts makes the routes' zod schemas from them; the lobby reads
 * them with `mismatch`, so a phone's first Play, and the join behind it, load no zod (issue 22).
 * Free of zod and of I/O.
 */
import { envelopeShape, mismatch, type Shaped } from "./shape.ts";

export const RUMMY_TYPE_VALUES = ["point", "pool", "deal", "point21", "point10", "point27"] as const;
export const GAME_TYPE_VALUES = ["practice", "cash"] as const;

const rummyType = { oneOf: RUMMY_TYPE_VALUES } as const;
const gameType = { oneOf: GAME_TYPE_VALUES } as const;

export const LOBBY_TABLE_SHAPE = {
  fields: {
    _id: "string",
    sName: "string",
    eRummyType: rummyType,
    eGameType: gameType,
    nMaxPlayer: "number",
    nTablePoint: "number",
    nTableFee: "number",
    nDeck: "number",
    nDeals: { nullable: "number" },
    nPoolLimit: { nullable: "number" },
  },
} as const;

export const JOINED_ROW_SHAPE = {
  fields: {
    _id: "string",
    iTableId: "string",
    eRummyType: rummyType,
    /** `tournament` for a tournament round table (SPEC.md "Joined game"). */
    eGameType: { oneOf: [...GAME_TYPE_VALUES, "tournament"] },
    nMaxPlayer: "number",
    nTablePoint: "number",
    nTableFee: "number",
    nChips: "number",
    sPrivateCode: "string",
    iTournamentId: { nullable: "string" },
  },
} as const;

export const SEAT_SHAPE = { fields: { iTableId: "string", nChips: "number", sPrivateCode: "string", nSeat: "number", eGameType: gameType } } as const;

/** A second player's usual wait at a stake, and the words to show (issue 19). */
export const WAIT_SHAPE = { fields: { nWaitSeconds: { nullable: "number" }, nWaitTables: "number", sWait: "string" } } as const;
export const OCCUPANCY_ROW_SHAPE = { fields: { ...WAIT_SHAPE.fields, iCatalogueId: "string", nPlayers: "number" } } as const;

/** The `data` of each reply (readShapedReply and the routes' `envelope` add `{ message, data }`). */
export const TABLES_SHAPE = { arrayOf: LOBBY_TABLE_SHAPE } as const;
export const JOINED_SHAPE = { arrayOf: JOINED_ROW_SHAPE } as const;
export const OCCUPANCY_SHAPE = { arrayOf: OCCUPANCY_ROW_SHAPE } as const;

const JOINED_REPLY = envelopeShape(JOINED_SHAPE);

/**
 * Whether a "Joined game" reply (GET /rummy/table/joined, whole envelope) still names the table:
 * asked by a client whose rejoin found no room, to tell a table between processes from one that
 * closed. The mismatch's text when the reply is not the contract's shape.
 */
export function joinedNamesTable(reply: unknown, tableId: string): boolean | { mismatch: string } {
  const found = mismatch(JOINED_REPLY, reply);
  if (found !== null) return { mismatch: found };
  return (reply as Shaped<typeof JOINED_REPLY>).data.some((row) => row.iTableId === tableId);
}

import type { GAME_TYPE_VALUES, JOINED_ROW_SHAPE, LOBBY_TABLE_SHAPE, RUMMY_TYPE_VALUES, SEAT_SHAPE } from "@rummy/shared-rules/contract/lobby-shapes";
import type { Shaped } from "@rummy/shared-rules/contract/shape";
import { api, type ApiReply } from "../../../shared/api/client.ts";
import { readShapedReply } from "../../../shared/api/contract-reply.ts";

/**
 * The lobby's calls (SPEC.md section 7 "Lobby and tables"; the paths SPEC.md leaves out are the
 * server's, listed in game-server/src/rooms/PROTOCOL.md). Replies are read with the contract's
 * shapes of them (shared-rules/src/contract/lobby-shapes.ts, which the server's schemas are made
 * from), imported with the first reply: the site's entry prefetches the table list, and neither
 * `/` nor the lobby's way to Play loads zod (issue 22).
 */
export type RummyType = (typeof RUMMY_TYPE_VALUES)[number];
export type GameType = (typeof GAME_TYPE_VALUES)[number];
export type LobbyTable = Shaped<typeof LOBBY_TABLE_SHAPE>;
/** A seat the server gave: where the game popup goes (a joined table is one too). */
export type Seat = Pick<Shaped<typeof SEAT_SHAPE>, "iTableId" | "nChips" | "sPrivateCode">;
export type JoinedGame = Shaped<typeof JOINED_ROW_SHAPE>;

/** The shapes' chunk, imported with the first reply that needs it (the lobby's calls, occupancy-api.ts). */
export const contract = () => import("@rummy/shared-rules/contract/lobby-shapes");

async function readSeat(reply: Promise<ApiReply<unknown>>, call: string): Promise<Seat> {
  const [{ SEAT_SHAPE }, r] = await Promise.all([contract(), reply]);
  return readShapedReply(SEAT_SHAPE, r, call).data;
}

async function requestTables(eRummyType: RummyType, eGameType: GameType): Promise<LobbyTable[]> {
  const [{ TABLES_SHAPE }, reply] = await Promise.all([contract(), api.post<unknown>("/rummy/table/weblist", { eRummyType, eGameType }, { loader: false })]);
  return readShapedReply(TABLES_SHAPE, reply, "POST /rummy/table/weblist").data;
}

/** A list asked for before the lobby rendered, used by the first fetchTables of its mode soon after. */
interface Prefetch {
  readonly mode: string;
  readonly at: number;
  readonly tables: Promise<LobbyTable[]>;
  /** The list, once it has arrived. */
  arrived?: LobbyTable[];
}
let early: Prefetch | null = null;
const modeOf = (eRummyType: RummyType, eGameType: GameType) => `${eRummyType}/${eGameType}`;
const EARLY_FOR_MS = 10_000;

/**
 * Asks for a mode's table list now, for the lobby's first render to use: the site's entry calls it
 * for `/lobby` with a saved token, so the list is on its way while the lobby's code starts
 * instead of after the shell and the lobby have rendered (a phone's first Play button).
 */
export function prefetchTables(eRummyType: RummyType, eGameType: GameType): Promise<LobbyTable[]> {
  const tables = requestTables(eRummyType, eGameType);
  const asked: Prefetch = { mode: modeOf(eRummyType, eGameType), at: Date.now(), tables };
  tables.then(
    (list) => void (asked.arrived = list),
    () => undefined,
  );
  early = asked;
  return tables;
}

/** The prefetched list still fresh for this mode, once (fetchTables and arrivedTables take it). */
function takeEarly(eRummyType: RummyType, eGameType: GameType): Prefetch | null {
  const prefetched = early;
  if (!prefetched || prefetched.mode !== modeOf(eRummyType, eGameType) || Date.now() - prefetched.at >= EARLY_FOR_MS) return null;
  early = null;
  return prefetched;
}

/**
 * The prefetched list, if it has already arrived: the lobby's first render shows its rows at once
 * instead of rendering "loading" and then the rows in a second pass (a second layout of the page).
 */
export function arrivedTables(eRummyType: RummyType, eGameType: GameType): LobbyTable[] | undefined {
  if (!early?.arrived) return undefined;
  return takeEarly(eRummyType, eGameType)?.arrived;
}

export function fetchTables(eRummyType: RummyType, eGameType: GameType): Promise<LobbyTable[]> {
  return takeEarly(eRummyType, eGameType)?.tables ?? requestTables(eRummyType, eGameType);
}

export function joinTable(table: LobbyTable): Promise<Seat> {
  const { eRummyType, eGameType, nMaxPlayer, nTablePoint, nTableFee } = table;
  return readSeat(api.post<unknown>("/rummy/table/join", { eRummyType, eGameType, nMaxPlayer, nTablePoint, nTableFee }), "POST /rummy/table/join");
}

export async function fetchJoined(options: { loader?: boolean } = {}): Promise<JoinedGame[]> {
  const [{ JOINED_SHAPE }, reply] = await Promise.all([contract(), api.get<unknown>("/rummy/table/joined", { loader: options.loader ?? false })]);
  return readShapedReply(JOINED_SHAPE, reply, "GET /rummy/table/joined").data;
}

export interface PrivateTableRequest {
  readonly nTablePoint: number;
  readonly nMaxPlayer: 2 | 6;
  readonly eGameType: GameType;
}

/** Creation path chosen by the server (SPEC.md: "the path is not shown"). Type is always point. */
export function createPrivateTable(request: PrivateTableRequest): Promise<Seat> {
  return readSeat(api.post<unknown>("/rummy/table/private/create", { eRummyType: "point", ...request }), "POST /rummy/table/private/create");
}

export function joinPrivateTable(sPrivateCode: string): Promise<Seat> {
  return readSeat(api.post<unknown>("/rummy/table/private/join", { sPrivateCode }), "POST /rummy/table/private/join");
}

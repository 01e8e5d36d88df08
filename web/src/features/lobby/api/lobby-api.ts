import type { GAME_TYPE_VALUES, joinedRow, lobbyTable, RUMMY_TYPE_VALUES, seatReply } from "@rummy/shared-rules/contract/lobby";
import type { z } from "zod";
import { api, type ApiReply } from "../../../shared/api/client.ts";
import { readReply } from "../../../shared/api/contract-reply.ts";

/**
 * The lobby's calls (SPEC.md section 7 "Lobby and tables"; the paths SPEC.md leaves out are the
 * server's, listed in game-server/src/rooms/PROTOCOL.md). Replies are read with the contract
 * (shared-rules/src/contract/lobby.ts), imported with the first reply: the site's entry prefetches
 * the table list, and zod stays off its first load.
 */
export type RummyType = (typeof RUMMY_TYPE_VALUES)[number];
export type GameType = (typeof GAME_TYPE_VALUES)[number];
export type LobbyTable = z.output<typeof lobbyTable>;
/** A seat the server gave: where the game popup goes (a joined table is one too). */
export type Seat = Pick<z.output<typeof seatReply>, "iTableId" | "nChips" | "sPrivateCode">;
export type JoinedGame = z.output<typeof joinedRow>;

const contract = () => import("@rummy/shared-rules/contract/lobby");

async function readSeat(reply: Promise<ApiReply<unknown>>, call: string): Promise<Seat> {
  const [{ seatResponse }, r] = await Promise.all([contract(), reply]);
  return readReply(seatResponse, r, call).data;
}

async function requestTables(eRummyType: RummyType, eGameType: GameType): Promise<LobbyTable[]> {
  const [{ tablesResponse }, reply] = await Promise.all([contract(), api.post<unknown>("/rummy/table/weblist", { eRummyType, eGameType }, { loader: false })]);
  return readReply(tablesResponse, reply, "POST /rummy/table/weblist").data;
}

/** A list asked for before the lobby rendered, used by the first fetchTables of its mode soon after. */
let early: { readonly key: string; readonly at: number; readonly tables: Promise<LobbyTable[]> } | null = null;
const EARLY_FOR_MS = 10_000;

/**
 * Asks for a mode's table list now, for the lobby's first render to use: the site's entry calls it
 * for `/lobby` with a saved token, so the list is on its way while the lobby's code starts
 * instead of after the shell and the lobby have rendered (a phone's first Play button).
 */
export function prefetchTables(eRummyType: RummyType, eGameType: GameType): void {
  const tables = requestTables(eRummyType, eGameType);
  tables.catch(() => undefined);
  early = { key: `${eRummyType}/${eGameType}`, at: Date.now(), tables };
}

export function fetchTables(eRummyType: RummyType, eGameType: GameType): Promise<LobbyTable[]> {
  const prefetched = early;
  early = null;
  if (prefetched && prefetched.key === `${eRummyType}/${eGameType}` && Date.now() - prefetched.at < EARLY_FOR_MS) return prefetched.tables;
  return requestTables(eRummyType, eGameType);
}

export function joinTable(table: LobbyTable): Promise<Seat> {
  const { eRummyType, eGameType, nMaxPlayer, nTablePoint, nTableFee } = table;
  return readSeat(api.post<unknown>("/rummy/table/join", { eRummyType, eGameType, nMaxPlayer, nTablePoint, nTableFee }), "POST /rummy/table/join");
}

export async function fetchJoined(options: { loader?: boolean } = {}): Promise<JoinedGame[]> {
  const [{ joinedResponse }, reply] = await Promise.all([contract(), api.get<unknown>("/rummy/table/joined", { loader: options.loader ?? false })]);
  return readReply(joinedResponse, reply, "GET /rummy/table/joined").data;
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

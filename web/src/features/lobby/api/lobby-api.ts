import { api } from "../../../shared/api/client.ts";
import { isRecord, num, records, str, type Loose } from "../../../shared/api/loose.ts";

/**
 * The lobby's calls (SPEC.md section 7 "Lobby and tables"; the paths SPEC.md leaves out are the
 * server's, listed in game-server/src/rooms/PROTOCOL.md). Replies are read field by field, so a
 * missing or mistyped field becomes a safe default instead of a broken page.
 */
export const RUMMY_TYPES = ["point", "pool", "deal", "point21", "point10", "point27"] as const;
export type RummyType = (typeof RUMMY_TYPES)[number];
export type GameType = "practice" | "cash";

export interface LobbyTable {
  readonly _id: string;
  readonly sName: string;
  readonly eRummyType: RummyType;
  readonly eGameType: GameType;
  readonly nMaxPlayer: number;
  readonly nTablePoint: number;
  readonly nTableFee: number;
  readonly nDeck: number;
}

/** A seat the server gave: where the game popup goes. */
export interface Seat {
  readonly iTableId: string;
  readonly nChips: number;
  readonly sPrivateCode: string;
}

export interface JoinedGame extends Seat {
  readonly _id: string;
  readonly eRummyType: string;
  readonly eGameType: string;
  readonly nMaxPlayer: number;
  readonly nTablePoint: number;
  readonly nTableFee: number;
  readonly iTournamentId: string | null;
}

export interface SpinSlot {
  readonly _id: string;
  readonly nValue: number;
}

export interface SpinStatus {
  readonly aDailyBonus: readonly SpinSlot[];
  readonly bCanSpin: boolean;
  readonly dNextSpinAt: string | null;
}

export interface SpinResult {
  readonly _id: string;
  readonly nValue: number;
  readonly nIndex: number;
}

function toTable(r: Loose, fallbackType: RummyType, fallbackGame: GameType): LobbyTable {
  const type = str(r["eRummyType"]);
  const game = str(r["eGameType"]);
  return {
    _id: str(r["_id"]) || `${str(r["sName"])}-${num(r["nMaxPlayer"])}-${num(r["nTablePoint"])}-${num(r["nTableFee"])}`,
    sName: str(r["sName"]),
    eRummyType: ((RUMMY_TYPES as readonly string[]).includes(type) ? type : fallbackType) as RummyType,
    eGameType: (game === "cash" || game === "practice" ? game : fallbackGame) as GameType,
    nMaxPlayer: num(r["nMaxPlayer"]),
    nTablePoint: num(r["nTablePoint"]),
    nTableFee: num(r["nTableFee"]),
    nDeck: num(r["nDeck"]),
  };
}

export function toSeat(data: unknown): Seat {
  const r = isRecord(data) ? data : {};
  return { iTableId: str(r["iTableId"]), nChips: num(r["nChips"]), sPrivateCode: str(r["sPrivateCode"]) };
}

async function requestTables(eRummyType: RummyType, eGameType: GameType): Promise<LobbyTable[]> {
  const reply = await api.post<unknown>("/rummy/table/weblist", { eRummyType, eGameType }, { loader: false });
  return records(reply.data).map((r) => toTable(r, eRummyType, eGameType));
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

export async function joinTable(table: LobbyTable): Promise<Seat> {
  const reply = await api.post<unknown>("/rummy/table/join", {
    eRummyType: table.eRummyType,
    eGameType: table.eGameType,
    nMaxPlayer: table.nMaxPlayer,
    nTablePoint: table.nTablePoint,
    nTableFee: table.nTableFee,
  });
  return toSeat(reply.data);
}

export async function fetchJoined(options: { loader?: boolean } = {}): Promise<JoinedGame[]> {
  const reply = await api.get<unknown>("/rummy/table/joined", { loader: options.loader ?? false });
  return records(reply.data).map((r) => ({
    ...toSeat(r),
    _id: str(r["_id"]) || str(r["iTableId"]),
    eRummyType: str(r["eRummyType"]),
    eGameType: str(r["eGameType"]),
    nMaxPlayer: num(r["nMaxPlayer"]),
    nTablePoint: num(r["nTablePoint"]),
    nTableFee: num(r["nTableFee"]),
    iTournamentId: typeof r["iTournamentId"] === "string" ? r["iTournamentId"] : null,
  }));
}

export interface PrivateTableRequest {
  readonly nTablePoint: number;
  readonly nMaxPlayer: 2 | 6;
  readonly eGameType: GameType;
}

/** Creation path chosen by the server (SPEC.md: "the path is not shown"). Type is always point. */
export async function createPrivateTable(request: PrivateTableRequest): Promise<Seat> {
  const reply = await api.post<unknown>("/rummy/table/private/create", { eRummyType: "point", ...request });
  return toSeat(reply.data);
}

export async function joinPrivateTable(sPrivateCode: string): Promise<Seat> {
  const reply = await api.post<unknown>("/rummy/table/private/join", { sPrivateCode });
  return toSeat(reply.data);
}

export async function fetchSpinStatus(): Promise<SpinStatus> {
  const reply = await api.get<unknown>("/rummy/spin", { loader: false });
  const r = isRecord(reply.data) ? reply.data : {};
  return {
    aDailyBonus: records(r["aDailyBonus"]).map((s) => ({ _id: str(s["_id"]), nValue: num(s["nValue"]) })),
    bCanSpin: r["bCanSpin"] === true,
    dNextSpinAt: typeof r["dNextSpinAt"] === "string" ? r["dNextSpinAt"] : null,
  };
}

export async function spinWheel(): Promise<SpinResult> {
  const reply = await api.post<unknown>("/rummy/spin", {});
  const r = isRecord(reply.data) ? reply.data : {};
  return { _id: str(r["_id"]), nValue: num(r["nValue"]), nIndex: num(r["nIndex"]) };
}

import { api } from "../../../shared/api/client.ts";
import type { GameType, RummyType } from "./lobby-api.ts";

/** POST /rummy/table/occupancy: per lobby row (`_id`), people seated now and the usual wait for a second player. */
export interface StakeOccupancy {
  readonly players: number;
  readonly waitText: string;
}

type Loose = Record<string, unknown>;

export async function fetchOccupancy(eRummyType: RummyType, eGameType: GameType): Promise<Map<string, StakeOccupancy>> {
  const reply = await api.post<unknown>("/rummy/table/occupancy", { eRummyType, eGameType }, { loader: false });
  const rows = Array.isArray(reply.data) ? (reply.data as Loose[]) : [];
  return new Map(rows.map((r) => [String(r["iCatalogueId"] ?? ""), { players: Number(r["nPlayers"]) || 0, waitText: typeof r["sWait"] === "string" ? r["sWait"] : "" }]));
}

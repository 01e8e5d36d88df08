import { api } from "../../../shared/api/client.ts";
import { readShapedReply } from "../../../shared/api/contract-reply.ts";
import { contract, type GameType, type RummyType } from "./lobby-api.ts";

/** POST /rummy/table/occupancy: per lobby row (`_id`), people seated now and the usual wait for a second player. */
export interface StakeOccupancy {
  readonly players: number;
  readonly waitText: string;
}

export async function fetchOccupancy(eRummyType: RummyType, eGameType: GameType): Promise<Map<string, StakeOccupancy>> {
  // The contract's shape comes with the reply, as lobby-api.ts's: the lobby's first load carries no zod.
  const [{ OCCUPANCY_SHAPE }, reply] = await Promise.all([contract(), api.post<unknown>("/rummy/table/occupancy", { eRummyType, eGameType }, { loader: false })]);
  const rows = readShapedReply(OCCUPANCY_SHAPE, reply, "POST /rummy/table/occupancy").data;
  return new Map(rows.map((r) => [r.iCatalogueId, { players: r.nPlayers, waitText: r.sWait }]));
}

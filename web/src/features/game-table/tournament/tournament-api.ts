/**
 * What the tournament table asks the tournament calls (game-server/TOURNAMENTS.md "The calls"):
 * the tournament's name, rounds and prizes, and the last closed round. The room's own
 * `tournament` state gives the header; the prizes come only from here. Replies are read with the
 * contract's schemas, imported when a tournament table first asks (zod stays off the table's
 * first-draw path, issue 22).
 */
import { api } from "../../../shared/api/client.ts";
import { readReply } from "../../../shared/api/contract-reply.ts";
import type { TournamentFacts } from "./tournament-table.ts";

const quiet = { loader: false, sessionCheck: false } as const;

export async function fetchTournamentFacts(id: string): Promise<TournamentFacts> {
  const [contract, view, qualifiers] = await Promise.all([
    import("@rummy/shared-rules/contract/tournaments"),
    api.post<unknown>(`/tournament/view/${encodeURIComponent(id)}`, {}, quiet),
    api.post<unknown>("/state/tournament/qualifiers", { iTournamentId: id }, quiet).catch(() => null),
  ]);
  const t = readReply(contract.viewResponse, view, "POST /tournament/view").data.data;
  const closed = qualifiers ? readReply(contract.qualifiersResponse, qualifiers, "POST /state/tournament/qualifiers").data.data.nTournamentRound : 0;
  return {
    id,
    name: t.sName,
    rounds: t.aRoundInfo.map(({ nRound, nDeals, nQualifiers }) => ({ nRound, nDeals, nQualifiers })),
    lastClosedRound: closed,
    prizes: t.aRoundInfo.flatMap((r) => r.aWinning.map((w) => ({ nFrom: w.nFrom, nTo: w.nTo || w.nFrom, nAmount: w.nAmount, eType: w.eType, sTicketName: w.sTicketName }))),
  };
}

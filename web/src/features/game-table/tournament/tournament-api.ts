/**
 * What the tournament table asks the tournament calls (game-server/TOURNAMENTS.md "The calls"):
 * the tournament's name, rounds and prizes, and the last closed round. The room's own
 * `tournament` state gives the header; the prizes come only from here.
 */
import { api } from "../../../shared/api/client.ts";
import type { TournamentFacts, TournamentPrize } from "./tournament-table.ts";

type Loose = Record<string, unknown>;
const rec = (v: unknown): Loose => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Loose) : {});
const list = (v: unknown): Loose[] => (Array.isArray(v) ? v.map(rec) : []);
const text = (v: unknown) => (typeof v === "string" ? v : "");
const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const quiet = { loader: false, sessionCheck: false } as const;
const PRIZE_TYPES = ["cash", "chips", "ticket"] as const;

function toPrize(w: Loose): TournamentPrize {
  const type = PRIZE_TYPES.find((k) => k === w["eType"]) ?? "cash";
  const ticket = w["sTicketName"];
  return { nFrom: count(w["nFrom"]), nTo: count(w["nTo"]) || count(w["nFrom"]), nAmount: count(w["nAmount"]), eType: type, sTicketName: typeof ticket === "string" ? ticket : null };
}

export async function fetchTournamentFacts(id: string): Promise<TournamentFacts> {
  const [view, qualifiers] = await Promise.all([
    api.post<unknown>(`/tournament/view/${encodeURIComponent(id)}`, {}, quiet),
    api.post<unknown>("/state/tournament/qualifiers", { iTournamentId: id }, quiet).catch(() => null),
  ]);
  const t = rec(rec(view.data)["data"]);
  const rounds = list(t["aRoundInfo"]);
  return {
    id,
    name: text(t["sName"]),
    rounds: rounds.map((r) => ({ nRound: count(r["nRound"]), nDeals: count(r["nDeals"]), nQualifiers: count(r["nQualifiers"]) })),
    lastClosedRound: qualifiers ? count(rec(rec(qualifiers.data)["data"])["nTournamentRound"]) : 0,
    prizes: rounds.flatMap((r) => list(r["aWinning"]).map(toPrize)),
  };
}

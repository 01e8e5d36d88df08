import { api } from "../../../shared/api/client.ts";
import { readPagedList, type PagedRows } from "../../../shared/ui/pagination-state.ts";
import { toTournament, type Tournament } from "../model/tournament.ts";

/**
 * The tournament calls (game-server/TOURNAMENTS.md "The calls"). Join and withdraw are money
 * calls: the shared client sends one Idempotency-Key per click (shared/api/action-keys.ts).
 */
export type StateFilter = "upcoming" | "registrationStarted" | "registered" | "running";

type Loose = Record<string, unknown>;
const rec = (v: unknown): Loose => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Loose) : {});
const quiet = { loader: false } as const;

export async function fetchTournaments(eState: StateFilter | null): Promise<Tournament[]> {
  const reply = await api.post<unknown>("/tournament/list", eState ? { eState } : {}, quiet);
  const rows = rec(reply.data)["data"];
  return Array.isArray(rows) ? rows.map(toTournament) : [];
}

export async function fetchTournament(id: string): Promise<Tournament> {
  const reply = await api.post<unknown>(`/tournament/view/${encodeURIComponent(id)}`, {}, quiet);
  return toTournament(rec(reply.data)["data"]);
}

export interface JoinResult {
  readonly message: string;
  readonly eStatus: string;
  readonly nWaitlistPosition: number | null;
}

export async function joinTournament(iTournamentId: string): Promise<JoinResult> {
  const reply = await api.post<unknown>("/tournament/join", { iTournamentId });
  const data = rec(reply.data);
  const position = data["nWaitlistPosition"];
  return { message: reply.message, eStatus: typeof data["eStatus"] === "string" ? data["eStatus"] : "", nWaitlistPosition: typeof position === "number" ? position : null };
}

export async function withdrawTournament(id: string): Promise<string> {
  return (await api.post<unknown>(`/tournament/withdraw/${encodeURIComponent(id)}`, {})).message;
}

export interface Qualifiers {
  readonly message: string;
  readonly rows: readonly { sUserName: string; aScoreBoard: readonly number[] }[];
  readonly nTotalQualifier: number;
  readonly nTournamentRound: number;
  readonly nStrategicDuration: number;
}

export async function fetchQualifiers(iTournamentId: string): Promise<Qualifiers> {
  const reply = await api.post<unknown>("/state/tournament/qualifiers", { iTournamentId }, quiet);
  const data = rec(rec(reply.data)["data"]);
  const rows = Array.isArray(data["aQualifier"]) ? data["aQualifier"].map(rec) : [];
  const n = (v: unknown) => (typeof v === "number" ? v : 0);
  return {
    message: reply.message,
    rows: rows.map((r) => ({ sUserName: typeof r["sUserName"] === "string" ? r["sUserName"] : "", aScoreBoard: Array.isArray(r["aScoreBoard"]) ? r["aScoreBoard"].map(n) : [] })),
    nTotalQualifier: n(data["nTotalQualifier"]),
    nTournamentRound: n(data["nTournamentRound"]),
    nStrategicDuration: n(data["nStrategicDuration"]),
  };
}

/** My Tickets, a page at a time. */
export const fetchTickets = async (page: number, size: number): Promise<PagedRows> =>
  readPagedList((await api.get<unknown>(`/tournament/tickets?size=${size}&pageIndex=${page}`, quiet)).data);

import { joinResponse, listResponse, qualifiersResponse, ticketsResponse, viewResponse, withdrawResponse } from "@rummy/shared-rules/contract/tournaments";
import { api } from "../../../shared/api/client.ts";
import { pageOf, readReply, type FacetRow } from "../../../shared/api/contract-reply.ts";
import type { PagedRows } from "../../../shared/ui/pagination-state.ts";
import { toTournament, type Tournament } from "../model/tournament.ts";

/**
 * The tournament calls (game-server/TOURNAMENTS.md "The calls"), each reply read with the
 * contract's schema (shared-rules/src/contract/tournaments.ts). Join and withdraw are money
 * calls: the shared client sends one Idempotency-Key per click (shared/api/action-keys.ts).
 */
export type StateFilter = "upcoming" | "registrationStarted" | "registered" | "running";

const quiet = { loader: false } as const;

export async function fetchTournaments(eState: StateFilter | null): Promise<Tournament[]> {
  const reply = readReply(listResponse, await api.post<unknown>("/tournament/list", eState ? { eState } : {}, quiet), "POST /tournament/list");
  return reply.data.data.map(toTournament);
}

export async function fetchTournament(id: string): Promise<Tournament> {
  const reply = readReply(viewResponse, await api.post<unknown>(`/tournament/view/${encodeURIComponent(id)}`, {}, quiet), "POST /tournament/view");
  return toTournament(reply.data.data);
}

export interface JoinResult {
  readonly message: string;
  readonly eStatus: string;
  readonly nWaitlistPosition: number | null;
}

export async function joinTournament(iTournamentId: string): Promise<JoinResult> {
  const reply = readReply(joinResponse, await api.post<unknown>("/tournament/join", { iTournamentId }), "POST /tournament/join");
  return { message: reply.message, eStatus: reply.data.eStatus, nWaitlistPosition: reply.data.nWaitlistPosition };
}

export async function withdrawTournament(id: string): Promise<string> {
  return readReply(withdrawResponse, await api.post<unknown>(`/tournament/withdraw/${encodeURIComponent(id)}`, {}), "POST /tournament/withdraw").message;
}

export interface Qualifiers {
  readonly message: string;
  readonly rows: readonly { sUserName: string; aScoreBoard: readonly number[] }[];
  readonly nTotalQualifier: number;
  readonly nTournamentRound: number;
  readonly nStrategicDuration: number;
}

export async function fetchQualifiers(iTournamentId: string): Promise<Qualifiers> {
  const reply = readReply(qualifiersResponse, await api.post<unknown>("/state/tournament/qualifiers", { iTournamentId }, quiet), "POST /state/tournament/qualifiers");
  const { aQualifier, nTotalQualifier, nTournamentRound, nStrategicDuration } = reply.data.data;
  return { message: reply.message, rows: aQualifier, nTotalQualifier, nTournamentRound, nStrategicDuration };
}

/** My Tickets, a page at a time. */
export type TicketRow = FacetRow<typeof ticketsResponse>;

export const fetchTickets = async (page: number, size: number): Promise<PagedRows<TicketRow>> =>
  pageOf(readReply(ticketsResponse, await api.get<unknown>(`/tournament/tickets?size=${size}&pageIndex=${page}`, quiet), "GET /tournament/tickets").data);

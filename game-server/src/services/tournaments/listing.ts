import type { TournamentDeps } from "./deps.ts";
import { TournamentError } from "./errors.ts";
import { entryCounts, liveEntriesOfUser, waitlistRank, type ParticipantRow } from "./entry-repository.ts";
import { findTournament, listTournaments, prizesOf, roundsOf, type TournamentRow, type TournamentState } from "./repository.ts";
import { tournamentView, type TournamentView } from "./view.ts";

/** SPEC.md's list filter (POST /tournament/list `eState`). */
import { LIST_FILTERS } from "@rummy/shared-rules/contract/tournaments";

export { LIST_FILTERS };
export type ListFilter = (typeof LIST_FILTERS)[number];

const NOT_OVER: TournamentState[] = ["scheduled", "registering", "seating", "running"];
/** A page of the lobby; the lobby shows the next tournaments, never thousands. */
export const LIST_LIMIT = 100;

function statesFor(filter: ListFilter | undefined): TournamentState[] {
  switch (filter) {
    case "upcoming":
      return ["scheduled"];
    case "registrationStarted":
      return ["registering"];
    case "running":
      return ["seating", "running"];
    default:
      return NOT_OVER;
  }
}

async function views(deps: TournamentDeps, rows: TournamentRow[], userId: string | undefined): Promise<TournamentView[]> {
  const ids = rows.map((r) => r.id);
  const [rounds, prizes, counts, mine] = await Promise.all([
    roundsOf(deps.db, ids),
    prizesOf(deps.db, ids),
    entryCounts(deps.db, ids),
    userId ? liveEntriesOfUser(deps.db, userId, ids) : Promise.resolve([] as ParticipantRow[]),
  ]);
  const now = deps.now();
  return Promise.all(
    rows.map(async (t) => {
      const entry = mine.find((m) => m.tournamentId === t.id);
      const rank = entry?.waitlistPosition != null ? await waitlistRank(deps.db, t.id, entry.waitlistPosition) : null;
      return tournamentView({
        tournament: t,
        rounds: rounds.filter((r) => r.tournamentId === t.id),
        prizes: prizes.filter((p) => p.tournamentId === t.id),
        counts: counts.get(t.id) ?? { joined: 0, waitlisted: 0, lastPosition: 0 },
        mine: entry ? { entry, waitlistRank: rank } : null,
        now,
      });
    }),
  );
}

/**
 * The lobby's tournament list: those not over, soonest first, or by SPEC.md's filter. A
 * scheduled tournament whose window the clock has not opened yet is listed as registering
 * already (the state the player sees is computed from the time, see view.ts).
 */
export async function listForPlayer(deps: TournamentDeps, input: { userId?: string; filter?: ListFilter }): Promise<TournamentView[]> {
  if (input.filter === "registered") {
    if (!input.userId) return [];
    const ids = (await liveEntriesOfUser(deps.db, input.userId)).map((e) => e.tournamentId);
    return views(deps, await listTournaments(deps.db, { states: NOT_OVER, ids, limit: LIST_LIMIT }), input.userId);
  }
  const states = statesFor(input.filter);
  const rows = await listTournaments(deps.db, { states: input.filter === "registrationStarted" ? ["scheduled", "registering"] : states, limit: LIST_LIMIT });
  const now = deps.now();
  const wanted = rows.filter((t) => {
    const opened = now >= t.registrationOpensAt;
    if (input.filter === "upcoming") return !opened;
    if (input.filter === "registrationStarted") return opened && now < t.startsAt;
    return true;
  });
  return views(deps, wanted, input.userId);
}

export async function viewForPlayer(deps: TournamentDeps, input: { tournamentId: string; userId?: string }): Promise<TournamentView> {
  const t = await findTournament(deps.db, input.tournamentId);
  if (!t) throw new TournamentError("tournament/not_found");
  const [view] = await views(deps, [t], input.userId);
  if (!view) throw new TournamentError("tournament/not_found");
  return view;
}

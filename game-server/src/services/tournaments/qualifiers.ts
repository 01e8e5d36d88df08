import type { TournamentDeps } from "./deps.ts";
import { TournamentError } from "./errors.ts";
import { findTournament } from "./repository.ts";

/** SPEC.md's tournament qualifiers: the last round's qualifiers with their scoreboards. */
export interface QualifiersView {
  aQualifier: { sUserName: string; aScoreBoard: number[] }[];
  nTotalQualifier: number;
  nTournamentRound: number;
  nStrategicDuration: number;
}

/**
 * The qualifiers of the tournament's last finished round. Rounds are played by the director
 * (next slice); until a round has finished there are none, and the call says so.
 * TODO(next slice): read the round results the director records.
 */
export async function lastRoundQualifiers(deps: TournamentDeps, tournamentId: string): Promise<QualifiersView> {
  const t = await findTournament(deps.db, tournamentId);
  if (!t) throw new TournamentError("tournament/not_found");
  return { aQualifier: [], nTotalQualifier: 0, nTournamentRound: 0, nStrategicDuration: t.strategicTimeMs };
}

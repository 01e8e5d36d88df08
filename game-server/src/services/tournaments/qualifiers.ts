import type { TournamentDeps } from "./deps.ts";
import { TournamentError } from "./errors.ts";
import { lastClosedRun, tablesOfRound, userNames } from "./director-repository.ts";
import { entriesOf } from "./entry-repository.ts";
import { findTournament } from "./repository.ts";
import type { Standing } from "./round-result.ts";

/** SPEC.md's tournament qualifiers: the last round's qualifiers with their scoreboards. */
export interface QualifiersView {
  aQualifier: { sUserName: string; aScoreBoard: number[] }[];
  nTotalQualifier: number;
  nTournamentRound: number;
  nStrategicDuration: number;
}

/**
 * The qualifiers of the tournament's last closed round (director.ts), read from the round's table
 * reports: everyone of that round not knocked out at it (at the final: the winner), each with the
 * chips their table reported. Until a round has closed there are none, and the call says so.
 */
export async function lastRoundQualifiers(deps: TournamentDeps, tournamentId: string): Promise<QualifiersView> {
  const t = await findTournament(deps.db, tournamentId);
  if (!t) throw new TournamentError("tournament/not_found");
  const run = await lastClosedRun(deps.db, t.id);
  if (!run) return { aQualifier: [], nTotalQualifier: 0, nTournamentRound: 0, nStrategicDuration: t.strategicTimeMs };
  const out = new Set(
    (await entriesOf(deps.db, t.id, ["eliminated", "paid"])).filter((e) => e.roundReached === run.roundNo && (e.finalPosition ?? 1) > 1).map((e) => e.userId),
  );
  const standings = (await tablesOfRound(deps.db, t.id, run.roundNo)).flatMap((x) => (x.result as Standing[] | null) ?? []);
  const qualified = [...standings.filter((s) => !out.has(s.userId)).map((s) => ({ userId: s.userId, chips: s.chips })), ...(run.byes as string[]).map((userId) => ({ userId, chips: 0 }))];
  const names = await userNames(deps.db, qualified.map((q) => q.userId));
  // Bots have no users row: they are listed by their label, which says "(bot)".
  for (const e of await entriesOf(deps.db, t.id, ["qualified", "paid"])) if (e.isBot && e.botName) names.set(e.userId, e.botName);
  return {
    aQualifier: qualified.map((q) => ({ sUserName: names.get(q.userId) ?? "", aScoreBoard: [q.chips] })),
    nTotalQualifier: qualified.length,
    nTournamentRound: run.roundNo,
    nStrategicDuration: t.strategicTimeMs,
  };
}

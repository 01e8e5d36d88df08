import type { TournamentDeps } from "./deps.ts";
import { insertTournament, latestOfEachSeries, prizesOf, roundsOf, seriesKeys } from "./repository.ts";
import { seedSeries } from "./series.ts";

/**
 * Keeps every recurring series announced: when a series' latest instance starts within one
 * interval from now, the next one is created (same definition, rounds and prizes, the windows
 * shifted), at the first slot of the series' grid that is still ahead. Missing default series are
 * seeded. Safe in several processes: an instance is unique by series and start time.
 */
export async function scheduleRecurrences(deps: TournamentDeps): Promise<number> {
  const { db } = deps;
  const now = deps.now().getTime();
  const latest = await latestOfEachSeries(db);
  let created = await seedSeries(db, deps.now(), undefined, await seriesKeys(db));
  for (const t of latest) {
    if (!t.recurrenceMinutes || !t.seriesKey) continue;
    const interval = t.recurrenceMinutes * 60_000;
    // A sit and go that filled (started before its deadline) makes room for the next one at once.
    const filled = t.format === "sit_and_go" && t.state !== "scheduled" && t.state !== "registering";
    if (t.startsAt.getTime() > now + interval && !filled) continue;
    let next = t.startsAt.getTime() + interval;
    if (next <= now) next += Math.ceil((now - next + 1) / interval) * interval;
    const shift = next - t.startsAt.getTime();
    const [rounds, prizes] = await Promise.all([roundsOf(db, [t.id]), prizesOf(db, [t.id])]);
    const { id: _id, state: _state, cancelReason: _reason, createdAt: _created, updatedAt: _updated, ...definition } = t;
    const id = await insertTournament(
      db,
      {
        ...definition,
        startsAt: new Date(next),
        // A sit and go's registration opens at once: its start is its seats filling, not a time.
        registrationOpensAt: new Date(t.format === "sit_and_go" ? Math.min(now, t.registrationOpensAt.getTime() + shift) : Math.max(t.registrationOpensAt.getTime() + shift, 0)),
        registrationClosesAt: new Date(t.registrationClosesAt.getTime() + shift),
      },
      rounds.map(({ tournamentId: _t, ...r }) => r),
      prizes.map(({ tournamentId: _t, ...p }) => p),
    );
    if (id) created += 1;
  }
  return created;
}
